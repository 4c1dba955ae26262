/**
 * The route guards of spec §2, as pure functions run by the request edge (lib/proxy/edge.ts) in
 * the spec's order: 1 auth, 2 device, 3 tab, 4 permission. The first that redirects wins; the browser's next
 * request runs the chain again. Redirects only: the API is the authorization boundary.
 */
import { MENU } from '../config/menu';
import { workspaceItems, type WorkspaceMenuItem } from '../config/workspaceMenu';
import { activeMenuIndex } from '../navigation/activeMenu';
import { mobilePathFor } from '../config/mobile';
import { MOBILE_NOT_FOUND_PATH, needsLogin, screenAt } from '../screens/registry';
import { isMobilePath, isMobileUserAgent, isOnHost, mobileDomainHost } from './device';

/** Company flags the device guard reads (from lib/proxy/companyDirectory.ts). */
export type GuardCompany = { mobileDomainName: string; scanFlag: boolean };

export type GuardInput = {
  /** The path as requested, locale prefix included (/en/workspace). */
  pathname: string;
  /** '' or '?a=1' */
  search: string;
  userAgent: string | null;
  /** The browser holds an `author` cookie (one the proxy is not about to clear). */
  hasAuthor: boolean;
  /** Request host, port included (localhost:3302). */
  host: string;
  protocol: string;
  /** null when the company could not be looked up: the device guard then stays out of the way. */
  company: GuardCompany | null;
  /** A phone chose the desktop site for this browser session (lib/config/mobile.ts SITE_VIEW_COOKIE): it is served as a desktop. */
  prefersDesktop?: boolean;
};

export type GuardReason = 'auth' | 'mobileDomain' | 'toMobile' | 'mobileNoScan' | 'desktopOnMobile';
/**
 * `rewrite`: serve this locale-free path instead, the URL unchanged (a phone's unknown path is
 * answered by the mobile site's 404, lib/screens/registry.ts MOBILE_NOT_FOUND_PATH).
 */
export type GuardDecision =
  | { action: 'next' }
  | { action: 'redirect'; location: string; reason: GuardReason }
  | { action: 'rewrite'; path: string; reason: 'mobileNotFound' };

const NEXT: GuardDecision = { action: 'next' };

/** URL prefixes of the locales: English under /en; Chinese bare (/cn/… is an alias of the bare path). */
const LOCALE_PREFIXES: Record<string, string> = { '/en': '/en', '/cn': '' };

/** Splits /en/workspace into { prefix: '/en', path: '/workspace' }; the prefix is the one redirects keep. */
export function splitLocale(pathname: string): { prefix: string; path: string } {
  const first = pathname.match(/^\/[^/]+/)?.[0] ?? '';
  const prefix = LOCALE_PREFIXES[first];
  if (prefix === undefined) return { prefix: '', path: normalizePath(pathname) };
  return { prefix, path: normalizePath(pathname.slice(first.length)) };
}

