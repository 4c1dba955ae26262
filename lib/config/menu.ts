import { SERVICE_AREAS, servicePath } from './services';
import { href, type ScreenId } from '../screens/registry';
import type { ClickEvent, MenuItem } from './menuItem';

/**
 * The top menu of the site (spec §2 "Top menu", §3 "Menu item"): data, rendered by the navbar
 * template. An entry names the screen it opens (lib/screens/registry.ts), whose desktop path it
 * takes (bare, Chinese; the locale prefix is added by the Link).
 */
export type { ClickEvent, MenuItem, MenuType } from './menuItem';
export { labelOf } from './menuItem';

const go = (path: string): ClickEvent => ({ path, openNewWindow: false });

const link = (label: string, labelEn: string, to: ScreenId | { path: string }, query: Record<string, string | number> = {}): MenuItem => ({
  label,
  labelEn,
  type: '',
  clickEvent: go(typeof to === 'string' ? href(to, query) : to.path),
});

/**
 * Logistics Solutions column: the six service pages of the top menu (areaIndex 0..5), then the
 * services only the footer names (warehousing, cross-border land transport) and customs, which
 * neither lists (spec §1 names it among the services).
 */
export const SERVICE_SOLUTIONS: MenuItem[] = SERVICE_AREAS.filter((s) => s.key !== 'oceanFreight').map((s) =>
  link(s.label.cn, s.label.en, { path: servicePath(s) }),
);

export const MENU: MenuItem[] = [
  link('首页', 'Home', 'home'),
  link('拼箱运价', 'LCL Price', 'lclFreight'),
  link('船期查询', 'Shipping Schedules', 'schedules'),
  link('整箱货物跟踪', 'FCL Cargo Tracking', 'tracking'),
  {
    label: '服务',
    labelEn: 'Services',
    type: 'panel',
    workspaceFlag: true,
    children: [
      {
        label: '电子商务',
        labelEn: 'eCommerce',
        type: '',
        children: [
          link('拼箱运价', 'LCL Rates', 'lclFreight'),
          link('整箱运价', 'FCL Rates', 'fclRates'),
          link('空运运价', 'Air Freight Rates', 'airFreight'),
          link('船公司即期运价', 'Carrier SPOT Rates', 'spotRates'),
          link('船期查询', 'Shipping Schedules', 'schedules'),
          link('货物跟踪', 'Cargo Tracking', 'tracking'),
          link('舱位预订', 'Space Booking', 'spaceOffers'),
          link('电子单证', 'E-Documents', 'downloads'),
          link('客户端下载', 'Client Software', 'clientDownload'),
        ],
      },
      { label: '物流解决方案', labelEn: 'Logistics Solutions', type: '', children: SERVICE_SOLUTIONS },
    ],
  },
  {
    label: '新闻资讯',
    labelEn: 'News',
    type: 'dropdown',
    children: [
      link('资讯中心', 'News & Notices', 'notification'),
      link('行业资讯', 'Industry News', 'news', { tabId: 1 }),
      link('公司新闻', 'Company News', 'news', { tabId: 2 }),
      link('电子单证', 'E-Documents', 'downloads'),
    ],
  },
  {
    label: '关于我们',
    labelEn: 'About Us',
    type: 'dropdown',
    children: [
      link('公司简介', 'Company Profile', 'about', { areaId: 1 }),
      link('企业价值观', 'Our Values', 'about', { areaId: 2 }),
      link('荣誉资质', 'Honors', 'about', { areaId: 3 }),
      link('发展历程', 'History', 'about', { areaId: 4 }),
      link('团队风采', 'Team Moments', 'about', { areaId: 5 }),
      link('合作伙伴', 'Partners', 'about', { areaId: 6 }),
      link('服务案例', 'Service Cases', 'serviceCases'),
      link('优势服务', 'Advantage Services', 'advantageServices'),
      link('客户案例', 'Client Cases', 'clientCases'),
    ],
  },
  link('联系我们', 'Contact Us', 'contact'),
  link('加入我们', 'Join Us', 'joinUs'),
  link('订单跟踪', 'Order Tracking', 'orderSearch'),
];

/** The label of a menu item (or any bilingual config entry) in a locale. */

export type { Bilingual } from './bilingual';
