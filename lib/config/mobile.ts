/**
 * The mobile site (spec §1 "a separate mobile site", §2 /mobile): how desktop and mobile paths map
 * onto each other and its bottom navigation, all computed from the screen registry
 * (lib/screens/registry.ts), where a screen names its mobile page or why it has none. Pure data and
 * functions: the request edge (lib/routing/guards.ts) reads it to serve a phone the mobile page of
 * the page it asked for, the mobile layout to link back to the desktop site.
 */
import { isMobilePath, MOBILE_ROOT, pathOf, screenAt, SCREENS, type MobileFooterKey, type MobileShortcutKey, type MobileTabKey, type Screen } from '../screens/registry';

export { MOBILE_ROOT };
export type { MobileTabKey };

const withParams = (pattern: string, params: Record<string, string>) => pattern.replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? '');

/** Desktop path → its mobile page (`[id]`: a dynamic segment), for every screen that has both. Locale-free. */
export const MOBILE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  SCREENS.filter((s) => s.desktop && s.mobile).map((s) => [s.desktop!, s.mobile!]),
);

/** Mobile-only pages (no desktop page of their own) → the desktop page that serves the same purpose. */
export const MOBILE_ONLY_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  SCREENS.filter((s) => !s.desktop && s.mobile).map((s) => [s.mobile!, pathOf(s.id, 'desktop')]),
);

export { SITE_VIEW_COOKIE, SITE_VIEW_DESKTOP } from './siteView';

export type MobileTab = { key: MobileTabKey; path: string };

const TAB_ORDER: readonly MobileTabKey[] = ['home', 'rates', 'services', 'news', 'me'];
const SHORTCUT_ORDER: readonly MobileShortcutKey[] = ['rates', 'schedules', 'tracking', 'services', 'news', 'about', 'contact', 'joinUs', 'download', 'cases'];

/** The one screen whose navigation names `pick`: a tab or a shortcut shows exactly one screen. */
function navScreen(pick: (s: Screen) => boolean, what: string): Screen & { mobile: string } {
  const found = SCREENS.filter((s) => s.mobile && pick(s));
  if (found.length !== 1) throw new Error(`screen registry: ${found.length} screens for ${what}`);
  return found[0] as Screen & { mobile: string };
}

/** The bottom navigation, left to right (the screens' `nav.mobileTab`). */
export const MOBILE_TABS: readonly MobileTab[] = TAB_ORDER.map((key) => ({ key, path: navScreen((s) => s.nav?.mobileTab === key, `tab ${key}`).mobile }));

/** Pages that light a tab besides the tab's own path and what lies below it. */
const TAB_EXTRA: Partial<Record<MobileTabKey, readonly string[]>> = {
  // every kind of rate is under the rates tab, not only the LCL page the tab opens
  rates: (['fclRates', 'airFreight', 'spotRates'] as const).map((id) => pathOf(id, 'mobile')),
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

/**
 * The page a phone is served for a desktop path: the mobile page of its screen (dynamic segments
 * carried over), or the very same path when its screen is desktop-only or when no screen claims it
 * (the edge answers that one with the mobile 404).
 */
export function mobilePathFor(desktopPath: string): string {
  const at = screenAt(desktopPath);
  if (!at || at.surface !== 'desktop' || !at.screen.mobile) return desktopPath;
  return withParams(at.screen.mobile, at.params);
}

/**
 * The desktop page of a mobile path (for the "desktop site" link): the screen whose desktop path it
 * mirrors (/mobile/notification/news → /notification/news), else the first screen naming it, else a
 * mobile-only screen's counterpart; home for a path no screen claims.
 */
export function desktopPathFor(mobilePath: string): string {
  const at = screenAt(mobilePath);
  if (!at || at.surface !== 'mobile') return '/';
  const mirror = mobilePath.slice(MOBILE_ROOT.length) || '/';
  const sharing = SCREENS.filter((s) => s.mobile === at.screen.mobile);
  const own = sharing.find((s) => s.desktop && withParams(s.desktop, at.params) === mirror) ?? sharing.find((s) => s.desktop) ?? at.screen;
  return withParams(pathOf(own.id, 'desktop'), at.params);
}

export type MobileShortcut = { key: MobileShortcutKey; path: string; icon: string };

/** The mobile home's grid of entries (the screens' `nav.mobileShortcut`; icon names of components/mobile/icons.tsx). */
export const MOBILE_SHORTCUTS: readonly MobileShortcut[] = SHORTCUT_ORDER.map((key) => {
  const s = navScreen((x) => x.nav?.mobileShortcut?.key === key, `shortcut ${key}`);
  return { key, path: s.mobile, icon: s.nav!.mobileShortcut!.icon };
});

/** The mobile footer's company links (the screens' `nav.mobileFooter`), in registry order. */
export const MOBILE_FOOTER_LINKS: readonly { key: MobileFooterKey; path: string }[] = SCREENS.filter((s) => s.mobile && s.nav?.mobileFooter).map((s) => ({
  key: s.nav!.mobileFooter!,
  path: s.mobile!,
}));

/** The mobile page of a desktop path, or null when its screen has none (or no screen claims it). */
export function mobileHrefOf(desktopPath: string): string | null {
  const at = screenAt(desktopPath);
  return at && at.surface === 'desktop' && at.screen.mobile ? withParams(at.screen.mobile, at.params) : null;
}

export { isMobilePath };
