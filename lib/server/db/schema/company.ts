import { boolean, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A tenant: one freight-forwarding company with its own branding and settings (spec §3). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  companyNameCn: text('company_name_cn').notNull(),
  companyNameEn: text('company_name_en').notNull().default(''),
  companyNameScn: text('company_name_scn').notNull().default(''),
  companyNameSen: text('company_name_sen').notNull().default(''),
  qrCodePicUrl: text('qr_code_pic_url').notNull().default(''),
  webExProPic: text('web_ex_pro_pic').notNull().default(''),
  wxPubQrCodePic: text('wx_pub_qr_code_pic').notNull().default(''),
  linkChName: text('link_ch_name').notNull().default(''),
  linkEnName: text('link_en_name').notNull().default(''),
  linkAddress: text('link_address').notNull().default(''),
  webLoginPic: text('web_login_pic').notNull().default(''),
  webHomeBgImg: text('web_home_bg_img').notNull().default(''),
  webOutLogo: text('web_out_logo').notNull().default(''),
  webInLogo: text('web_in_logo').notNull().default(''),
  webThemeColor: text('web_theme_color').notNull().default('#0b5cad'),
  webPubFclFlag: boolean('web_pub_fcl_flag').notNull().default(true),
  webSiteRegisterNo: text('web_site_register_no').notNull().default(''),
  bookingSpaceFlag: boolean('booking_space_flag').notNull().default(true),
  mobileDomainName: text('mobile_domain_name').notNull().default(''),
  clientDomainName: text('client_domain_name').notNull().default(''),
  containerFclShow: smallint('container_fcl_show').notNull().default(0),
  programJurisdictionFlag: boolean('program_jurisdiction_flag').notNull().default(false),
  seoTitle: text('seo_title').notNull().default(''),
  seoTitleEn: text('seo_title_en').notNull().default(''),
  seoKeyword: text('seo_keyword').notNull().default(''),
  seoKeywordEn: text('seo_keyword_en').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoDescriptionEn: text('seo_description_en').notNull().default(''),
  seoIconPath: text('seo_icon_path').notNull().default(''),
  slogan: text('slogan').notNull().default(''),
  sloganEn: text('slogan_en').notNull().default(''),
  scanFlag: boolean('scan_flag').notNull().default(true),
  navbarTemplate: text('navbar_template').notNull().default('NavbarTemplate3'),
  // Footer enterprise info (POST /mobileUser/getenterpriseInfo)
  companyAddr: text('company_addr').notNull().default(''),
  companyAddrEn: text('company_addr_en').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  /** The public site's origin (https://www.example.com): canonical URLs, hreflang and Open Graph of cached pages. */
  siteUrl: text('site_url').notNull().default(''),
  /** The letters the company's LCL house-bill numbers start with (GLSHA25110318: 'GL'): tracking tells them from bills of lading by it. */
  hblPrefix: text('hbl_prefix').notNull().default(''),
  /** Bumped whenever the company's ports change; in-memory port indexes compare against it. */
  portsVersion: integer('ports_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tenant column of a company's table: deleting the company deletes its rows. */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Host names served as a company (the web site, its mobile site, its client download host). */
export const companyDomains = pgTable(
  'company_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [uniqueIndex('company_domains_domain_uq').on(t.domain)],
);
