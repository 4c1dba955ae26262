import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/lib/contracts/siteContent';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { listDocuments } from '@/lib/server/siteContent';
import { PageHero } from '@/components/layout/PageHero';
import { DocumentList } from '@/components/content/DocumentList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';
import docs from '@/components/content/documents.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Reads the query (the category): rendered per request from the company's cached documents.
export const dynamic = 'force-dynamic';

/** The category of the query: none → all; a known one → it; anything else → null (404). */
async function category(searchParams: Search): Promise<DocumentCategory | 'all' | null> {
  const raw = (await searchParams).category;
  if (raw === undefined) return 'all';
  return (DOCUMENT_CATEGORIES as readonly unknown[]).includes(raw) ? (raw as DocumentCategory) : null;
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const [{ locale }, cat] = await Promise.all([params, category(searchParams)]);
  if (!cat) return {};
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Downloads' });
  return pageMetadata(params, {
    path: '/notification/download',
    query: cat === 'all' ? undefined : { category: cat },
    title: cat === 'all' ? t('metaTitle') : `${t(`categories.${cat}`)} - ${t('metaTitle')}`,
    description: cat === 'all' ? t('metaDescription') : t(`leads.${cat}`),
  });
}

/** /notification/download: electronic documents (letters of guarantee, schedules, freight tables, forms) as files to download. */
export default async function DownloadPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const [{ locale, company }, cat] = await Promise.all([params, category(searchParams)]);
  setRequestLocale(locale as AppLocale);
  if (!cat) notFound();
  const [t, all] = await Promise.all([getTranslations('Downloads'), listDocuments(await companyParam(company), locale)]);
  const shown = DOCUMENT_CATEGORIES.filter((c) => (cat === 'all' ? all.some((d) => d.category === c) : c === cat));
  const tabs: (DocumentCategory | 'all')[] = ['all', ...DOCUMENT_CATEGORIES.filter((c) => all.some((d) => d.category === c))];
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={cat === 'all' ? t('title') : t(`categories.${cat}`)} subtitle={cat === 'all' ? t('subtitle') : t(`leads.${cat}`)} />
      <section className={styles.section}>
        <div className={styles.container}>
          <div className={news.tabs} role="tablist">
            {tabs.map((tab) => (
              <ServerLink
                key={tab}
                href={tab === 'all' ? '/notification/download' : { pathname: '/notification/download', query: { category: tab } }}
                className={tab === cat ? `${news.tab} ${news.tabActive}` : news.tab}
                role="tab"
                aria-selected={tab === cat}
                data-testid={`download-tab-${tab}`}
              >
                {tab === 'all' ? t('all') : t(`categories.${tab}`)}
              </ServerLink>
            ))}
          </div>
          {shown.length === 0 ? <DocumentList items={[]} /> : null}
          {shown.map((c) => (
            <section key={c} className={docs.group} aria-label={t(`categories.${c}`)}>
              {cat === 'all' ? (
                <h2 className={docs.groupTitle}>
                  {t(`categories.${c}`)}
                </h2>
              ) : null}
              <DocumentList items={all.filter((d) => d.category === c)} />
            </section>
          ))}
          <p className={styles.note}>{t('hint')}</p>
        </div>
      </section>
    </main>
  );
}
