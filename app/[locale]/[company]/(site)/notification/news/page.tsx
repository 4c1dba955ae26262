import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { NEWS_TAB, newsListQuery, type NewsTabId } from '@/lib/contracts/news';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listNews } from '@/lib/server/news';
import { PageHero } from '@/components/layout/PageHero';
import { Pagination } from '@/components/layout/Pagination';
import { NewsList } from '@/components/layout/content/NewsList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Reads the query: rendered per request (the company layout's empty generateStaticParams would
// otherwise try to cache it as a static page and fail at run time).
export const dynamic = 'force-dynamic';

const TABS: { id: NewsTabId; key: 'industry' | 'company' }[] = [
  { id: NEWS_TAB.industry, key: 'industry' },
  { id: NEWS_TAB.company, key: 'company' },
];

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { locale } = await params;
  const { tabId, page } = newsListQuery.parse(await searchParams);
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'News' });
  const tab = t(tabId === 2 ? 'company' : 'industry');
  return pageMetadata(params, {
    path: '/notification/news',
    query: { tabId: String(tabId), ...(page > 1 ? { page: String(page) } : {}) },
    title: `${tab}${page > 1 ? ` - ${t('pageN', { page })}` : ''} - ${t('title')}`,
    description: t(tabId === 2 ? 'companyDescription' : 'industryDescription'),
  });
}

/**
 * /notification/news?tabId=1|2&page=N. News is open-ended database content, so this page is
 * rendered per request (it reads the query); the list queries are cached per company and page and
 * refreshed through the company's news tag.
 */
export default async function NewsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const q = newsListQuery.parse(await searchParams);
  const settings = await requireCompanySettings(await companyParam(company));
  const brand = brandingFor(settings, locale);
  const [t, data] = await Promise.all([getTranslations('News'), listNews(settings.companyId, q.tabId, q.page, locale)]);
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section}>
        <div className={styles.container}>
          <div className={news.tabs} role="tablist">
            {TABS.map((tab) => (
              <ServerLink
                key={tab.id}
                href={{ pathname: '/notification/news', query: { tabId: String(tab.id) } }}
                className={tab.id === q.tabId ? `${news.tab} ${news.tabActive}` : news.tab}
                role="tab"
                aria-selected={tab.id === q.tabId}
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
            href={(page) => ({ pathname: '/notification/news', query: { tabId: String(q.tabId), page: String(page) } })}
          />
        </div>
      </section>
    </main>
  );
}