/** '' → '/', drops a trailing slash, query and hash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  if (bare === '' || bare === '/') return '/';
  return bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

const homeOf = (prefix: string) => prefix || '/';
const withQuery = (path: string, search: string) => (search && search !== '?' ? `${path}${search.startsWith('?') ? '' : '?'}${search}` : path);

/** Paths no guard touches: the API, Next's files, static files (a dot in the last segment), the staff console. */
export function isGuardedPath(pathname: string): boolean {
  if (/^\/(api|_next|_vercel)(\/|$)/.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.')) return false;
  const { path } = splitLocale(pathname);
  // the order search widget is embedded in other sites' pages, phones included: no device redirect
  if (path === '/orderSearchIframe') return false;
  return !(path === '/staff' || path.startsWith('/staff/'));
}

/**
 * The workspace menu paths the auth guard protects (locale-free): the desktop pages of the screens
 * that need a login (lib/screens/registry.ts, access 'user') and what lies below them — /workspace and below.
 */
export function isWorkspacePath(path: string): boolean {
  return needsLogin(normalizePath(path));
}

/** 1. Auth: with an `author` cookie, pass; without one, a workspace path goes home (same locale). */
export function authGuard(input: Pick<GuardInput, 'pathname' | 'hasAuthor'>): GuardDecision {
  if (input.hasAuthor) return NEXT;
  const { prefix, path } = splitLocale(input.pathname);
  return isWorkspacePath(path) ? { action: 'redirect', location: homeOf(prefix), reason: 'auth' } : NEXT;
}

/**
 * 2. Device, in the spec's order:
 *  - mobile, company has a mobile domain (and this is not it): that domain, the path mapped to its
 *    mobile page (lib/config/mobile.ts), query kept;
 *  - mobile, no mobile domain, scanFlag set, not a mobile path: the mobile page of the path's
 *    screen (/about/contact → /mobile/about/contact), query kept. A screen the registry marks
 *    desktop-only (/booking, /rates …) has no mobile page: the phone is served the desktop page, no
 *    redirect. A path no screen claims is rewritten to the mobile 404 (status 404, URL unchanged);
 *  - mobile, scanFlag not set, on a mobile path: home;
 *  - desktop on a mobile path: home, query kept.
 * A phone that chose the desktop site for the session counts as a desktop.
 */
export function deviceGuard(input: Omit<GuardInput, 'hasAuthor'>): GuardDecision {
  if (!input.company) return NEXT;
  const { prefix, path } = splitLocale(input.pathname);
  const onMobilePath = isMobilePath(path);
  if (isMobileUserAgent(input.userAgent) && !input.prefersDesktop) {
    const domain = mobileDomainHost(input.company.mobileDomainName);
    if (domain && !isOnHost(input.host, domain)) {
      const protocol = input.protocol.endsWith(':') ? input.protocol : `${input.protocol}:`;
      const target = `${prefix}${onMobilePath ? path : mobilePathFor(path)}`;
      return { action: 'redirect', location: `${protocol}//${domain}${withQuery(target, input.search)}`, reason: 'mobileDomain' };
    }
    if (input.company.scanFlag && !onMobilePath) {
      if (!screenAt(path)) return { action: 'rewrite', path: MOBILE_NOT_FOUND_PATH, reason: 'mobileNotFound' };
      const target = mobilePathFor(path);
      return target === path ? NEXT : { action: 'redirect', location: withQuery(`${prefix}${target}`, input.search), reason: 'toMobile' };
    }
    if (!input.company.scanFlag && onMobilePath) {
      return { action: 'redirect', location: homeOf(prefix), reason: 'mobileNoScan' };
    }
    return NEXT;
  }
  return onMobilePath ? { action: 'redirect', location: withQuery(homeOf(prefix), input.search), reason: 'desktopOnMobile' } : NEXT;
}

/**
 * 3. Tab: the workspace tab is the workspace item whose path equals the current path. Pages are
 * static per (company, locale), so nothing is handed to them here: the client navbar and the
 * workspace menu call workspaceTab / activeMenuIndex (lib/navigation/activeMenu.ts) on the path.
 */
export function workspaceTab(pathname: string): WorkspaceMenuItem | null {
  const { path } = splitLocale(pathname);
  return workspaceItems.find((item) => item.path === path) ?? null;
}

/** 3. Tab: the first-menu tab is the top-menu entry matching the path (-1: none), see activeMenuIndex. */
export function firstMenuTab(pathname: string): number {
  return activeMenuIndex(pathname, MENU);
}

export function tabGuard(): GuardDecision {
  return NEXT;
}

/** 4. Permission: empty in the spec (the permission list is empty); kept as a step for its place. */
export function permissionGuard(): GuardDecision {
  return NEXT;
}

/** Runs the four guards in order; the first redirect (or rewrite) wins. */
export function runGuards(input: GuardInput): GuardDecision {
  if (!isGuardedPath(input.pathname)) return NEXT;
  for (const step of [() => authGuard(input), () => deviceGuard(input), tabGuard, permissionGuard]) {
    const decision = step();
    if (decision.action !== 'next') return decision;
  }
  return NEXT;
}
