// The two demo tenants. Both companies are fictional; addresses use real districts of Shanghai and
// Shenzhen but invented buildings, and every domain / mailbox is under the reserved .test TLD.
import type { companies } from '../schema';

type CompanyInsert = typeof companies.$inferInsert;

/** Every column we seed (id, portsVersion and updatedAt are managed by the seeder / database). */
export type CompanyRow = Required<Omit<CompanyInsert, 'id' | 'portsVersion' | 'updatedAt'>>;

/** Inputs for scripts/gen-brand-assets.ts (logos, favicon, QR codes, banners). */
export interface BrandSeed {
  /** Theme colour (same as webThemeColor) */
  primary: string;
  /** Darker shade, for gradients and the dark logo background */
  dark: string;
  /** Light tint, for backgrounds */
  light: string;
  /** Accent colour (containers, highlights) */
  accent: string;
  /** One or two characters drawn in the favicon / logo mark */
  mark: string;
  /** Word mark next to the logo symbol (Chinese) */
  wordCn: string;
  /** Word mark next to the logo symbol (English; '' = Chinese only) */
  wordEn: string;
  /** What the QR images encode */
  qr: { wx: string; app: string; mp: string };
}

export interface CompanySeed {
  /** Fixed id (only for the main tenant, which must be company 1) */
  id?: number;
  row: CompanyRow;
  domains: string[];
  brand: BrandSeed;
}

const HQ_SITE = 'http://www.globalink-demo.test';
const SOUTH_SITE = 'http://www.south-freight.test';

export const HQ: CompanySeed = {
  id: 1,
  domains: ['localhost', '127.0.0.1', 'www.globalink-demo.test'],
  brand: {
    primary: '#0b3d91',
    dark: '#072a66',
    light: '#e8effa',
    accent: '#f5a623',
    mark: '环',
    wordCn: '环宇海运',
    wordEn: 'GLOBALINK',
    qr: {
      wx: `${HQ_SITE}/mobile?from=wechat`,
      app: `${HQ_SITE}/mobile?from=app`,
      mp: `${HQ_SITE}/mobile?from=miniprogram`,
    },
  },
  row: {
    code: 'hq',
    companyNameCn: '环宇海运物流集团有限公司',
    companyNameEn: 'Globalink Sea Logistics Group Co., Ltd.',
    companyNameScn: '环宇海运',
    companyNameSen: 'Globalink',
    qrCodePicUrl: '/brand/hq/app-qr.svg',
    webExProPic: '/brand/hq/mp-qr.svg',
    wxPubQrCodePic: '/brand/hq/wx-qr.svg',
    linkChName: '周佳',
    linkEnName: 'Joy Zhou',
    linkAddress: '上海市虹口区东大名路1088号环宇航运大厦18楼',
    webLoginPic: '/brand/hq/login.svg',
    webHomeBgImg: '/brand/hq/banner-1.svg',
    webOutLogo: '/brand/hq/logo-light.svg',
    webInLogo: '/brand/hq/logo.svg',
    webThemeColor: '#0b3d91',
    webPubFclFlag: true,
    webSiteRegisterNo: '沪ICP备18047326号-1',
    bookingSpaceFlag: true,
    mobileDomainName: '',
    clientDomainName: 'download.globalink-demo.test',
    containerFclShow: 0,
    programJurisdictionFlag: false,
    seoTitle: '环宇海运物流集团 - 海运拼箱整箱 | 运价查询 船期查询 货物跟踪',
    seoTitleEn: 'Globalink Sea Logistics Group - LCL & FCL Ocean Freight | Rates, Schedules, Tracking',
    seoKeyword: '海运拼箱,整箱海运,LCL,FCL,海运运价,船期查询,集装箱跟踪,国际货代,上海货代,宁波货代',
    seoKeywordEn: 'LCL shipping,FCL shipping,ocean freight rates,sailing schedules,container tracking,freight forwarder Shanghai,China freight forwarder',
    seoDescription:
      '环宇海运物流集团总部位于上海，提供中国各主要港口至全球近200个港口的拼箱、整箱、空运、报关及仓储服务，支持在线查询运价、船期与货物动态。',
    seoDescriptionEn:
      'Globalink Sea Logistics Group, headquartered in Shanghai, ships LCL, FCL and air cargo from all major Chinese ports to nearly 200 ports worldwide, with customs brokerage and warehousing. Check rates, schedules and cargo status online.',
    seoIconPath: '/brand/hq/favicon.svg',
    slogan: '连接全球港口，让每一票货物准时抵达',
    sloganEn: 'Connecting the world’s ports, on time for every shipment',
    scanFlag: true,
    navbarTemplate: 'NavbarTemplate3',
    companyAddr: '上海市虹口区东大名路1088号环宇航运大厦18楼',
    companyAddrEn: '18F Globalink Shipping Tower, 1088 East Daming Road, Hongkou District, Shanghai 200080, China',
    contactPhone: '021-6588 7200',
    contactEmail: 'service@globalink-demo.test',
    siteUrl: HQ_SITE,
    hblPrefix: 'GL',
  },
};

