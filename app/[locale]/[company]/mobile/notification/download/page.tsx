import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { downloadsMetadata, loadDownloads } from '@/lib/pages/downloads';
import type { QueryPageProps } from '@/lib/pages/args';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileDocuments } from '@/components/mobile/content/MobileDocuments';
import c from '@/components/mobile/content/content.module.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = downloadsMetadata;

/** /mobile/notification/download[?category=]: the electronic documents, by category, downloaded with a tap. */
export default async function MobileDownloadPage(props: QueryPageProps) {
  const { locale, category: cat, tabs, groups } = await loadDownloads(props);
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
