// How the browser specs that walk every screen of the registry (lib/screens/registry.ts) reach each
// one: the languages, the two surfaces' browsers, the URL of each screen on a surface (with the
// query or the id it needs to show what it is for) and the login of the screens that need one.
// Shared by tests/e2e/screens.spec.ts and tests/a11y/axe.spec.ts.
import { devices, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { SCREENS, type Screen, type ScreenId } from '../../lib/screens/registry';
import { login } from './session';

export const LOCALES = [
  { lang: 'zh', prefix: '', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', locale: 'en' },
] as const;
export type Lang = (typeof LOCALES)[number]['lang'];

// the phone: iPhone 13's screen, agent and touch, in the project's Chromium (its launch options)
const { defaultBrowserType: _webkit, ...IPHONE_13 } = devices['iPhone 13'];
export const PHONE: BrowserContextOptions = { ...IPHONE_13, viewport: { width: 390, height: 844 } };
export const DESKTOP: BrowserContextOptions = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/** The desktop site at its minimum width (spec: minimum body width 1280 px). */
export const DESKTOP_1280: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1280, height: 900 } };

/** Screens anyone may open: public ones, and those whose page tells a visitor to log in or certify first. */
export const OPEN = SCREENS.filter((s) => s.access === 'public' || s.access === 'certified');

/** Screens walked logged in, as the certified demo shipper of the seed. */
export const SIGNED_IN = SCREENS.filter((s) => s.access === 'user' || s.access === 'certified');
export const SHIPPER = { account: '13800000001', password: 'Demo123456' };

/** The staff console's screens (its login page is opened logged out, the others as the staff admin). */
export const STAFF_SCREENS = SCREENS.filter((s): s is Screen & { desktop: string } => s.access === 'staff' && !!s.desktop);

/** The query a screen needs to show what it is for (articles and cases: an id from the sitemap). */
const SAMPLE: Partial<Record<ScreenId, string>> = {
  rateText: '?id=1',
  spaceReserve: '?offerId=1',
  spotPay: '?code=SPINVALID',
  qrConfirm: '?ticket=invalid',
  service: '?areaIndex=0',
  about: '?areaId=1',
  news: '?tabId=1',
  subscription: '?token=invalid',
};
export type Samples = Partial<Record<ScreenId, string>>;

/** A locale-free path in a language (its prefix: '' or '/en'). */
export const at = (prefix: string, p: string) => (p === '/' ? prefix || '/' : `${prefix}${p}`);

/** The queries of the open screens, with a news article and a case the sitemap lists. */
export async function sampleIds(browser: Browser, baseURL: string | undefined): Promise<Samples> {
  const context = await browser.newContext({ ...DESKTOP, baseURL });
  const xml = await (await context.request.get('/sitemap.xml')).text();
  await context.close();
  const article = xml.match(/\/notification\/newsInfo\?id=(\d+)/)?.[1];
  const caseId = xml.match(/\/caseDetail\?id=(\d+)/)?.[1];
  expect(article && caseId, 'the sitemap lists a news article and a case').toBeTruthy();
  return { ...SAMPLE, newsArticle: `?id=${article}`, caseDetail: `?id=${caseId}` };
}

/** Opens a URL and waits until its islands have loaded what they load first. */
export async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => {});
  return res;
}

/** A screen to open: its URL in one language on one surface. */
export type Stop = { screen: Screen; url: string };

/** The open screens' own pages on a surface (a desktop path on the desktop, a mobile page on the phone). */
export function openStops(on: 'desktop' | 'mobile', prefix: string, sample: Samples): Stop[] {
  return OPEN.flatMap((s) => {
    const route = on === 'mobile' ? s.mobile : s.desktop;
    return route ? [{ screen: s, url: `${at(prefix, route)}${sample[s.id] ?? ''}` }] : [];
  });
}

/** The open screens a phone is served as their desktop page (desktop-only screens). */
export function desktopOnlyStops(prefix: string, sample: Samples): Stop[] {
  return OPEN.filter((s): s is Screen & { desktop: string } => !!s.desktopOnly && !!s.desktop).map((s) => ({
    screen: s,
    url: `${at(prefix, s.desktop)}${sample[s.id] ?? ''}`,
  }));
}

/**
 * Logs the page's browser in as the certified demo shipper and returns the screens of a logged-in
 * user on a surface, each page once (the workspace and the profile are one phone screen), an
 * order's page for an order of the seed.
 */
export async function signedInStops(page: Page, on: 'desktop' | 'mobile', prefix: string): Promise<Stop[]> {
  await login(page, SHIPPER);
  const orders = (await (await page.request.get('/api/weborder/myOrders', { params: { orderStatus: 0 } })).json()) as { rows?: { id: number }[] };
  const orderId = orders.rows?.[0]?.id;
  expect(orderId, 'the demo shipper has an order of the seed').toBeTruthy();
  const query: Partial<Record<ScreenId, string>> = { spaceReserve: '?offerId=1', booking: '?pol=CNSHA&pod=NLRTM' };
  const seen = new Set<string>();
  const stops: Stop[] = [];
  for (const s of SIGNED_IN) {
    const route = on === 'mobile' ? (s.mobile ?? s.desktop) : s.desktop;
    if (!route || seen.has(route)) continue;
    seen.add(route);
    stops.push({ screen: s, url: `${at(prefix, route.replace('[id]', String(orderId)))}${query[s.id] ?? ''}` });
  }
  return stops;
}
