import 'server-only';
import { and, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { jobs, knownDevices, passwordResetTokens, qrLoginTickets, rateLimitHits, sessions, staffSessions, subscriptionTokens, verificationCodes } from '../db/schema';

/*
 * Deletes what has expired, and nothing else. Each sweep answers how many rows it removed.
 * Grace periods keep a row while it can still explain a failure to its owner (a QR ticket that
 * "expired" rather than "does not exist").
 */

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const HOUR = 3600;
const DAY = 24 * HOUR;

async function removed(q: Promise<unknown[]>): Promise<number> {
  return (await q).length;
}

export const sweepSessions = async (db: Db) =>
  (await removed(db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id }))) +
  (await removed(db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`)).returning({ id: staffSessions.id }))) +
  (await removed(db.delete(knownDevices).where(lt(knownDevices.expiresAt, sql`now()`)).returning({ id: knownDevices.tokenHash })));

/** QR tickets an hour past their expiry (until then a late poll reads "expired"). */
export const sweepQrTickets = (db: Db) =>
  removed(db.delete(qrLoginTickets).where(lt(qrLoginTickets.expiresAt, ago(HOUR))).returning({ id: qrLoginTickets.id }));

/** One-time codes, mailed-link tokens and subscription manage links past their expiry: they can no longer be used. */
export const sweepCodes = async (db: Db) =>
  (await removed(db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, sql`now()`)).returning({ id: verificationCodes.id }))) +
  (await removed(db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`)).returning({ id: passwordResetTokens.id }))) +
  (await removed(db.delete(subscriptionTokens).where(lt(subscriptionTokens.expiresAt, sql`now()`)).returning({ id: subscriptionTokens.id })));

/** Rate-limit windows that started over two days ago (the longest window is a day). */
export const sweepRateLimits = (db: Db) =>
  removed(db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, ago(2 * DAY))).returning({ bucket: rateLimitHits.bucket }));

/** Finished one-off jobs after a week (recurring rows stay: they are the schedule). */
export const sweepJobs = (db: Db) =>
  removed(
    db
      .delete(jobs)
      .where(and(ne(jobs.status, 'queued'), sql`${jobs.everySeconds} is null`, isNotNull(jobs.updatedAt), lt(jobs.updatedAt, ago(7 * DAY))))
      .returning({ id: jobs.id }),
  );
