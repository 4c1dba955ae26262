/**
 * The mobile site (spec §1 "a separate mobile site", §2 /mobile): its pages, its bottom navigation
 * and how desktop and mobile paths map onto each other. Pure data and functions: the request edge
 * (lib/routing/guards.ts) reads it to send a phone to the mobile page of the page it asked for,
 * the mobile layout to link back to the desktop site.
 *
 * A mobile page mirrors its desktop page under /mobile (/about/contact → /mobile/about/contact)
 * with the same query; a new one joins with one entry in MOBILE_PAGES (see README "Adding a mobile page").
 */

export const MOBILE_ROOT = '/mobile';

/** Desktop path → its mobile page. Paths are locale-free (the Chinese spelling). */
export const MOBILE_PAGES: Readonly<Record<string, string>> = {
  '/': MOBILE_ROOT,
  '/lclFreight': '/mobile/lclFreight',
  '/schedules': '/mobile/schedules',
  '/tracking': '/mobile/tracking',
  '/tracking/mock': '/mobile/tracking/mock',
  '/lclFreight/quotation': '/mobile/lclFreight/quotation',
  '/workspace/quotations': '/mobile/workspace/quotations',
  '/service': '/mobile/service',
  '/notification': '/mobile/notification/news',
  '/notification/news': '/mobile/notification/news',
  '/notification/newsInfo': '/mobile/notification/newsInfo',
  '/about': '/mobile/about',
  '/about/contact': '/mobile/about/contact',
  '/about/contact/data': '/mobile/about/contact/data',
  '/notification/download': '/mobile/notification/download',
  '/serviceCases': '/mobile/serviceCases',
  '/advantageServices': '/mobile/advantageServices',
  '/clientCases': '/mobile/clientCases',
  '/caseDetail': '/mobile/caseDetail',
  '/clientDownload': '/mobile/clientDownload',
  '/joinUs/socialRecruitment': '/mobile/joinUs/socialRecruitment',
  '/register': '/mobile/register',
  '/loginQR': '/mobile/login',
  '/change': '/mobile/change',
  '/certification': '/mobile/certification',
  '/workspace': '/mobile/profile',
  '/workspace/editInfo': '/mobile/profile',
  '/orderSearch': '/mobile/orderSearch',
  '/workspace/orders': '/mobile/orders',
  '/workspace/spotCargo': '/mobile/spotCargo',
  '/lookPresentCabin': '/mobile/lookPresentCabin',
  '/lookPresentCabin/reserve': '/mobile/lookPresentCabin/reserve',
};

/** Mobile-only pages (no desktop page of the same path) → the desktop page that serves the same purpose. */
export const MOBILE_ONLY_PAGES: Readonly<Record<string, string>> = {
  '/mobile/login': '/loginQR',
  '/mobile/profile': '/workspace/editInfo',
  '/mobile/sales': '/about/contact',
  '/mobile/qrConfirm': '/',
  '/mobile/schedules/detail': '/schedules',
  '/mobile/spotPay': '/lookPresentCabin',
};

/** The session cookie a "desktop site" choice on a phone is kept in (no Max-Age: it ends with the browser session). */
export const SITE_VIEW_COOKIE = 'site_view';
export const SITE_VIEW_DESKTOP = 'desktop';

export type MobileTabKey = 'home' | 'rates' | 'services' | 'news' | 'me';
export type MobileTab = { key: MobileTabKey; path: string };

/** The bottom navigation, left to right. */
export const MOBILE_TABS: readonly MobileTab[] = [
  { key: 'home', path: MOBILE_ROOT },
  { key: 'rates', path: '/mobile/lclFreight' },
  { key: 'services', path: '/mobile/service' },
  { key: 'news', path: '/mobile/notification/news' },
  { key: 'me', path: '/mobile/profile' },
];

/** Pages that light a tab besides the tab's own path and what lies below it. */
const TAB_EXTRA: Partial<Record<MobileTabKey, readonly string[]>> = {
  news: ['/mobile/notification/news', '/mobile/notification/newsInfo'],
  me: ['/mobile/workspace', '/mobile/login', '/mobile/register', '/mobile/forgot', '/mobile/change', '/mobile/certification', '/mobile/sales'],
};

/** The tab a (locale-free) mobile path belongs to, or null. */
export function mobileTabOf(path: string): MobileTabKey | null {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  if (bare === MOBILE_ROOT) return 'home';
  const under = (p: string) => bare === p || bare.startsWith(`${p}/`);
  for (const tab of MOBILE_TABS) {
    if (tab.key === 'home') continue;
    if (under(tab.path) || (TAB_EXTRA[tab.key] ?? []).some(under)) return tab.key;
  }
  return null;
}

/** The mobile page of a desktop path: its own mobile page, else the mobile home. */
export function mobilePathFor(desktopPath: string): string {
  return MOBILE_PAGES[desktopPath] ?? MOBILE_ROOT;
}

/** The desktop page of a mobile path (for the "desktop site" link): the page it mirrors, else home. */
export function desktopPathFor(mobilePath: string): string {
  const only = MOBILE_ONLY_PAGES[mobilePath];
  if (only) return only;
  const mirror = mobilePath.slice(MOBILE_ROOT.length) || '/';
  if (MOBILE_PAGES[mirror] === mobilePath) return mirror;
  for (const [desktop, mobile] of Object.entries(MOBILE_PAGES)) if (mobile === mobilePath) return desktop;
  return '/';
}

export type MobileShortcut = { key: 'rates' | 'schedules' | 'tracking' | 'services' | 'news' | 'about' | 'contact' | 'joinUs' | 'download' | 'cases'; path: string; icon: string };

/** The mobile home's grid of entries (icon names of components/mobile/icons.tsx). */
export const MOBILE_SHORTCUTS: readonly MobileShortcut[] = [
  { key: 'rates', path: '/mobile/lclFreight', icon: 'rates' },
  { key: 'schedules', path: '/mobile/schedules', icon: 'clock' },
  { key: 'tracking', path: '/mobile/tracking', icon: 'search' },
  { key: 'services', path: '/mobile/service', icon: 'services' },
  { key: 'news', path: '/mobile/notification/news', icon: 'news' },
  { key: 'about', path: '/mobile/about', icon: 'about' },
  { key: 'contact', path: '/mobile/about/contact', icon: 'contact' },
  { key: 'joinUs', path: '/mobile/joinUs/socialRecruitment', icon: 'join' },
  { key: 'download', path: '/mobile/notification/download', icon: 'download' },
  { key: 'cases', path: '/mobile/serviceCases', icon: 'cases' },
];

/** The mobile page of a desktop path, or null when it has none. */
export function mobileHrefOf(desktopPath: string): string | null {
  return MOBILE_PAGES[desktopPath] ?? null;
}
