import type { Branding, CompanySettings } from './contracts/company';

type CompanyRowNames = Pick<
  CompanySettings,
  'companyNameCn' | 'companyNameEn' | 'companyNameScn' | 'companyNameSen' | 'linkChName' | 'linkEnName' | 'slogan' | 'sloganEn'
> &
  Pick<CompanySettings, 'seoTitle' | 'seoTitleEn' | 'seoKeyword' | 'seoKeywordEn' | 'seoDescription' | 'seoDescriptionEn' | 'companyAddr' | 'companyAddrEn'>;

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/** English fields fall back to their Chinese counterparts when missing (spec §1, §3). */
export function withEnglishFallbacks<T extends CompanyRowNames>(row: T): T {
  const pick = (en: string, cn: string) => (blank(en) ? cn : en);
  return {
    ...row,
    companyNameEn: pick(row.companyNameEn, row.companyNameCn),
    companyNameSen: pick(row.companyNameSen, blank(row.companyNameScn) ? row.companyNameCn : row.companyNameScn),
    linkEnName: pick(row.linkEnName, row.linkChName),
    sloganEn: pick(row.sloganEn, row.slogan),
    seoTitleEn: pick(row.seoTitleEn, row.seoTitle),
    seoKeywordEn: pick(row.seoKeywordEn, row.seoKeyword),
    seoDescriptionEn: pick(row.seoDescriptionEn, row.seoDescription),
    companyAddrEn: pick(row.companyAddrEn, row.companyAddr),
  };
}

/** What one locale shows of a company. `settings` must already carry the fallbacks. */
export function brandingFor(settings: CompanySettings, locale: string): Branding {
  const en = locale === 'en';
  const name = en ? settings.companyNameEn : settings.companyNameCn;
  const shortName = (en ? settings.companyNameSen : settings.companyNameScn) || name;
  return {
    companyId: settings.companyId,
    name,
    shortName,
    slogan: en ? settings.sloganEn : settings.slogan,
    seoTitle: (en ? settings.seoTitleEn : settings.seoTitle) || name,
    seoKeywords: en ? settings.seoKeywordEn : settings.seoKeyword,
    seoDescription: en ? settings.seoDescriptionEn : settings.seoDescription,
    favicon: settings.seoIconPath,
    logo: settings.webInLogo,
    logoOnDark: settings.webOutLogo || settings.webInLogo,
    themeColor: /^#[0-9a-fA-F]{6}$/.test(settings.webThemeColor) ? settings.webThemeColor : '#0b5cad',
    address: en ? settings.companyAddrEn : settings.companyAddr,
  };
}
