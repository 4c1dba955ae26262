import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { aboutMetadata, loadAbout } from '@/lib/pages/about';
import { foldedProps, type FoldedPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { AboutSectionView } from '@/components/layout/content/AboutSections';
import styles from '@/components/layout/page.module.css';

// One cached page per query: the edge folds the query into [q] (lib/screens/queryFold.ts); each is
// rendered on its first request and kept until the company's content changes (its cache tag).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = (props: FoldedPageProps) => aboutMetadata(foldedProps(props));

/** /about?areaId=1..6 (spec §2): profile, values, honors, history, team moments, partners. */
export default async function AboutPage(props: FoldedPageProps) {
  const { locale, sections, section, brand } = await loadAbout(foldedProps(props));
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('About');
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={brand.slogan || t('subtitle')} />
      <nav className={styles.subnav} aria-label={t('title')}>
        <div className={styles.subnavInner}>
          {sections.map((s) => (
            <ServerLink
              key={s.areaId}
              href={{ pathname: '/about', query: { areaId: String(s.areaId) } }}
              className={styles.subnavLink}
              aria-current={s.areaId === section.areaId ? 'page' : undefined}
            >
              {s.title}
            </ServerLink>
          ))}
        </div>
      </nav>
      <AboutSectionView section={section} companyFullName={brand.name} />
    </main>
  );
}
