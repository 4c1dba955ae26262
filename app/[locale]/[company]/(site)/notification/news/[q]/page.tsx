import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { NEWS_LIST_TABS, loadNewsList, newsListMetadata } from '@/lib/pages/news';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { Pagination } from '@/components/layout/Pagination';
import { NewsList } from '@/components/layout/content/NewsList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => newsListMetadata(foldedProps(props));

/**
 * /notification/news?tabId=1|2&page=N: one cached page per tab and page, refreshed with the list
 * queries through the company's news tag.
 */
export default async function NewsPage(props: FoldedPageProps) {
  const { locale, brand, tabId, list: data } = await loadNewsList(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('News');
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <div className={news.tabs} role="tablist">
            {NEWS_LIST_TABS.map((tab) => (
              <ServerLink
                key={tab.id}
                href={{ pathname: '/notification/news', query: { tabId: String(tab.id) } }}
                className={tab.id === tabId ? `${news.tab} ${news.tabActive}` : news.tab}
                role="tab"
                aria-selected={tab.id === tabId}
                data-testid={`news-tab-${tab.id}`}
              >
                {t(tab.key)}
              </ServerLink>
            ))}
          </div>
          <NewsList items={data.rows} locale={locale} />
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            href={(page) => ({ pathname: '/notification/news', query: { tabId: String(tabId), page: String(page) } })}
          />
        </div>
      </section>
    </main>
  );
}
