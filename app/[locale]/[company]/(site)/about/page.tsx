import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { aboutMetadata, loadAbout } from '@/lib/pages/about';
import type { QueryPageProps } from '@/lib/pages/args';
import { PageHero } from '@/components/layout/PageHero';
import { AboutSectionView } from '@/components/layout/content/AboutSections';
import styles from '@/components/layout/page.module.css';

// Each areaId is a page of its own (title, canonical URL): rendered per request from cached content.
export const dynamic = 'force-dynamic';

export const generateMetadata = aboutMetadata;

/** /about?areaId=1..6 (spec §2): profile, values, honors, history, team moments, partners. */
export default async function AboutPage(props: QueryPageProps) {
  const { locale, sections, section, brand } = await loadAbout(props);
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
