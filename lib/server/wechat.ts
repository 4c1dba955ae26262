import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { env } from '../env';
import type { Db } from './db';
import { qrLoginTickets, userIdentities } from './db/schema';
import { log } from './log';
import { isExpired, loadTicket } from './auth/qrTicket';

/*
 * WeChat open-platform website login (snsapi_login), used instead of the built-in QR login when
 * WECHAT_APP_ID and WECHAT_APP_SECRET are set. The desktop is sent to WeChat's qrconnect page with
 * `state` = a QR ticket bound to its pre-login cookie; WeChat redirects back to
 * /api/webuser/wechat/callback?code=&state=, where the state is checked against that cookie and the
 * code exchanged at WECHAT_API_BASE for the user's openid/unionid.
 */

export type WechatSettings = { appId: string; appSecret: string; apiBase: string; openBase: string };

/** As an object so tests can point it at a mocked WeChat server. */
export const wechatSettings = {
  get(): WechatSettings | null {
    const e = env();
    if (!e.WECHAT_APP_ID || !e.WECHAT_APP_SECRET) return null;
    return { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, apiBase: e.WECHAT_API_BASE, openBase: e.WECHAT_OPEN_BASE };
  },
};

const PROVIDER = 'wechat';
/** How long an unlinked WeChat login waits for the account login that links it. */
const UNBOUND_SECONDS = 10 * 60;

export function authorizeUrl(s: WechatSettings, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ appid: s.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
  return `${s.openBase.replace(/\/$/, '')}/connect/qrconnect?${q.toString()}#wechat_redirect`;
}

/** Exchanges an authorization code for the WeChat identity; null when WeChat refuses or is unreachable. */
export async function exchangeCode(s: WechatSettings, code: string): Promise<{ subject: string } | null> {
  const q = new URLSearchParams({ appid: s.appId, secret: s.appSecret, code, grant_type: 'authorization_code' });
  try {
    const res = await fetch(`${s.apiBase.replace(/\/$/, '')}/sns/oauth2/access_token?${q.toString()}`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    const body = (await res.json()) as { openid?: unknown; unionid?: unknown; errcode?: unknown };
    if (body.errcode || typeof body.openid !== 'string' || !body.openid) return null;
    // unionid is stable across a company's WeChat apps; openid is per app.
    return { subject: typeof body.unionid === 'string' && body.unionid ? body.unionid : body.openid };
  } catch (error) {
    log.warn('wechat.exchange', { error });
    return null;
  }
}

export type CallbackResult = { kind: 'login'; userId: number } | { kind: 'unbound' } | { kind: 'state' } | { kind: 'failed' };

/** Checks the state against this browser, exchanges the code, and finds the linked user. */
export async function handleCallback(
  db: Db,
  p: { companyId: number; browserHash: string | null; code: string | undefined; state: string | undefined },
): Promise<CallbackResult> {
  const { companyId, code, state } = p;
  const s = wechatSettings.get();
  if (!s || !state) return { kind: 'state' };
  const ticket = await loadTicket(db, companyId, state);
  const browser = p.browserHash;
  if (!ticket || ticket.mode !== 'wechat' || !browser || ticket.browserHash !== browser || ticket.status !== 'waiting' || isExpired(ticket)) {
    return { kind: 'state' };
  }
  if (!code) return { kind: 'failed' };
  const identity = await exchangeCode(s, code);
  if (!identity) return { kind: 'failed' };
  const [link] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.companyId, companyId), eq(userIdentities.provider, PROVIDER), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  const claimed = await db
    .update(qrLoginTickets)
    .set(
      link
        ? { status: 'used', userId: link.userId, usedAt: new Date() }
        : { status: 'unbound', wechatOpenId: identity.subject, expiresAt: new Date(Date.now() + UNBOUND_SECONDS * 1000) },
    )
    .where(and(eq(qrLoginTickets.id, ticket.id), eq(qrLoginTickets.status, 'waiting')))
    .returning({ id: qrLoginTickets.id });
  if (!claimed.length) return { kind: 'state' };
  return link ? { kind: 'login', userId: link.userId } : { kind: 'unbound' };
}

/**
 * After an account login: a WeChat login of this same browser that found no linked account is
 * linked to the user who just proved their password.
 */
export async function linkPendingWechat(db: Db, p: { companyId: number; browserHash: string | null; userId: number }): Promise<void> {
  const { companyId, userId, browserHash: browser } = p;
  if (!browser) return;
  const [pending] = await db
    .update(qrLoginTickets)
    .set({ status: 'used', userId, usedAt: new Date() })
    .where(
      and(
        eq(qrLoginTickets.companyId, companyId),
        eq(qrLoginTickets.browserHash, browser),
        eq(qrLoginTickets.status, 'unbound'),
        gt(qrLoginTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ subject: qrLoginTickets.wechatOpenId });
  if (!pending?.subject) return;
  await db
    .insert(userIdentities)
    .values({ companyId, userId, provider: PROVIDER, subject: pending.subject })
    .onConflictDoNothing();
}
