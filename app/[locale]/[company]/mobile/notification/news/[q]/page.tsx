import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { NEWS_LIST_TABS, loadNewsList, newsListMetadata } from '@/lib/pages/news';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { newsDate } from '@/components/layout/content/NewsList';
import { MobileEmpty, MobilePageHead, MobileRow, MobileSection } from '@/components/mobile/MobilePage';
import c from '@/components/mobile/content/content.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => newsListMetadata(foldedProps(props));

/** /mobile/notification/news?tabId=1|2&page=N: industry or company news, ten a page. */
export default async function MobileNewsPage(props: FoldedPageProps) {
  const { locale, tabId, list } = await loadNewsList(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('News');
  const pageHref = (page: number) => ({ pathname: '/mobile/notification/news', query: { tabId: String(tabId), ...(page > 1 ? { page: String(page) } : {}) } });
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle')} />
      <nav className={c.tabs} aria-label={t('title')}>
        {NEWS_LIST_TABS.map((tab) => (
          <ServerLink
            key={tab.id}
            href={{ pathname: '/mobile/notification/news', query: { tabId: String(tab.id) } }}
            aria-current={tab.id === tabId ? 'page' : undefined}
            data-testid={`news-tab-${tab.id}`}
          >
            {t(tab.key)}
          </ServerLink>
        ))}
      </nav>
      <MobileSection>
        {list.rows.length === 0 ? (
          <MobileEmpty>{t('empty')}</MobileEmpty>
        ) : (
          list.rows.map((n) => (
            <MobileRow
              key={n.id}
              href={{ pathname: '/mobile/notification/newsInfo', query: { id: String(n.id) } }}
              title={n.title}
              sub={<time dateTime={newsDate(n.publishedAt)}>{newsDate(n.publishedAt)}</time>}
              testId="news-row"
            />
          ))
        )}
      </MobileSection>
      {list.pageCount > 1 ? (
        <nav className={c.pager} aria-label={t('pagination')} data-testid="news-pager">
          {list.page > 1 ? <ServerLink href={pageHref(list.page - 1)}>{t('prevPage')}</ServerLink> : <span className={c.disabled} aria-disabled="true">{t('prevPage')}</span>}
          <span>
            {list.page} / {list.pageCount}
          </span>
          {list.page < list.pageCount ? <ServerLink href={pageHref(list.page + 1)}>{t('nextPage')}</ServerLink> : <span className={c.disabled} aria-disabled="true">{t('nextPage')}</span>}
        </nav>
      ) : null}
    </main>
  );
}
