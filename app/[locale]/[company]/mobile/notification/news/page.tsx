import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NEWS_TAB, newsListQuery, type NewsTabId } from '@/lib/contracts/news';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { listNews } from '@/lib/server/news';
import { newsDate } from '@/components/layout/content/NewsList';
import { MobileEmpty, MobilePageHead, MobileRow, MobileSection } from '@/components/mobile/MobilePage';
import c from '@/components/mobile/content/content.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// The tab and page come from the query: rendered per request from the cached news pages.
export const dynamic = 'force-dynamic';

const TAB_KEY: Record<NewsTabId, 'industry' | 'company'> = { 1: 'industry', 2: 'company' };

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { locale } = await params;
  const q = newsListQuery.parse(await searchParams);
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'News' });
  return pageMetadata(params, {
    path: '/notification/news',
    query: { tabId: String(q.tabId), ...(q.page > 1 ? { page: String(q.page) } : {}) },
    title: t(TAB_KEY[q.tabId]),
    description: t(`${TAB_KEY[q.tabId]}Description`),
  });
}

/** /mobile/notification/news?tabId=1|2&page=N: industry or company news, ten a page. */
export default async function MobileNewsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const q = newsListQuery.parse(await searchParams);
  const [t, list] = await Promise.all([getTranslations('News'), listNews(await companyParam(company), q.tabId, q.page, locale)]);
  const pageHref = (page: number) => ({ pathname: '/mobile/notification/news', query: { tabId: String(q.tabId), ...(page > 1 ? { page: String(page) } : {}) } });
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle')} />
      <nav className={c.tabs} aria-label={t('title')}>
        {([NEWS_TAB.industry, NEWS_TAB.company] as const).map((tab) => (
          <ServerLink
            key={tab}
            href={{ pathname: '/mobile/notification/news', query: { tabId: String(tab) } }}
            aria-current={tab === q.tabId ? 'page' : undefined}
            data-testid={`news-tab-${tab}`}
          >
            {t(TAB_KEY[tab])}
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
          {list.page > 1 ? <ServerLink href={pageHref(list.page - 1)}>{t('prevPage')}</ServerLink> : <span className={c.disabled}>{t('prevPage')}</span>}
          <span>
            {list.page} / {list.pageCount}
          </span>
          {list.page < list.pageCount ? <ServerLink href={pageHref(list.page + 1)}>{t('nextPage')}</ServerLink> : <span className={c.disabled}>{t('nextPage')}</span>}
        </nav>
      ) : null}
    </main>
  );
}
