import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';
import { internalOrigin, env } from './lib/env';
import { createCompanyLookup, type HostCompany } from './lib/proxy/companyLookup';
import { AUTH_COOKIE, companyCookieActions, type CookieActions } from './lib/proxy/companyCookie';
import { runGuards } from './lib/routing/guards';
import { normalizeHost } from './lib/host';

const intl = createMiddleware(routing);
const lookupCompany = createCompanyLookup(internalOrigin);

function hostOf(req: NextRequest): string {
  return normalizeHost(req.headers.get('x-forwarded-host') ?? req.headers.get('host'));
}

function applyCookieActions(out: NextResponse, actions: CookieActions, secure: boolean): void {
  for (const c of actions.set) {
    out.cookies.set(c.name, c.value, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365, secure });
  }
  for (const name of actions.clear) out.cookies.set(name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
}

/**
 * Locale prefix, company and cookie hygiene, then the route guards of spec §2 (auth, device, tab,
 * permission: lib/routing/guards.ts). Pages are rendered under /<locale>/<companyId>/… internally
 * so that each (company, locale) page can be cached on its own; the company is never taken from
 * the URL a browser sends. Redirects only: authorization is enforced by the API.
 */
export default async function proxy(req: NextRequest) {
  const response = intl(req);
  if (response.headers.get('location')) return response;

  let company: HostCompany | null = null;
  try {
    company = await lookupCompany(hostOf(req));
  } catch {
    // the app is still starting or the lookup failed: serve the default company rather than fail
  }
  const companyId = company?.companyId ?? env().DEFAULT_COMPANY_ID;

  const jar = new Map(req.cookies.getAll().map((c) => [c.name, c.value] as const));
  const actions = companyCookieActions(jar, companyId);
  const protocol = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.nextUrl.protocol;
  const secure = protocol.replace(/:$/, '') === 'https';

  const decision = runGuards({
    pathname: req.nextUrl.pathname,
    search: req.nextUrl.search,
    userAgent: req.headers.get('user-agent'),
    // a token of another company is about to be cleared: it no longer counts as logged in
    hasAuthor: !!jar.get(AUTH_COOKIE) && !actions.clear.includes(AUTH_COOKIE),
    host: req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? '',
    protocol,
    company,
  });
  if (decision.action === 'redirect') {
    const out = NextResponse.redirect(new URL(decision.location, req.url));
    applyCookieActions(out, actions, secure);
    return out;
  }

  const rewritten = response.headers.get('x-middleware-rewrite');
  const target = new URL(rewritten ?? req.url, req.url);
  const [, locale, ...rest] = target.pathname.split('/');
  target.pathname = ['', locale, String(companyId), ...rest].join('/');

  const headers = new Headers(req.headers);
  const intlLocale = response.headers.get('x-middleware-request-x-next-intl-locale');
  if (intlLocale) headers.set('x-next-intl-locale', intlLocale);
  const out = NextResponse.rewrite(target, { request: { headers } });
  const link = response.headers.get('link');
  if (link) out.headers.set('link', link);
  applyCookieActions(out, actions, secure);
  return out;
}

export const config = {
  // Everything but the API, Next's own files and files with an extension (brand images, favicon …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
