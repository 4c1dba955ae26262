import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { ABOUT_DEFAULT_SECTION, ABOUT_SECTIONS } from '@/lib/config/about';
import { tr } from '@/lib/config/menu';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { PageHero } from '@/components/layout/PageHero';
import { QuerySections } from '@/components/layout/QuerySections';
import { AboutSections } from '@/components/layout/content/AboutSections';
import styles from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'About' });
  return { title: t('title') };
}

const ACTIVE_TAB = 'color:var(--brand);border-bottom-color:var(--brand);font-weight:600';

/** /about?areaId=1..6 (spec §2): static, the query picks the section shown (see QuerySections). */
export default async function AboutPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  const t = await getTranslations('About');
  const keys = ABOUT_SECTIONS.map((s) => String(s.id));
  const titles = Object.fromEntries(ABOUT_SECTIONS.map((s) => [String(s.id), `${tr(s.title, locale)} - ${t('title')} | ${brand.shortName}`]));
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('title')} subtitle={brand.slogan || t('subtitle')} />
      <QuerySections id="about-sections" param="areaId" keys={keys} defaultKey={String(ABOUT_DEFAULT_SECTION)} titles={titles} activeLinkCss={ACTIVE_TAB}>
        <nav className={styles.subnav} aria-label={t('title')}>
          <div className={styles.subnavInner}>
            {ABOUT_SECTIONS.map((s) => (
              <Link key={s.id} href={`/about?areaId=${s.id}`} className={styles.subnavLink} data-qs-link={String(s.id)} scroll={false}>
                {tr(s.title, locale)}
              </Link>
            ))}
          </div>
        </nav>
        <AboutSections locale={locale} company={brand.shortName} companyFullName={brand.name} />
      </QuerySections>
    </main>
  );
}
