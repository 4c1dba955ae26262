import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listAboutSections, type AboutSection } from '@/lib/server/siteContent';
import { MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import { MobileAboutSection } from '@/components/mobile/content/MobileAbout';
import c from '@/components/mobile/content/content.module.css';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

/** The section of ?areaId (1 by default); an unknown one: null (404). */
async function load(params: Params, searchParams: Search): Promise<{ locale: string; company: string; sections: AboutSection[]; section: AboutSection | null }> {
  const { locale, company } = await params;
  const raw = (await searchParams).areaId;
  const sections = await listAboutSections(await companyParam(company), locale);
  const asked = raw === undefined ? sections[0]?.areaId : typeof raw === 'string' && /^[1-6]$/.test(raw) ? Number(raw) : -1;
  return { locale, company, sections, section: sections.find((s) => s.areaId === asked) ?? null };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Search }): Promise<Metadata> {
  const { section } = await load(params, searchParams);
  if (!section) return {};
  return pageMetadata(params, { path: '/about', query: { areaId: String(section.areaId) }, title: section.title, description: section.lead || undefined });
}

/** /mobile/about?areaId=1..6: one section of the company's About pages, the others a tap away. */
export default async function MobileAboutPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company, sections, section } = await load(params, searchParams);
  setRequestLocale(locale as AppLocale);
  if (!section) notFound();
  const [t, settings] = await Promise.all([getTranslations('About'), requireCompanySettings(await companyParam(company))]);
  const brand = brandingFor(settings, locale);
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
