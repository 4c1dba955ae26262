import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { knownDevices } from '../db/schema';
import { ApiError, type ApiMessageKey } from '../errors';
import { consume, count, LIMITS, LOGIN_SLOWDOWN, RateLimitError, refund, windowRemaining, type LimitRule } from '../rateLimit';
import { verifyPassword } from './passwords';
import { hashToken, newToken } from './session';

/*
 * Password guessing is kept out without handing anyone a lockout of someone else's account:
 *
 * - per (account, address): LIMITS.loginAccountIp failures, then 429 for that address and account;
 * - per address: LIMITS.loginIp failures, then 429 for that address;
 * - per account, from everywhere together: failures are counted (LIMITS.loginAccount) and, past
 *   LOGIN_SLOWDOWN.freeFailures, a browser that has not logged in to the account before gets one
 *   attempt per LOGIN_SLOWDOWN.delaySeconds(failures) seconds (429 loginThrottled with Retry-After);
 *   a distributed guesser is slowed to that pace, never the owner:
 * - a browser that logged in to the account before (the HttpOnly `known_browser` cookie, bound to
 *   the account and company in known_devices) is limited by its own failures only
 *   (LIMITS.loginDevice; past that it is treated as unknown): neither the account's failures from
 *   elsewhere nor others' failures at its address (an office NAT) stop it.
 *
 * Every attempt is counted before the password is checked (parallel guesses cannot slip past a
 * limit); a success gives its counts back.
 */

export const KNOWN_BROWSER_COOKIE = 'known_browser';
export const KNOWN_BROWSER_SECONDS = 180 * 24 * 60 * 60;

export type LoginRealm = 'user' | 'staff';

const RULES: Record<LoginRealm, { accountIp: LimitRule; ip: LimitRule; account: LimitRule; device: LimitRule; slow: string }> = {
  user: { accountIp: LIMITS.loginAccountIp, ip: LIMITS.loginIp, account: LIMITS.loginAccount, device: LIMITS.loginDevice, slow: 'login:slow' },
  staff: {
    accountIp: LIMITS.staffLoginAccountIp,
    ip: LIMITS.staffLoginIp,
    account: LIMITS.staffLoginAccount,
    device: LIMITS.staffLoginDevice,
    slow: 'staff-login:slow',
  },
};

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The known-browser token a request presents (cookie value), when well-formed. */
export const knownBrowserToken = (cookieValue: string | undefined): string | null => (cookieValue && TOKEN.test(cookieValue) ? cookieValue : null);

async function isKnown(db: Db, companyId: number, realm: LoginRealm, subjectId: number, token: string): Promise<boolean> {
  const [row] = await db
    .select({ at: knownDevices.createdAt })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.companyId, companyId),
        eq(knownDevices.realm, realm),
        eq(knownDevices.subjectId, subjectId),
        eq(knownDevices.tokenHash, hashToken(token)),
        sql`${knownDevices.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Records that this browser logged in to the account, and answers the cookie value to (re)set: the
 * browser's own token when this company issued it before, else a new one.
 */
async function rememberBrowser(db: Db, companyId: number, realm: LoginRealm, subjectId: number, presented: string | null): Promise<string> {
  let token = presented;
  if (token) {
    const [issued] = await db
      .select({ at: knownDevices.createdAt })
      .from(knownDevices)
      .where(and(eq(knownDevices.companyId, companyId), eq(knownDevices.tokenHash, hashToken(token))))
      .limit(1);
    if (!issued) token = null;
  }
  token ??= newToken();
  const expiresAt = new Date(Date.now() + KNOWN_BROWSER_SECONDS * 1000);
  await db
    .insert(knownDevices)
    .values({ companyId, realm, subjectId, tokenHash: hashToken(token), expiresAt })
    .onConflictDoUpdate({ target: [knownDevices.companyId, knownDevices.realm, knownDevices.subjectId, knownDevices.tokenHash], set: { expiresAt } });
  return token;
}

export type LoginAttempt = {
  companyId: number;
  realm: LoginRealm;
  /** the normalised account name (mobile, lower-cased email, staff username) */
  account: string;
  password: string;
  ip: string;
  /** the `known_browser` cookie of the request (knownBrowserToken) */
  browserToken: string | null;
  /** the refusal of a wrong account or password */
  failure: ApiMessageKey;
  /** finds the account by name: its id and password hash */
  find: () => Promise<{ id: number; passwordHash: string | null } | null>;
};

/**
 * Checks a password under the policy above. Answers the account's id and the `known_browser`
 * cookie value the caller sets (KNOWN_BROWSER_SECONDS); throws 401 `failure`, or 429.
 */
export async function guardedLogin(db: Db, a: LoginAttempt): Promise<{ subjectId: number; browserToken: string }> {
  const rules = RULES[a.realm];
  const address = a.ip || 'unknown';
  const subject = await a.find();

  // A browser that logged in to this account before is limited by its own failures only, so that
  // nobody sharing its address (an office NAT, or callers without a known address) can lock it out.
  let known = !!(subject && a.browserToken && (await isKnown(db, a.companyId, a.realm, subject.id, a.browserToken)));
  const deviceRule = known && a.browserToken ? { ...rules.device, key: `dev:${hashToken(a.browserToken).slice(0, 40)}` } : null;
  if (deviceRule && (await count(a.companyId, deviceRule)) > deviceRule.limit) known = false;

  const refusing = known
    ? []
    : [
        { ...rules.accountIp, key: `acct-ip:${a.account}|${address}` },
        { ...rules.ip, key: `ip:${address}` },
      ];
  if (refusing.length) await consume(a.companyId, refusing);

  const accountRule = { ...rules.account, key: `acct:${a.account}` };
  const failures = await count(a.companyId, accountRule);
  if (!known && failures > LOGIN_SLOWDOWN.freeFailures) {
    const delay = LOGIN_SLOWDOWN.delaySeconds(failures);
    // One slot per window of `delay` seconds (a bucket per tier: a new tier opens at most one more).
    const slot = { name: rules.slow, limit: 1, windowSec: delay, key: `${delay}:${a.account}` };
    if ((await count(a.companyId, slot)) > 1) {
      // Refused before the password was looked at: not a failure of the account.
      await count(a.companyId, accountRule, -1);
      throw new RateLimitError(windowRemaining(delay), 'loginThrottled');
    }
  }

  const ok = await verifyPassword(a.password, subject?.passwordHash ?? undefined);
  if (!subject || !ok) throw new ApiError(401, a.failure);
  await refund(a.companyId, [...refusing, accountRule, ...(deviceRule ? [deviceRule] : [])]);
  return { subjectId: subject.id, browserToken: await rememberBrowser(db, a.companyId, a.realm, subject.id, a.browserToken) };
}
