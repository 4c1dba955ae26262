import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { requireCompanySettings } from '@/lib/server/company';
import { listAboutSections, type AboutSection } from '@/lib/server/siteContent';
import { pageArgs, type QueryPageProps } from './args';

/*
 * /about?areaId=1..6 (spec §2: profile, values, honors, history, team moments, partners) and
 * /mobile/about: one published section, the others in a sub-navigation.
 */

/**
 * The section asked for: none → the first published one (the profile, areaId 1, when the company
 * publishes it); an areaId the company has not published, or anything else → null (404).
 */
export function aboutSectionOf(sections: readonly AboutSection[], raw: string | string[] | undefined): AboutSection | null {
  if (raw === undefined) return sections[0] ?? null;
  const asked = typeof raw === 'string' && /^[1-6]$/.test(raw) ? Number(raw) : -1;
  return sections.find((s) => s.areaId === asked) ?? null;
}

const about = cache(async (locale: string, companyId: number, raw: string | string[] | undefined) => {
  const [sections, settings] = await Promise.all([listAboutSections(companyId, locale), requireCompanySettings(companyId)]);
  const section = aboutSectionOf(sections, raw);
  return section ? { locale, sections, section, brand: brandingFor(settings, locale) } : null;
});

async function read({ params, searchParams }: QueryPageProps) {
  const [{ locale, companyId }, query] = await Promise.all([pageArgs(params), searchParams]);
  return about(locale, companyId, query.areaId);
}

export async function loadAbout(props: QueryPageProps) {
  const page = await read(props);
  if (!page) notFound();
  return page;
}

export async function aboutMetadata(props: QueryPageProps): Promise<Metadata> {
  const page = await read(props);
  if (!page) return notFoundMetadata(props);
  const { section } = page;
  const t = await getTranslations({ locale: page.locale as AppLocale, namespace: 'About' });
  return pageMetadata(props.params, {
    path: '/about',
    query: { areaId: String(section.areaId) },
    title: `${section.title} - ${t('title')}`,
    description: section.lead || section.paragraphs[0] || t('metaDescription'),
  });
}
