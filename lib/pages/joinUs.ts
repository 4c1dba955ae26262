import 'server-only';
import { brandingFor } from '@/lib/branding';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { requireCompanySettings } from '@/lib/server/company';
import { listJobOpenings } from '@/lib/server/siteContent';
import { pageArgs, type PageProps } from './args';

/* /joinUs/socialRecruitment and its mobile page: the company's openings and where to apply. */

/** The perks listed above the openings (keys of the JoinUs messages). */
export const JOIN_US_PERKS = ['perk1', 'perk2', 'perk3', 'perk4'] as const;

export const joinUsMetadata = staticPageMetadata('/joinUs/socialRecruitment', 'JoinUs');

export async function loadJoinUs({ params }: PageProps) {
  const { locale, companyId } = await pageArgs(params);
  const [settings, openings] = await Promise.all([requireCompanySettings(companyId), listJobOpenings(companyId, locale)]);
  return { locale, brand: brandingFor(settings, locale), openings, email: settings.contactEmail };
}
