import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError, type ApiMessageKey } from './errors';
import { getDb } from './db';
import { rateLimitHits } from './db/schema';
import { log } from './log';

/**
 * Fixed-window counters in the database (rate_limit_hits), so every instance of the app shares
 * them (PGlite and PostgreSQL alike). A counter is keyed by (company, bucket) where the bucket
 * names the endpoint and the caller (ip or identifier), e.g. `login:acct:13900000000`.
 *
 * Fails closed: when the store cannot be read or written the request is refused (503), never let
 * through unlimited.
 */

export type LimitRule = {
  /** endpoint name, e.g. 'login' */
  name: string;
  limit: number;
  windowSec: number;
  /** The message of a refusal (default tooManyRequests). */
  message?: ApiMessageKey;
};

/** A refused request: 429 with Retry-After. */
export class RateLimitError extends ApiError {
  constructor(
    readonly retryAfter: number,
    messageKey: ApiMessageKey = 'tooManyRequests',
  ) {
    super(429, messageKey);
  }
}

const windowStart = (windowSec: number, now = Date.now()) => new Date(Math.floor(now / (windowSec * 1000)) * windowSec * 1000);

/** The store, as an object so that tests can make it fail. */
export const limiterStore = {
  /** Adds `by` to the window's counter and answers the new count. */
  async add(companyId: number, bucket: string, start: Date, by: number): Promise<number> {
    const db = await getDb();
    const [row] = await db
      .insert(rateLimitHits)
      .values({ companyId, bucket, windowStart: start, count: by })
      .onConflictDoUpdate({
        target: [rateLimitHits.companyId, rateLimitHits.bucket, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + ${by}` },
      })
      .returning({ count: rateLimitHits.count });
    if (!row) throw new Error('rate limit upsert returned nothing');
    return row.count;
  },
  async peek(companyId: number, bucket: string, start: Date): Promise<number> {
    const db = await getDb();
    const [row] = await db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.companyId, companyId), eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.windowStart, start)))
      .limit(1);
    return row?.count ?? 0;
  },
};

function bucketOf(rule: LimitRule, key: string): string {
  // Keys come from callers (ip, account): bounded and normalised so they cannot blow up the index.
  return `${rule.name}:${key.trim().toLowerCase().slice(0, 120)}`;
}

async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    log.error('rateLimit.store', { what, error });
    throw new ApiError(503, 'serviceUnavailable');
  }
}

/**
 * Counts one request against each rule and refuses (429) once a counter passes its limit.
 * Every call counts, refused ones included, so hammering does not reopen the window early.
 */
export async function consume(companyId: number, rules: readonly (LimitRule & { key: string })[]): Promise<void> {
  let retryAfter = 0;
  let message: ApiMessageKey | undefined;
  for (const rule of rules) {
    const start = windowStart(rule.windowSec);
    const count = await guarded('add', () => limiterStore.add(companyId, bucketOf(rule, rule.key), start, 1));
    if (count > rule.limit) {
      retryAfter = Math.max(retryAfter, Math.ceil((start.getTime() + rule.windowSec * 1000 - Date.now()) / 1000));
      message ??= rule.message;
    }
  }
  // Old windows are dropped by the sweep.rateLimits job.
  if (retryAfter > 0) throw new RateLimitError(retryAfter, message);
}

/**
 * Adds `by` to one counter and answers its new count, refusing nothing (the caller decides, e.g.
 * the login slow-down). Fails closed like consume().
 */
export async function count(companyId: number, rule: LimitRule & { key: string }, by = 1): Promise<number> {
  return guarded('add', () => limiterStore.add(companyId, bucketOf(rule, rule.key), windowStart(rule.windowSec), by));
}

/** Seconds until the current window of `windowSec` ends. */
export const windowRemaining = (windowSec: number, now = Date.now()) =>
  Math.max(1, Math.ceil((windowStart(windowSec, now).getTime() + windowSec * 1000 - now) / 1000));

/** Gives back one count (e.g. a login that succeeded: only failures should use up the allowance). */
export async function refund(companyId: number, rules: readonly (LimitRule & { key: string })[]): Promise<void> {
  for (const rule of rules) {
    await guarded('refund', () => limiterStore.add(companyId, bucketOf(rule, rule.key), windowStart(rule.windowSec), -1));
  }
}

/**
 * Limits of the account endpoints (per company).
 *
 * Logins (see lib/server/auth/loginGuard.ts): failures are refused per (account, address) and per
 * address; per account they are only counted (`…Account`), to slow unknown browsers down once the
 * account has had LOGIN_SLOWDOWN.freeFailures failures in the window, never to lock it.
 */
export const LIMITS = {
  loginAccountIp: { name: 'login:acct-ip', limit: 5, windowSec: 15 * 60 },
  loginIp: { name: 'login:ip', limit: 30, windowSec: 15 * 60 },
  loginAccount: { name: 'login:acct', limit: Number.MAX_SAFE_INTEGER, windowSec: 60 * 60 },
  loginDevice: { name: 'login:device', limit: 10, windowSec: 15 * 60 },
  staffLoginAccountIp: { name: 'staff-login:acct-ip', limit: 5, windowSec: 15 * 60 },
  staffLoginIp: { name: 'staff-login:ip', limit: 30, windowSec: 15 * 60 },
  staffLoginAccount: { name: 'staff-login:acct', limit: Number.MAX_SAFE_INTEGER, windowSec: 60 * 60 },
  staffLoginDevice: { name: 'staff-login:device', limit: 10, windowSec: 15 * 60 },
  // One-time codes (SMS and mail cost money and reach third parties): per number or address, per
  // caller's address, and per company and channel for everyone together (SMS pumping).
  sendCodeAccount: { name: 'code:acct', limit: 5, windowSec: 60 * 60, message: 'codeLimitReached' },
  sendCodeAccountDay: { name: 'code:acct-day', limit: 10, windowSec: 24 * 60 * 60, message: 'codeLimitReached' },
  sendCodeIp: { name: 'code:ip', limit: 20, windowSec: 60 * 60, message: 'codeLimitReached' },
  sendCodeCompany: { name: 'code:company', limit: 300, windowSec: 60 * 60, message: 'codeLimitReached' },
  registerIp: { name: 'register:ip', limit: 20, windowSec: 60 * 60 },
  forgetEmail: { name: 'forget:email', limit: 3, windowSec: 60 * 60 },
  forgetIp: { name: 'forget:ip', limit: 10, windowSec: 60 * 60 },
  resetTokenIp: { name: 'reset-token:ip', limit: 30, windowSec: 15 * 60 },
  qrTicketIp: { name: 'qr-ticket:ip', limit: 30, windowSec: 60 },
  qrPollIp: { name: 'qr-poll:ip', limit: 240, windowSec: 60 },
  qrConfirmUser: { name: 'qr-confirm:user', limit: 30, windowSec: 60 },
  // Behaviour beacons must not become a free write endpoint; callers that cannot be told apart
  // (no session, no forwarded address) share a larger budget.
  behaviourCaller: { name: 'behaviour', limit: 60, windowSec: 60 },
  behaviourAnonymous: { name: 'behaviour:anon', limit: 600, windowSec: 60 },
  // Rate subscriptions: per address, and per subscribed email (each save may mail a manage link).
  subscriptionIp: { name: 'sub:ip', limit: 30, windowSec: 60 * 60 },
  subscriptionEmail: { name: 'sub:email', limit: 5, windowSec: 60 * 60 },
  // Saved quotations: numbered rows per user (a script cannot fill the table).
  quotationUser: { name: 'quotation:user', limit: 60, windowSec: 60 * 60 },
  // Contact form and job applications: each message is mailed to sales, each application stores a
  // file, so per address and per company for everyone together (a flood cannot bury the mailbox).
  contactIp: { name: 'contact:ip', limit: 5, windowSec: 60 * 60 },
  contactCompany: { name: 'contact:company', limit: 200, windowSec: 60 * 60 },
  applyIp: { name: 'apply:ip', limit: 5, windowSec: 60 * 60 },
  applyCompany: { name: 'apply:company', limit: 200, windowSec: 60 * 60 },
  // Bookings mail sales: a user books at most 30 an hour (a forwarder's busiest shipper books a few a day).
  bookingUser: { name: 'booking:user', limit: 30, windowSec: 60 * 60 },
  // Spot reservations hold space for 3 minutes each: per user, so nobody can sit on an offer's space.
  spotReserveUser: { name: 'spot:user', limit: 20, windowSec: 60 * 60 },
  // The DCSA endpoints for customers' systems: per address before the key is checked (so guessing
  // keys is slow), and per key (one customer's busy integration cannot starve the others).
  dcsaIp: { name: 'dcsa:ip', limit: 300, windowSec: 60 },
  dcsaKey: { name: 'dcsa:key', limit: 120, windowSec: 60 },
} as const satisfies Record<string, LimitRule>;

/**
 * The per-account slow-down of logins: after `freeFailures` failures of an account in its window
 * (LIMITS.loginAccount, an hour), a browser that never logged in to it gets one attempt per
 * `delaySeconds(failures)` seconds for the whole account, wherever the attempts come from: 5 s up
 * to 10 failures, 15 s up to 20, then 60 s. About 80 guesses an hour per account at most.
 */
export const LOGIN_SLOWDOWN = {
  freeFailures: 5,
  delaySeconds(failures: number): number {
    if (failures <= this.freeFailures) return 0;
    return failures <= 10 ? 5 : failures <= 20 ? 15 : 60;
  },
} as const;
