import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listAboutSections, type AboutSection } from '@/lib/server/siteContent';
import { PageHero } from '@/components/layout/PageHero';
import { AboutSectionView } from '@/components/layout/content/AboutSections';
import styles from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

// Each areaId is a page of its own (title, canonical URL): rendered per request from cached content.
export const dynamic = 'force-dynamic';

const DEFAULT_AREA = 1;

async function load(params: Params, searchParams: Search): Promise<{ locale: string; company: string; sections: AboutSection[]; section: AboutSection | null }> {
  const { locale, company } = await params;
  const raw = (await searchParams).areaId;
  const asked = raw === undefined ? DEFAULT_AREA : typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : -1;
  const sections = await listAboutSections(await companyParam(company), locale);
  return { locale, company, sections, section: sections.find((s) => s.areaId === asked) ?? null };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { locale, section } = await load(params, searchParams);
  if (!section) return {};
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'About' });
  return pageMetadata(params, {
    path: '/about',
    query: { areaId: String(section.areaId) },
    title: `${section.title} - ${t('title')}`,
    description: section.lead || section.paragraphs[0] || t('metaDescription'),
  });
}

/** /about?areaId=1..6 (spec §2): profile, values, honors, history, team moments, partners. */
export default async function AboutPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company, sections, section } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (!section) notFound();
  const brand = brandingFor(await requireCompanySettings(await companyParam(company)), locale);
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
