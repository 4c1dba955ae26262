import 'server-only';
import { API_CLIENT_HEADER, API_CLIENT_VALUE, type LoginAnswer } from '../../contracts/account';
import type { ApiContext } from '../http';
import { loginAnswer } from './login';
import type { LinkSite } from './origin';
import { hostOf } from '../../proxy/requestMeta';
import { QR_PRE_COOKIE, browserHashOf } from './qrTicket';
import { AUTH_COOKIE, SESSION_SECONDS, startSession } from './session';

/*
 * The request side of logging in: what only an HTTP request has (cookies, the API-client header).
 * The services behind it (login.ts, session.ts, qrLogin.ts, wechat.ts) take a database handle and
 * plain values.
 */

/**
 * API-client mode: the caller asked for the token in the answer (`x-client: api`) and is not a
 * browser. Browsers send Sec-Fetch-* headers on every fetch/XHR and cannot remove them, so a
 * script in a page can never obtain a token this way: browsers stay cookie-only.
 */
export function isApiClient(req: Request): boolean {
  return req.headers.get(API_CLIENT_HEADER)?.toLowerCase() === API_CLIENT_VALUE && !req.headers.has('sec-fetch-site') && !req.headers.has('sec-fetch-mode');
}

/** The hash of this browser's pre-login (QR) cookie, or null. */
export const preLoginBrowser = (ctx: Pick<ApiContext, 'req'>) => browserHashOf(ctx.req.cookies.get(QR_PRE_COOKIE)?.value);

/**
 * Starts the user's session with the one rule of startSession (the session this request presented
 * ends) and hands the token over: in the HttpOnly `author` cookie, or, when `allowApiClient` and the
 * caller is an API client, as the return value (no cookie).
 */
export async function issueSession(ctx: ApiContext, userId: number, opts: { allowApiClient?: boolean } = {}): Promise<{ apiKey?: string }> {
  const token = await startSession(ctx.db, {
    userId,
    companyId: ctx.company.companyId,
    previousToken: ctx.authToken,
    client: { userAgent: ctx.userAgent, ip: ctx.ip },
  });
  if (opts.allowApiClient && isApiClient(ctx.req)) return { apiKey: token };
  ctx.setCookie(AUTH_COOKIE, token, SESSION_SECONDS);
  return {};
}

/** Password login, registration and password change: a new session and the spec §3 login answer. */
export async function loginResponse(ctx: ApiContext, userId: number): Promise<LoginAnswer> {
  const { apiKey } = await issueSession(ctx, userId, { allowApiClient: true });
  return loginAnswer(ctx.db, ctx.company, userId, apiKey);
}

/** Where links in mails and QR codes of this request point (see siteOrigin). */
export const linkSite = (ctx: Pick<ApiContext, 'req' | 'secure'>): LinkSite => ({
  host: hostOf(ctx.req.headers),
  secure: ctx.secure,
});
