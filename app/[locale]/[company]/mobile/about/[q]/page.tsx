import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { aboutMetadata, loadAbout } from '@/lib/pages/about';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileAboutSection } from '@/components/mobile/content/MobileAbout';
import c from '@/components/mobile/content/content.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => aboutMetadata(foldedProps(props));

/** /mobile/about?areaId=1..6: one section of the company's About pages, the others a tap away. */
export default async function MobileAboutPage(props: FoldedPageProps) {
  const { locale, sections, section, brand } = await loadAbout(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('About');
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('subtitle')} />
      <nav className={c.sectionNav} aria-label={t('title')}>
        {sections.map((s) => (
          <ServerLink key={s.areaId} href={{ pathname: '/mobile/about', query: { areaId: String(s.areaId) } }} aria-current={s.areaId === section.areaId ? 'page' : undefined}>
            {s.title}
          </ServerLink>
        ))}
      </nav>
      <MobileSection title={section.title} id="about-section">
        <MobileAboutSection section={section} companyName={brand.name} />
      </MobileSection>
    </main>
  );
}