export const SOUTH: CompanySeed = {
  // south runs its mobile site on a host of its own (mobileDomainName): phones are sent there
  domains: ['south.localhost', 'www.south-freight.test', 'm.south-freight.test'],
  brand: {
    primary: '#0f8a8c',
    dark: '#09585a',
    light: '#e6f5f5',
    accent: '#ff6b3d',
    mark: '鹏',
    wordCn: '鹏程海联',
    wordEn: '',
    qr: {
      wx: `${SOUTH_SITE}/mobile?from=wechat`,
      app: `${SOUTH_SITE}/mobile?from=app`,
      mp: `${SOUTH_SITE}/mobile?from=miniprogram`,
    },
  },
  row: {
    code: 'south',
    companyNameCn: '深圳鹏程海联国际物流有限公司',
    companyNameEn: '',
    companyNameScn: '鹏程海联',
    companyNameSen: '',
    qrCodePicUrl: '/brand/south/app-qr.svg',
    webExProPic: '/brand/south/mp-qr.svg',
    wxPubQrCodePic: '/brand/south/wx-qr.svg',
    linkChName: '黄晓彤',
    linkEnName: '',
    linkAddress: '深圳市南山区蛇口工业三路8号海联大厦9楼',
    webLoginPic: '/brand/south/login.svg',
    webHomeBgImg: '/brand/south/banner-1.svg',
    webOutLogo: '/brand/south/logo-light.svg',
    webInLogo: '/brand/south/logo.svg',
    webThemeColor: '#0f8a8c',
    webPubFclFlag: true,
    webSiteRegisterNo: '粤ICP备19063158号-1',
    bookingSpaceFlag: true,
    mobileDomainName: 'm.south-freight.test',
    clientDomainName: '',
    containerFclShow: 0,
    programJurisdictionFlag: true,
    seoTitle: '鹏程海联国际物流 - 深圳盐田蛇口拼箱整箱 | 东南亚 中东 美线',
    seoTitleEn: '',
    seoKeyword: '深圳货代,盐田拼箱,蛇口整箱,东南亚海运,中东海运,美线海运,国际物流',
    seoKeywordEn: '',
    seoDescription:
      '鹏程海联国际物流立足深圳，依托盐田、蛇口、南沙港，为华南客户提供拼箱、整箱、空运及报关服务，专注东南亚、中东、美线与欧线。',
    seoDescriptionEn: '',
    seoIconPath: '/brand/south/favicon.svg',
    slogan: '深耕华南口岸，货通四海',
    sloganEn: '',
    scanFlag: true,
    navbarTemplate: 'NavbarTemplate3',
    companyAddr: '深圳市南山区蛇口工业三路8号海联大厦9楼',
    companyAddrEn: '',
    contactPhone: '0755-2668 3190',
    contactEmail: 'cs@south-freight.test',
    siteUrl: SOUTH_SITE,
    hblPrefix: 'GL',
  },
};

export const COMPANIES: readonly CompanySeed[] = [HQ, SOUTH];
