import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { downloadsMetadata, loadDownloads } from '@/lib/pages/downloads';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileDocuments } from '@/components/mobile/content/MobileDocuments';
import c from '@/components/mobile/content/content.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => downloadsMetadata(foldedProps(props));

/** /mobile/notification/download[?category=]: the electronic documents, by category, downloaded with a tap. */
export default async function MobileDownloadPage(props: FoldedPageProps) {
  const { locale, category: cat, tabs, groups } = await loadDownloads(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Downloads');
  return (
    <main>
      <MobilePageHead title={cat === 'all' ? t('title') : t(`categories.${cat}`)} lead={cat === 'all' ? t('subtitle') : t(`leads.${cat}`)} />
      <nav className={c.sectionNav} aria-label={t('title')}>
        {tabs.map((tab) => (
          <ServerLink
            key={tab}
            href={tab === 'all' ? '/mobile/notification/download' : { pathname: '/mobile/notification/download', query: { category: tab } }}
            aria-current={tab === cat ? 'page' : undefined}
            data-testid={`download-tab-${tab}`}
          >
            {tab === 'all' ? t('all') : t(`categories.${tab}`)}
          </ServerLink>
        ))}
      </nav>
      {groups.length === 0 ? (
        <MobileSection>
          <MobileDocuments items={[]} />
        </MobileSection>
      ) : null}
      {groups.map((g) => (
        <MobileSection key={g.category} title={cat === 'all' ? t(`categories.${g.category}`) : undefined} id={`docs-${g.category}`}>
          <MobileDocuments items={g.items} />
        </MobileSection>
      ))}
      <p className={c.note}>{t('hint')}</p>
    </main>
  );
}
