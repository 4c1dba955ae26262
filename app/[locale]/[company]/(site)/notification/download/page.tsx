import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { downloadsMetadata, loadDownloads } from '@/lib/pages/downloads';
import type { QueryPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { DocumentList } from '@/components/content/DocumentList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';
import docs from '@/components/content/documents.module.css';

// Reads the query (the category): rendered per request from the company's cached documents.
export const dynamic = 'force-dynamic';

export const generateMetadata = downloadsMetadata;

/** /notification/download: electronic documents (letters of guarantee, schedules, freight tables, forms) as files to download. */
export default async function DownloadPage(props: QueryPageProps) {
  const { locale, category: cat, tabs, groups } = await loadDownloads(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Downloads');
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
          {groups.length === 0 ? <DocumentList items={[]} /> : null}
          {groups.map((g) => (
            <section key={g.category} className={docs.group} aria-label={t(`categories.${g.category}`)}>
              {cat === 'all' ? <h2 className={docs.groupTitle}>{t(`categories.${g.category}`)}</h2> : null}
              <DocumentList items={g.items} />
            </section>
          ))}
          <p className={styles.note}>{t('hint')}</p>
        </div>
      </section>
    </main>
  );
}
