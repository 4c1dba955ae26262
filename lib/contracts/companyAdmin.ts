import { z } from 'zod';
import { idField, optionalEmailField, text } from './fields';
import { okEnvelope } from './envelope';

/*
 * Company settings and branding as staff edit them (spec §3): the company row's own values (no
 * English fallbacks filled in: an empty English field stays empty and falls back on the site), plus
 * the host names the company is served on.
 */

/** Navbar templates the site offers (components/layout/navbar/registry.ts; a unit test keeps the two equal). */
export const NAVBAR_TEMPLATE_NAMES = ['NavbarTemplate3'] as const;

/** Images: a file of the site (/brand/…) or one uploaded here (/api/webcontent/image?id=…). */
export const BRAND_IMAGE_URL = /^\/api\/webcontent\/image\?id=\d{1,10}$/;
export const brandImageField = text(200).refine(
  (v) => v === '' || BRAND_IMAGE_URL.test(v) || (/^\/[A-Za-z0-9._\-/]+$/.test(v) && !v.includes('..')),
  { message: 'imagePath' },
);

/** A host name: labels of letters, digits and hyphens (localhost and IPv4 addresses included), lower case. */
export const hostNameField = text(120)
  .transform((v) => v.toLowerCase())
  .refine((v) => /^(?=.{1,120}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(v), { message: 'hostName' });
const optionalHost = z.union([z.literal(''), hostNameField]);

export const themeColorField = text(7, { required: true }).refine((v) => /^#[0-9a-fA-F]{6}$/.test(v), { message: 'themeColor' });

const siteUrlField = text(200).refine((v) => v === '' || /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(v), { message: 'siteUrl' });

/** The editable fields, by group (the console's form follows the same groups). */
export const companySettingsInput = z.object({
  // names
  companyNameCn: text(100, { required: true }),
  companyNameEn: text(200),
  companyNameScn: text(40),
  companyNameSen: text(60),
  linkChName: text(50),
  linkEnName: text(100),
  linkAddress: text(200),
  slogan: text(100),
  sloganEn: text(200),
  // images
  webInLogo: brandImageField,
  webOutLogo: brandImageField,
  seoIconPath: brandImageField,
  webLoginPic: brandImageField,
  webHomeBgImg: brandImageField,
  qrCodePicUrl: brandImageField,
  wxPubQrCodePic: brandImageField,
  webExProPic: brandImageField,
  // look
  webThemeColor: themeColorField,
  navbarTemplate: z.enum(NAVBAR_TEMPLATE_NAMES),
  // search engines
  seoTitle: text(100),
  seoTitleEn: text(200),
  seoKeyword: text(300),
  seoKeywordEn: text(300),
  seoDescription: text(500, { multiline: true }),
  seoDescriptionEn: text(500, { multiline: true }),
  // flags
  webPubFclFlag: z.boolean(),
  bookingSpaceFlag: z.boolean(),
  scanFlag: z.boolean(),
  containerFclShow: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  // contact and filing
  companyAddr: text(200),
  companyAddrEn: text(300),
  contactPhone: text(30),
  contactEmail: optionalEmailField,
  webSiteRegisterNo: text(60),
  // domains
  siteUrl: siteUrlField,
  mobileDomainName: optionalHost,
  clientDomainName: optionalHost,
  /** host names served as this company (at least one; none claimed by another company) */
  domains: z.array(hostNameField).min(1).max(20),
});
export type CompanySettingsInput = z.infer<typeof companySettingsInput>;
export type CompanySettingsForm = z.input<typeof companySettingsInput>;

// GET /staff/company – this company's settings as stored, with its domains
// POST /staff/company/save – all fields of companySettingsInput; 409 when a domain belongs to another
//   company or the list leaves out the host the request came on. The site shows the change on the next load.
export const companySettingsAnswer = okEnvelope(companySettingsInput.extend({ companyId: z.number().int(), code: z.string(), updatedAt: z.string() }));
export type CompanySettingsAdmin = z.infer<typeof companySettingsAnswer>['data'];

// POST /staff/company/image – multipart `file` (PNG or JPEG by content, ≤ 2 MB): answers the URL to put in an image field.
export const COMPANY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const COMPANY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const companyImageAnswer = okEnvelope(z.object({ id: z.number().int(), url: z.string() }));

// GET /webcontent/image?id= – an image uploaded through /staff/company/image (or the content screens), of this company
export const imageQuery = z.object({ id: idField });
