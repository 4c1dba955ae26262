import { z } from 'zod';

/**
 * Company settings and branding as the site uses them (spec §3), with English names already
 * falling back to the Chinese ones.
 */
export const companySettings = z.object({
  companyId: z.number().int(),
  companyNameCn: z.string(),
  companyNameEn: z.string(),
  companyNameScn: z.string(),
  companyNameSen: z.string(),
  qrCodePicUrl: z.string(),
  webExProPic: z.string(),
  wxPubQrCodePic: z.string(),
  linkChName: z.string(),
  linkEnName: z.string(),
  linkAddress: z.string(),
  webLoginPic: z.string(),
  webHomeBgImg: z.string(),
  webOutLogo: z.string(),
  webInLogo: z.string(),
  webThemeColor: z.string(),
  webPubFclFlag: z.boolean(),
  webSiteRegisterNo: z.string(),
  bookingSpaceFlag: z.boolean(),
  mobileDomainName: z.string(),
  clientDomainName: z.string(),
  containerFclShow: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  programJurisdictionFlag: z.boolean(),
  seoTitle: z.string(),
  seoTitleEn: z.string(),
  seoKeyword: z.string(),
  seoKeywordEn: z.string(),
  seoDescription: z.string(),
  seoDescriptionEn: z.string(),
  seoIconPath: z.string(),
  slogan: z.string(),
  sloganEn: z.string(),
  scanFlag: z.boolean(),
  navbarTemplate: z.string(),
  companyAddr: z.string(),
  companyAddrEn: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** The public site's origin for canonical URLs ('' = derived from the company's domains). */
  siteUrl: z.string(),
  /** The letters the company's house-bill numbers start with ('' = none set: tracking cannot tell a house bill by its number). */
  hblPrefix: z.string(),
});
export type CompanySettings = z.infer<typeof companySettings>;

/** The fields the page shows, picked for one locale. */
export type Branding = {
  companyId: number;
  name: string;
  shortName: string;
  slogan: string;
  seoTitle: string;
  seoKeywords: string;
  seoDescription: string;
  favicon: string;
  logo: string;
  logoOnDark: string;
  themeColor: string;
  address: string;
};
