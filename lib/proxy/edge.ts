/**
 * What the request edge does with one request, as a plain function of the request's vetted parts
 * and the company directory: locale prefix, company of the Host, company-cookie hygiene, the route
 * guards of spec §2, security headers, and the rewrite of a page to /<locale>/<companyId>/… (the
 * company never comes from the URL a browser sends). Run by the front server (server.mjs, through
 * lib/proxy/register.ts) for every request, and by proxy.ts when the app runs without it.
 * Redirects only: authorization is enforced by the API.
 */
import { SITE_VIEW_COOKIE, SITE_VIEW_DESKTOP } from '../config/mobile';
import { runGuards, splitLocale } from '../routing/guards';
import { foldQuery, isFoldedSegment } from '../screens/queryFold';
import { foldedQueryKeys } from '../screens/registry';
import { AUTH_COOKIE, companyCookieActions, withSignedInHint, type CookieActions } from './companyCookie';
import type { Resolution } from './companyDirectory';
import { securityHeaders } from './securityHeaders';

export type EdgeRequest = {
  /** Path and query as received (req.url). */
  url: string;
  host: string;
  proto: 'http' | 'https';
  userAgent: string | null;
  /** The raw Cookie header. */
  cookie: string | null;
  /** The path names a file of public/ (served as it is). */
  publicFile?: boolean;
};

export type EdgeResult = {
  /** A redirect: status and Location. */
  redirect?: { status: number; location: string };
  /** Serve this internal path + query instead (a page under app/[locale]/[company]). */
  rewrite?: string;
  /** Headers to add to the request before Next sees it. */
  requestHeaders: Record<string, string>;
  /** Response headers. */
  headers: Record<string, string>;
  /** Set-Cookie values. */
  setCookie: string[];
};

export type EdgeDeps = {
  resolve: (host: string) => Promise<Resolution>;
  /** A fresh nonce for a page rendered per request. */
  nonce: () => string;
  apiOrigin?: string;
  dev?: boolean;
};

// /dcsa: the DCSA standards' own paths for customers' systems (lib/endpoints/dcsa.ts), served like the API
const INTERNAL_PREFIX = /^\/(?:_next|api|dcsa|__nextjs|_vercel)(?:\/|$)/;
const YEAR = 60 * 60 * 24 * 365;

/** Paths served by Next as they are: its own files, the API (and the DCSA endpoints), development endpoints. */
export function isPassThrough(pathname: string): boolean {
  return INTERNAL_PREFIX.test(pathname);
}

export function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || jar.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      jar.set(name, decodeURIComponent(value));
    } catch {
      jar.set(name, value);
    }
  }
  return jar;
}

export function cookieHeaders(actions: CookieActions, secure: boolean): string[] {
  const tail = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    ...actions.set.map((c) => `${c.name}=${encodeURIComponent(c.value)}; Max-Age=${YEAR}${tail}`),
    ...actions.clear.map((name) => `${name}=; Max-Age=0; HttpOnly${tail}`),
  ];
}

/** Locale of a browser path: /cn… redirects to the bare path, /en… is English, the rest Chinese. */
export function localeOf(pathname: string): { redirect: string } | { locale: 'zh-CN' | 'en'; rest: string } {
  if (pathname === '/cn' || pathname.startsWith('/cn/')) return { redirect: pathname.slice(3) || '/' };
  if (pathname === '/en' || pathname.startsWith('/en/')) return { locale: 'en', rest: pathname.slice(3) };
  return { locale: 'zh-CN', rest: pathname === '/' ? '' : pathname };
}

/** Pages rendered per request, which carry a nonce script policy. */
export function isPerRequestPage(path: string): boolean {
  return /^\/(?:workspace|staff)(?:\/|$)/.test(path);
}

/**
 * The internal path and query of a locale-free page path: a query screen's keys folded into its
 * last segment (lib/screens/queryFold.ts). A folded segment asked for from outside is a path no
 * page answers (`…/404`: the page's 404), so each page keeps one public spelling.
 */
export function foldedPage(path: string, search: string): { path: string; search: string } {
  const keys = foldedQueryKeys(path);
  if (keys) {
    const folded = foldQuery(keys, search);
    return { path: `${path}/${folded.segment}`, search: folded.search };
  }
  const cut = path.lastIndexOf('/');
  if (cut > 0 && isFoldedSegment(path.slice(cut + 1)) && foldedQueryKeys(path.slice(0, cut))) return { path: `${path.slice(0, cut)}/404`, search };
  return { path, search };
}

/** Pages other sites may embed in a frame: the order search widget only (every other page refuses framing). */
export function isFrameablePage(path: string): boolean {
  return path === '/orderSearchIframe';
}

export async function routeRequest(req: EdgeRequest, deps: EdgeDeps): Promise<EdgeResult> {
  const q = req.url.indexOf('?');
  const pathname = q < 0 ? req.url : req.url.slice(0, q);
  const search = q < 0 ? '' : req.url.slice(q);
  const base = { proto: req.proto, apiOrigin: deps.apiOrigin, dev: deps.dev };
  const result: EdgeResult = { requestHeaders: {}, headers: securityHeaders(base), setCookie: [] };

  if (req.publicFile || isPassThrough(pathname)) return result;

  // One spelling per page: no repeated or trailing slashes (Next would redirect to the internal path).
  if (/\/\/|\\/.test(pathname) || (pathname.length > 1 && pathname.endsWith('/'))) {
    const clean = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    return { ...result, redirect: { status: 308, location: `${clean}${search}` } };
  }

  const loc = localeOf(pathname);
  if ('redirect' in loc) return { ...result, redirect: { status: 307, location: `${loc.redirect}${search}` } };

  const found = await deps.resolve(req.host);
  const jar = parseCookies(req.cookie);
  const company = companyCookieActions(jar, found.known ? found.companyId : null);
  const actions = found.known ? withSignedInHint(jar, company) : company;
  const secure = req.proto === 'https';
  const setCookie = cookieHeaders(actions, secure);

  const decision = runGuards({
    pathname,
    search,
    userAgent: req.userAgent,
    // a token of another company is about to be cleared: it no longer counts as logged in
    hasAuthor: !!jar.get(AUTH_COOKIE) && !actions.clear.includes(AUTH_COOKIE),
    host: req.host,
    protocol: req.proto,
    company: found.company,
    prefersDesktop: jar.get(SITE_VIEW_COOKIE) === SITE_VIEW_DESKTOP,
  });
  if (decision.action === 'redirect') {
    return { ...result, setCookie, redirect: { status: 307, location: decision.location } };
  }

  const headers = isFrameablePage(splitLocale(pathname).path) ? securityHeaders({ ...base, frameable: true }) : result.headers;
  const requestHeaders: Record<string, string> = { 'x-next-intl-locale': loc.locale };
  if (isPerRequestPage(splitLocale(pathname).path)) {
    const policy = securityHeaders({ ...base, nonce: deps.nonce() })['content-security-policy']!;
    headers['content-security-policy'] = policy;
    requestHeaders['content-security-policy'] = policy;
  }
  // a phone's unknown path: the mobile site's 404 page, the URL unchanged
  const page = foldedPage(decision.action === 'rewrite' ? decision.path : loc.rest, search);
  // hreflang and canonical links are in each page's head (lib/seo/metadata.ts), on the company's
  // canonical origin; a Link header naming this request's host would contradict them.
  return {
    rewrite: `/${loc.locale}/${found.companyId}${page.path}${page.search}`,
    requestHeaders,
    headers,
    setCookie,
  };
}
