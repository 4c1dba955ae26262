import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { API_CLIENT_HEADER, API_CLIENT_VALUE, isMobile, type LoginAnswer, type LoginInput } from '../../contracts/account';
import { getDb } from '../db';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import type { ApiContext } from '../http';
import { consume, LIMITS, refund } from '../rateLimit';
import { sessionInfo } from '../users';
import { linkPendingWechat } from '../wechat';
import { verifyPassword } from './passwords';
import { AUTH_COOKIE, SESSION_SECONDS, createSession, revokeSession } from './session';

export type UserRow = typeof users.$inferSelect;

/** Accounts are matched case-insensitively for emails; mobiles as typed. */
export const normalizeAccount = (account: string) => (isMobile(account) ? account.trim() : account.trim().toLowerCase());

export async function findUserByAccount(companyId: number, account: string): Promise<UserRow | null> {
  const db = await getDb();
  const a = normalizeAccount(account);
  const match = isMobile(a) ? eq(users.mobile, a) : sql`lower(${users.email}) = ${a}`;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), match))
    .limit(1);
  return row ?? null;
}

/**
 * API-client mode: the caller asked for the token in the answer (`x-client: api`) and is not a
 * browser. Browsers send Sec-Fetch-* headers on every fetch/XHR and cannot remove them, so a
 * script in a page can never obtain a token this way: browsers stay cookie-only.
 */
export function isApiClient(req: Request): boolean {
  return req.headers.get(API_CLIENT_HEADER)?.toLowerCase() === API_CLIENT_VALUE && !req.headers.has('sec-fetch-site') && !req.headers.has('sec-fetch-mode');
}

/**
 * Starts a new session for the user and builds the login answer (spec §3 validateMap). Browsers get
 * the token only in the HttpOnly `author` cookie; API clients only in validateMap.apiKey.
 */
export async function startSession(ctx: ApiContext, userId: number): Promise<LoginAnswer> {
  const db = await getDb();
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, ctx.company.companyId)))
    .limit(1);
  const data = u ? await sessionInfo(u.id, ctx.company) : null;
  if (!u || !data) throw new ApiError(401, 'loginFailed');
  const token = await createSession(u.id, ctx.company.companyId, { userAgent: ctx.userAgent, ip: ctx.ip });
  const apiClient = isApiClient(ctx.req);
  if (!apiClient) {
    // The browser's previous session (if any) ends: one browser, one live session.
    if (ctx.authToken) await revokeSession(ctx.authToken, ctx.company.companyId);
    ctx.setCookie(AUTH_COOKIE, token, SESSION_SECONDS);
  }
  return {
    code: '1',
    validateMap: {
      userId: u.id,
      email: u.email ?? '',
      nameCn: u.nameCn,
      nickName: u.nickName,
      nameEn: u.nameEn,
      ...(apiClient ? { apiKey: token } : {}),
      headPic: u.headPic,
      userType: u.userType,
      phone: u.mobile ?? '',
      certificationStatus: u.certificationStatus,
    },
    data,
  };
}

/**
 * Account login. Every attempt is counted per account and per address before the password is
 * checked (so parallel guesses cannot slip past the limit); a success gives its count back, so
 * only failures use up the allowance.
 */
export async function loginWithPassword(ctx: ApiContext, input: LoginInput): Promise<LoginAnswer> {
  const account = normalizeAccount(input.account);
  const rules = [
    { ...LIMITS.loginAccount, key: `acct:${account}` },
    { ...LIMITS.loginIp, key: `ip:${ctx.ip || 'unknown'}` },
  ];
  await consume(ctx.company.companyId, rules);
  const user = await findUserByAccount(ctx.company.companyId, account);
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw new ApiError(401, 'loginFailed');
  await refund(ctx.company.companyId, rules);
  await linkPendingWechat(ctx, user.id);
  return startSession(ctx, user.id);
}
