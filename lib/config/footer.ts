import { serviceByKey, servicePath, type ServiceKey } from './services';
import { href } from '../screens/registry';

/** Spec §3 "Footer": titleList (label, labelEn) and three groups of link lists (label, labelEn, path). */
export type FooterTitle = { label: string; labelEn: string };
export type FooterLink = { label: string; labelEn: string; path: string };
export type FooterConfig = { titleList: [FooterTitle, FooterTitle, FooterTitle]; groups: [FooterLink[], FooterLink[], FooterLink[]] };

/**
 * Services column. The spec lists it as /service?areaIndex=0 ocean freight, 1 air freight,
 * 2 import, 3 LCL, 4 cross-border land transport, 5 warehousing — but on /service the top menu
 * gives the same numbers other meanings (0 export LCL, 1 FBA, 2 railway, 3 import, 4 FCL, 5 air),
 * so linking the footer's numbers literally would open "Export LCL" under "Ocean freight". One
 * page cannot mean two things: the service pages keep the top menu's numbers, and each footer
 * link names its service by key and takes that service's areaIndex — the page its label names.
 * Services the top menu does not have got their own numbers in lib/config/services.ts
 * (warehousing 6, cross-border land transport 7, ocean freight 8).
 */
const SERVICE_LINKS: { key: ServiceKey; label: string; labelEn: string }[] = [
  { key: 'oceanFreight', label: '海运', labelEn: 'Ocean Freight' },
  { key: 'air', label: '空运', labelEn: 'Air Freight' },
  { key: 'import', label: '进口', labelEn: 'Import' },
  { key: 'exportLcl', label: '拼箱', labelEn: 'LCL' },
  { key: 'crossBorderLand', label: '跨境陆运', labelEn: 'Cross-border Land Transport' },
  { key: 'warehousing', label: '仓储', labelEn: 'Warehousing' },
];

export const FOOTER: FooterConfig = {
  titleList: [
    { label: '服务项目', labelEn: 'Services' },
    { label: '电子商务', labelEn: 'eCommerce' },
    { label: '关于我们', labelEn: 'About' },
  ],
  groups: [
    SERVICE_LINKS.map(({ key, label, labelEn }) => ({ label, labelEn, path: servicePath(serviceByKey(key)) })),
    [
      { label: '整箱运价', labelEn: 'FCL Rates', path: href('fclRates') },
      { label: '舱位预订', labelEn: 'Space Booking', path: href('spaceOffers') },
      { label: '拼箱运价', labelEn: 'LCL Rates', path: href('lclFreight') },
      { label: '空运运价', labelEn: 'Air Freight Rates', path: href('airFreight') },
      { label: '船期查询', labelEn: 'Shipping Schedules', path: href('schedules') },
      { label: '货物跟踪', labelEn: 'Cargo Tracking', path: href('tracking') },
      { label: '电子单证', labelEn: 'E-Documents', path: href('downloads') },
    ],
    [
      { label: '关于我们', labelEn: 'About Us', path: href('about') },
      { label: '加入我们', labelEn: 'Join Us', path: href('joinUs') },
      { label: '联系我们', labelEn: 'Contact Us', path: href('contact') },
    ],
  ],
};

/** The service key behind a footer service link (for tests and analytics). */
export const FOOTER_SERVICE_KEYS: readonly ServiceKey[] = SERVICE_LINKS.map((l) => l.key);

/** The two QR tiles of the footer, each captioned in Chinese and English in both languages. */
export const FOOTER_QR_TILES: readonly { field: 'wxPubQrCodePic' | 'qrCodePicUrl'; caption: string; captionEn: string }[] = [
  { field: 'wxPubQrCodePic', caption: '微信公众号', captionEn: 'WeChat Official Account' },
  { field: 'qrCodePicUrl', caption: '手机客户端', captionEn: 'Mobile App' },
];

/** Where the filing (ICP) number links to. */
export const FILING_URL = 'https://beian.miit.gov.cn/';
