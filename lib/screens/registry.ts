/**
 * Every screen of the product, once: its desktop path, its page on the mobile site (or why it has
 * none), who it is for, whether search engines index it, and where the mobile navigation shows it.
 * The request edge's device and auth rules (lib/routing/guards.ts), the desktop↔mobile path maps
 * (lib/config/mobile.ts), the sitemap (lib/seo/routes.ts), the menus and footers (lib/config/*,
 * which name screens by id) and every link a shared component builds (`href`) are computed from it,
 * so no component decides a URL by itself. tests/unit/screens.test.ts holds it against the page
 * files under app/: a page without an entry, an entry without its page, or a screen that is
 * neither desktop-only nor has its mobile page fails the test.
 *
 * Paths are locale-free (the Chinese spelling; English adds /en); `[id]` is a dynamic segment.
 * Pure data and functions: the edge, server components and client islands all import it.
 */

import { QUERY_SEGMENT } from './queryFold';
import { isMobilePath, MOBILE_ROOT, type Surface } from './surface';

export type { Surface };

/**
 * Who a screen is for. 'user': a login is needed to see it at all (the auth guard sends a visitor
 * without one from its desktop path home; its mobile page asks for the login itself). 'certified':
 * open to everyone, the page tells a visitor or an uncertified user what to do first, and the API
 * refuses them. 'staff': the staff console, which checks the staff session in its own layout.
 */
export type Access = 'public' | 'user' | 'certified' | 'staff';

export type MobileTabKey = 'home' | 'rates' | 'services' | 'news' | 'me';
export type MobileShortcutKey = 'rates' | 'schedules' | 'tracking' | 'services' | 'news' | 'about' | 'contact' | 'joinUs' | 'download' | 'cases';
export type MobileFooterKey = 'about' | 'contact' | 'joinUs';

/** Where the mobile site's navigation shows a screen (desktop menus and footers name screens by id in lib/config). */
export type ScreenNav = {
  mobileTab?: MobileTabKey;
  /** An entry of the mobile home's grid, with its icon (components/mobile/icons.tsx). */
  mobileShortcut?: { key: MobileShortcutKey; icon: string };
  mobileFooter?: MobileFooterKey;
};

type ScreenDef = {
  /** The desktop page; absent for a screen only the mobile site has. */
  desktop?: string;
  /** The mobile page; several screens may share one (the workspace and its profile page are one phone screen). */
  mobile?: string;
  /** Why the screen has no mobile page: a phone is served the desktop page at the same URL. */
  desktopOnly?: string;
  /** A mobile-only screen: the screen id whose desktop page serves the same purpose (the "desktop site" link). */
  desktopCounterpart?: string;
  access: Access;
  /** Listed in the sitemap (lib/seo/routes.ts gives each such screen its entry). */
  indexed: boolean;
  nav?: ScreenNav;
  /**
   * The query keys the page reads (its content depends on them). The edge folds them into the
   * page's last segment (lib/screens/queryFold.ts), so the page file sits in `<path>/[q]/` and is a
   * cached page per query rather than rendered per request.
   */
  query?: readonly string[];
};

/** Desktop-only for now: the reason every such screen shares until its mobile page is built. */
export const MOBILE_LATER = 'served to phones as the desktop page until its mobile screen exists';
const STAFF_CONSOLE = 'the staff console is a desktop tool (wide tables and forms); staff use it on a computer';
const STAFF = { desktopOnly: STAFF_CONSOLE, access: 'staff', indexed: false } as const;

