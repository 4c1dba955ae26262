import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from './errors';
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
};

/** A refused request: 429 with Retry-After. */
export class RateLimitError extends ApiError {
  constructor(readonly retryAfter: number) {
    super(429, 'tooManyRequests');
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
  for (const rule of rules) {
    const start = windowStart(rule.windowSec);
    const count = await guarded('add', () => limiterStore.add(companyId, bucketOf(rule, rule.key), start, 1));
    if (count > rule.limit) {
      retryAfter = Math.max(retryAfter, Math.ceil((start.getTime() + rule.windowSec * 1000 - Date.now()) / 1000));
    }
  }
  // Old windows are dropped by the sweep.rateLimits job.
  if (retryAfter > 0) throw new RateLimitError(retryAfter);
}

/** Gives back one count (e.g. a login that succeeded: only failures should use up the allowance). */
export async function refund(companyId: number, rules: readonly (LimitRule & { key: string })[]): Promise<void> {
  for (const rule of rules) {
    await guarded('refund', () => limiterStore.add(companyId, bucketOf(rule, rule.key), windowStart(rule.windowSec), -1));
  }
}

/** Limits of the account endpoints (per company). */
export const LIMITS = {
  loginAccount: { name: 'login:acct', limit: 5, windowSec: 15 * 60 },
  loginIp: { name: 'login:ip', limit: 30, windowSec: 15 * 60 },
  staffLoginAccount: { name: 'staff-login:acct', limit: 5, windowSec: 15 * 60 },
  staffLoginIp: { name: 'staff-login:ip', limit: 30, windowSec: 15 * 60 },
  sendCodeAccount: { name: 'code:acct', limit: 5, windowSec: 60 * 60 },
  sendCodeIp: { name: 'code:ip', limit: 20, windowSec: 60 * 60 },
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
} as const satisfies Record<string, LimitRule>;
