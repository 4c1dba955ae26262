import 'server-only';
import { cache } from 'react';
import { brandingFor } from '@/lib/branding';
import { shortLocale } from '@/lib/i18n/routing';
import { mobileDomainHost } from '@/lib/routing/device';
import { organizationJsonLd } from '@/lib/seo/jsonLd';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { listOffices } from '@/lib/server/siteContent';
import { pageArgs, type PageProps } from './args';

/*
 * /about/contact and /about/contact/data, and their mobile pages: the company's contact, its
 * offices and, on both surfaces, the company as a JSON-LD Organization with the offices as its
 * departments.
 */

const company = cache(async (locale: string, companyId: number) => {
  const settings = await requireCompanySettings(companyId);
  const [offices, origin] = await Promise.all([listOffices(companyId, locale), siteOrigin(companyId)]);
  return {
    locale,
    settings,
    brand: brandingFor(settings, locale),
    offices,
    origin,
    jsonLd: organizationJsonLd(settings, origin, locale, offices),
  };
});

export const contactMetadata = staticPageMetadata('/about/contact', 'Contact');

/** /about/contact: the main contact (enterprise info, the person of the site), the offices. */
export async function loadContact({ params }: PageProps) {
  const { locale, companyId } = await pageArgs(params);
  const [base, info] = await Promise.all([company(locale, companyId), getEnterpriseInfo(companyId)]);
  const en = locale === 'en';
  return { ...base, info, person: en ? base.settings.linkEnName : base.settings.linkChName };
}

export const contactDataMetadata = staticPageMetadata('/about/contact/data', 'ContactData');

/** A row of the contact data: its label (a key of the ContactData messages), the value, and a link when it is one. */
export type ContactDataRow = { label: 'nameCn' | 'nameEn' | 'addressCn' | 'addressEn' | 'phone' | 'email' | 'person' | 'website' | 'mobileSite' | 'filing'; value: string; href?: string };

/** /about/contact/data: the company's data in full (the rows that have a value), the offices, the vCard language. */
export async function loadContactData({ params }: PageProps) {
  const { locale, companyId } = await pageArgs(params);
  const base = await company(locale, companyId);
  const { settings: s, origin } = base;
  const mobileHost = mobileDomainHost(s.mobileDomainName);
  const mobileSite = mobileHost ? `${origin.split(':')[0]}://${mobileHost}` : '';
  const rows: ContactDataRow[] = [
    { label: 'nameCn', value: s.companyNameCn },
    { label: 'nameEn', value: s.companyNameEn },
    { label: 'addressCn', value: s.companyAddr || s.linkAddress },
    { label: 'addressEn', value: s.companyAddrEn },
    { label: 'phone', value: s.contactPhone, href: s.contactPhone ? `tel:${s.contactPhone.replace(/[^\d+]/g, '')}` : undefined },
    { label: 'email', value: s.contactEmail, href: s.contactEmail ? `mailto:${s.contactEmail}` : undefined },
    { label: 'person', value: locale === 'en' ? s.linkEnName : s.linkChName },
    { label: 'website', value: origin, href: origin },
    { label: 'mobileSite', value: mobileSite, href: mobileSite || undefined },
    { label: 'filing', value: s.webSiteRegisterNo },
  ];
  const lang = shortLocale(locale);
  return { ...base, rows: rows.filter((r) => r.value), lang, otherLang: lang === 'en' ? ('cn' as const) : ('en' as const) };
}