const DEFS = {
  home: { desktop: '/', mobile: '/mobile', access: 'public', indexed: true, nav: { mobileTab: 'home' } },
  main: { desktop: '/main', mobile: '/mobile', access: 'public', indexed: false },
  lclFreight: {
    desktop: '/lclFreight',
    mobile: '/mobile/lclFreight',
    access: 'public',
    indexed: true,
    nav: { mobileTab: 'rates', mobileShortcut: { key: 'rates', icon: 'rates' } },
  },
  quotation: { desktop: '/lclFreight/quotation', mobile: '/mobile/lclFreight/quotation', access: 'public', indexed: false },
  rateText: { desktop: '/lclFreight/ShowTextDialog', mobile: '/mobile/lclFreight/ShowTextDialog', access: 'public', indexed: false },
  fclRates: { desktop: '/rates', mobile: '/mobile/rates', access: 'public', indexed: true },
  airFreight: { desktop: '/airFreight', mobile: '/mobile/airFreight', access: 'public', indexed: true },
  spotRates: { desktop: '/rates/spot', mobile: '/mobile/rates/spot', access: 'public', indexed: true },
  booking: { desktop: '/booking', mobile: '/mobile/booking', access: 'certified', indexed: false },
  spaceOffers: { desktop: '/lookPresentCabin', mobile: '/mobile/lookPresentCabin', access: 'public', indexed: true },
  spaceReserve: { desktop: '/lookPresentCabin/reserve', mobile: '/mobile/lookPresentCabin/reserve', access: 'certified', indexed: false },
  spotPay: { mobile: '/mobile/spotPay', desktopCounterpart: 'spaceOffers', access: 'certified', indexed: false },
  schedules: {
    desktop: '/schedules',
    mobile: '/mobile/schedules',
    access: 'public',
    indexed: true,
    nav: { mobileShortcut: { key: 'schedules', icon: 'clock' } },
  },
  scheduleDetail: { mobile: '/mobile/schedules/detail', desktopCounterpart: 'schedules', access: 'public', indexed: false },
  tracking: { desktop: '/tracking', mobile: '/mobile/tracking', access: 'public', indexed: true, nav: { mobileShortcut: { key: 'tracking', icon: 'search' } } },
  trackingSample: { desktop: '/tracking/mock', mobile: '/mobile/tracking/mock', access: 'public', indexed: false },
  service: {
    desktop: '/service',
    mobile: '/mobile/service',
    access: 'public',
    indexed: true,
    query: ['areaIndex'],
    nav: { mobileTab: 'services', mobileShortcut: { key: 'services', icon: 'services' } },
  },
  notification: { desktop: '/notification', mobile: '/mobile/notification/news', access: 'public', indexed: true },
  news: {
    desktop: '/notification/news',
    mobile: '/mobile/notification/news',
    access: 'public',
    indexed: true,
    query: ['tabId', 'page'],
    nav: { mobileTab: 'news', mobileShortcut: { key: 'news', icon: 'news' } },
  },
  newsArticle: { desktop: '/notification/newsInfo', mobile: '/mobile/notification/newsInfo', access: 'public', indexed: true, query: ['id'] },
  downloads: {
    desktop: '/notification/download',
    mobile: '/mobile/notification/download',
    access: 'public',
    indexed: true,
    query: ['category'],
    nav: { mobileShortcut: { key: 'download', icon: 'download' } },
  },
  about: {
    desktop: '/about',
    mobile: '/mobile/about',
    access: 'public',
    indexed: true,
    query: ['areaId'],
    nav: { mobileShortcut: { key: 'about', icon: 'about' }, mobileFooter: 'about' },
  },
  contact: {
    desktop: '/about/contact',
    mobile: '/mobile/about/contact',
    access: 'public',
    indexed: true,
    nav: { mobileShortcut: { key: 'contact', icon: 'contact' }, mobileFooter: 'contact' },
  },
  contactData: { desktop: '/about/contact/data', mobile: '/mobile/about/contact/data', access: 'public', indexed: true },
  sales: { mobile: '/mobile/sales', desktopCounterpart: 'contact', access: 'public', indexed: false },
  joinUs: {
    desktop: '/joinUs/socialRecruitment',
    mobile: '/mobile/joinUs/socialRecruitment',
    access: 'public',
    indexed: true,
    nav: { mobileShortcut: { key: 'joinUs', icon: 'join' }, mobileFooter: 'joinUs' },
  },
  serviceCases: {
    desktop: '/serviceCases',
    mobile: '/mobile/serviceCases',
    access: 'public',
    indexed: true,
    nav: { mobileShortcut: { key: 'cases', icon: 'cases' } },
  },
  advantageServices: { desktop: '/advantageServices', mobile: '/mobile/advantageServices', access: 'public', indexed: true },
  clientCases: { desktop: '/clientCases', mobile: '/mobile/clientCases', access: 'public', indexed: true },
  caseDetail: { desktop: '/caseDetail', mobile: '/mobile/caseDetail', access: 'public', indexed: true, query: ['id'] },
  clientDownload: { desktop: '/clientDownload', mobile: '/mobile/clientDownload', access: 'public', indexed: true },
  orderSearch: { desktop: '/orderSearch', mobile: '/mobile/orderSearch', access: 'public', indexed: true },
  orderSearchApi: {
    desktop: '/orderSearch/api',
    desktopOnly: 'the API documentation page: read by developers wiring the order search into their own systems',
    access: 'public',
    indexed: true,
  },
  orderSearchFrame: {
    desktop: '/orderSearchIframe',
    desktopOnly: 'the order search widget other sites embed in a frame: one page that fits any width, phones included',
    access: 'public',
    indexed: false,
  },
  subscription: { desktop: '/subscription', desktopOnly: MOBILE_LATER, access: 'public', indexed: false },
  register: { desktop: '/register', mobile: '/mobile/register', access: 'public', indexed: true },
  registerAgreement: { desktop: '/agreement/registerAgreement', desktopOnly: MOBILE_LATER, access: 'public', indexed: true },
  login: { desktop: '/loginQR', mobile: '/mobile/login', access: 'public', indexed: false },
  qrConfirm: { mobile: '/mobile/qrConfirm', desktopCounterpart: 'home', access: 'public', indexed: false },
  passwordChange: { desktop: '/change', mobile: '/mobile/change', access: 'public', indexed: false },
  certification: { desktop: '/certification', mobile: '/mobile/certification', access: 'public', indexed: false },
  // the phone's profile page is the workspace and its edit-info page in one; "desktop site" opens edit info
  editInfo: { desktop: '/workspace/editInfo', mobile: '/mobile/profile', access: 'user', indexed: false, nav: { mobileTab: 'me' } },
  workspace: { desktop: '/workspace', mobile: '/mobile/profile', access: 'user', indexed: false },
  orders: { desktop: '/workspace/orders', mobile: '/mobile/orders', access: 'user', indexed: false },
  orderDetail: { desktop: '/workspace/orders/[id]', mobile: '/mobile/orders/[id]', access: 'user', indexed: false },
  quotations: { desktop: '/workspace/quotations', mobile: '/mobile/workspace/quotations', access: 'user', indexed: false },
  spotCargo: { desktop: '/workspace/spotCargo', mobile: '/mobile/spotCargo', access: 'user', indexed: false },
  alerts: { desktop: '/workspace/alerts', mobile: '/mobile/workspace/alerts', access: 'user', indexed: false },
  pdf: {
    desktop: '/pdf',
    desktopOnly: 'a printable A4 sheet (the letterhead of quotation PDFs), the same on every device',
    access: 'public',
    indexed: false,
  },
  staffLogin: { desktop: '/staff/login', ...STAFF },
  staffDashboard: { desktop: '/staff', ...STAFF },
  staffCertifications: { desktop: '/staff/certifications', ...STAFF },
  staffCustomers: { desktop: '/staff/customers', ...STAFF },
  staffSalesContacts: { desktop: '/staff/salesContacts', ...STAFF },
  staffRates: { desktop: '/staff/rates', ...STAFF },
  staffCarrierConnections: { desktop: '/staff/carrierConnections', ...STAFF },
  staffDcsaKeys: { desktop: '/staff/dcsaKeys', ...STAFF },
  staffOrders: { desktop: '/staff/orders', ...STAFF },
  staffSpace: { desktop: '/staff/space', ...STAFF },
  staffTracking: { desktop: '/staff/tracking', ...STAFF },
  staffContent: { desktop: '/staff/content', ...STAFF },
  staffNews: { desktop: '/staff/news', ...STAFF },
  staffBanners: { desktop: '/staff/banners', ...STAFF },
  staffCompany: { desktop: '/staff/company', ...STAFF },
  staffInquiries: { desktop: '/staff/inquiries', ...STAFF },
  staffApplications: { desktop: '/staff/applications', ...STAFF },
  staffOutbox: { desktop: '/staff/outbox', ...STAFF },
  staffAudit: { desktop: '/staff/audit', ...STAFF },
} as const satisfies Record<string, ScreenDef>;

