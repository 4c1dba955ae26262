import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { NEWS_LIST_TABS, loadNewsList, newsListMetadata } from '@/lib/pages/news';
import type { QueryPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { Pagination } from '@/components/layout/Pagination';
import { NewsList } from '@/components/layout/content/NewsList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';

// Reads the query: rendered per request (the company layout's empty generateStaticParams would
// otherwise try to cache it as a static page and fail at run time).
export const dynamic = 'force-dynamic';

export const generateMetadata = newsListMetadata;

/**
 * /notification/news?tabId=1|2&page=N. News is open-ended database content, so this page is
 * rendered per request (it reads the query); the list queries are cached per company and page and
 * refreshed through the company's news tag.
 */
export default async function NewsPage(props: QueryPageProps) {
  const { locale, brand, tabId, list: data } = await loadNewsList(props);
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
