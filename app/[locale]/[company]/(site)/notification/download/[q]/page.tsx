import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { downloadsMetadata, loadDownloads } from '@/lib/pages/downloads';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { DocumentList } from '@/components/content/DocumentList';
import styles from '@/components/layout/page.module.css';
import news from '@/components/layout/content/news.module.css';
import docs from '@/components/content/documents.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => downloadsMetadata(foldedProps(props));

/** /notification/download: electronic documents (letters of guarantee, schedules, freight tables, forms) as files to download. */
export default async function DownloadPage(props: FoldedPageProps) {
  const { locale, category: cat, tabs, groups } = await loadDownloads(foldedProps(props));
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