export type ScreenId = keyof typeof DEFS;
/** The screens search engines index: lib/seo/routes.ts must give each its sitemap entry (checked by the compiler). */
export type IndexedScreenId = { [K in ScreenId]: (typeof DEFS)[K]['indexed'] extends true ? K : never }[ScreenId];
export type Screen = ScreenDef & { id: ScreenId };

export const SCREENS: readonly Screen[] = (Object.keys(DEFS) as ScreenId[]).map((id) => ({ id, ...(DEFS[id] as ScreenDef) }));

const BY_ID = new Map<ScreenId, Screen>(SCREENS.map((s) => [s.id, s]));

export function screen(id: ScreenId): Screen {
  return BY_ID.get(id)!;
}

export { isMobilePath, MOBILE_ROOT };

/**
 * Where the request edge serves a phone's unknown path (rewritten, the URL unchanged): a path of the
 * mobile site no screen claims, so the mobile catch-all (app/[locale]/[company]/mobile/[...rest])
 * answers it with the 404 inside the mobile layout.
 */
export const MOBILE_NOT_FOUND_PATH = '/mobile/404';

type Params = Record<string, string | number | undefined>;

const segments = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));

/** The dynamic segments' values when `path` is an instance of `pattern` (/workspace/orders/[id]), else null. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    const dynamic = /^\[(\w+)\]$/.exec(w);
    if (dynamic) {
      if (!g) return null;
      params[dynamic[1]!] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/** The screen a locale-free path (no query) is a page of, on the surface its path belongs to; null: no screen. */
export function screenAt(path: string): { screen: Screen; surface: Surface; params: Record<string, string> } | null {
  const surface: Surface = isMobilePath(path) ? 'mobile' : 'desktop';
  for (const s of SCREENS) {
    const pattern = surface === 'mobile' ? s.mobile : s.desktop;
    if (!pattern) continue;
    const params = matchPattern(pattern, path);
    if (params) return { screen: s, surface, params };
  }
  return null;
}

function fill(pattern: string, params: Params): { path: string; rest: [string, string][] } {
  const used = new Set<string>();
  const path = pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    used.add(name);
    return String(params[name] ?? '').replace(/[/?#%\s]/g, encodeURIComponent);
  });
  const rest = Object.entries(params).filter((e): e is [string, string | number] => !used.has(e[0]) && e[1] !== undefined && e[1] !== '');
  return { path, rest: rest.map(([k, v]) => [k, String(v)]) };
}

/** The path (pattern) of a screen on a surface: a desktop-only screen is its desktop page on a phone too. */
export function pathOf(id: ScreenId, surface: Surface): string {
  const s = screen(id);
  if (surface === 'mobile') return s.mobile ?? s.desktop!;
  if (s.desktop) return s.desktop;
  return pathOf(s.desktopCounterpart as ScreenId, 'desktop');
}

/**
 * The link to a screen on a surface, locale-free (the i18n Link adds /en): dynamic segments from
 * `params`, the other params as the query. A desktop-only screen links to its desktop page from the
 * mobile site; a mobile-only screen to its desktop counterpart from the desktop site.
 */
export function href(id: ScreenId, params: Params = {}, surface: Surface = 'desktop'): string {
  const { path, rest } = fill(pathOf(id, surface), params);
  return rest.length ? `${path}?${new URLSearchParams(rest).toString()}` : path;
}

const QUERY_PAGES = new Map<string, readonly string[]>(
  SCREENS.filter((s) => s.query).flatMap((s) => [s.desktop, s.mobile].filter((p): p is string => !!p).map((p) => [p, s.query!] as const)),
);

/** The query keys the page at a locale-free path folds into its last segment (registry `query`), or null. */
export function foldedQueryKeys(path: string): readonly string[] | null {
  return QUERY_PAGES.get(path) ?? null;
}

/** Where the page file of a registered path sits below app/[locale]/[company]: a query screen's in `[q]/`. */
export function pageRoute(path: string): string {
  return QUERY_PAGES.has(path) ? `${path}/${QUERY_SEGMENT}` : path;
}

/** Whether the screen has its own page on the mobile site. */
export function hasMobilePage(s: Screen): s is Screen & { mobile: string } {
  return !!s.mobile;
}

/** Desktop paths that need a login: the auth guard sends a visitor without one from these (and below) home. */
export const LOGIN_ROOTS: readonly string[] = SCREENS.filter((s) => s.access === 'user' && s.desktop)
  .map((s) => s.desktop!.split('/[')[0]!)
  .filter((p, _, all) => !all.some((q) => q !== p && p.startsWith(`${q}/`)));

/** Whether a locale-free desktop path is, or lies below, a page that needs a login. */
export function needsLogin(path: string): boolean {
  return LOGIN_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}
