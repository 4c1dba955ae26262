import 'server-only';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TrackingResult, TrackingSubscribe, TrackingSubscription, TrackingType } from '../../contracts/tracking';
import { looksLikeContainerNo, normalizeContainerNo } from '../../tracking/iso6346';
import type { Db } from '../db';
import { trackingNotices, trackingSubscriptions } from '../db/schema';
import { ApiError } from '../errors';
import { cnTime } from './builtin';
import { trackWithProviders, type TrackingLookup } from './providers';

export { trackingProviders, type TrackingProvider } from './providers';

/** The number as stored: no spaces, upper case. */
export const normalizeRef = (no: string) => normalizeContainerNo(no);

/** The lookups a search tries: what was asked, or for `auto` a container when it looks like one, else a bill, then a house bill. */
function lookups(type: TrackingType | 'auto', no: string): TrackingLookup[] {
  const n = normalizeRef(no);
  if (type !== 'auto') return [{ type, no: n }];
  return looksLikeContainerNo(n) ? [{ type: 'container', no: n }] : [{ type: 'bill', no: n }, { type: 'hbl', no: n }];
}

/** A tracking answer for a number of this company, with the caller's subscription time; null when nobody knows the number. */
export async function track(db: Db, companyId: number, q: { type: TrackingType | 'auto'; no: string }, userId: number | null = null): Promise<TrackingResult | null> {
  for (const lookup of lookups(q.type, q.no)) {
    const found = await trackWithProviders(db, companyId, lookup);
    if (!found) continue;
    let subscribeTime: string | null = null;
    if (userId) {
      const [s] = await db
        .select({ at: trackingSubscriptions.createdAt })
        .from(trackingSubscriptions)
        .where(and(eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId), eq(trackingSubscriptions.refType, found.type), eq(trackingSubscriptions.refNo, found.no)));
      subscribeTime = s ? cnTime(s.at) : null;
    }
    return { ...found, subscribeTime };
  }
  return null;
}

/** Subscriptions one user may hold. */
export const MAX_TRACKING_SUBSCRIPTIONS = 100;

const view = (r: typeof trackingSubscriptions.$inferSelect): TrackingSubscription => ({
  id: r.id,
  type: r.refType as TrackingType,
  no: r.refNo,
  email: r.email,
  delayHours: r.delayHours,
  createdAt: cnTime(r.createdAt),
});

/**
 * Subscribes a user to a number it can track. What is already known counts as told (only events
 * that arrive later are mailed); a house bill may also ask for delay alerts. Subscribing again
 * updates the address and the delay threshold.
 */
export async function subscribeTracking(db: Db, caller: { companyId: number; userId: number; locale: 'cn' | 'en' }, input: TrackingSubscribe): Promise<TrackingSubscription> {
  const found = await track(db, caller.companyId, { type: input.type, no: input.no });
  if (!found) throw new ApiError(404, 'trackingNotFound');
  const delayHours = found.type === 'hbl' ? (input.delayHours ?? null) : null;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: trackingSubscriptions.id })
      .from(trackingSubscriptions)
      .where(and(eq(trackingSubscriptions.companyId, caller.companyId), eq(trackingSubscriptions.userId, caller.userId), eq(trackingSubscriptions.refType, found.type), eq(trackingSubscriptions.refNo, found.no)));
    if (!existing) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(trackingSubscriptions).where(and(eq(trackingSubscriptions.companyId, caller.companyId), eq(trackingSubscriptions.userId, caller.userId)));
      if (n >= MAX_TRACKING_SUBSCRIPTIONS) throw new ApiError(409, 'trackingSubscriptionLimit', '0', { values: { max: MAX_TRACKING_SUBSCRIPTIONS } });
    }
    const values = { companyId: caller.companyId, userId: caller.userId, refType: found.type, refNo: found.no, email: input.email.trim(), delayHours, locale: caller.locale };
    const [row] = existing
      ? await tx.update(trackingSubscriptions).set(values).where(eq(trackingSubscriptions.id, existing.id)).returning()
      : await tx.insert(trackingSubscriptions).values(values).returning();
    if (!row) throw new Error('subscription write returned nothing');
    if (found.events.length) {
      await tx
        .insert(trackingNotices)
        .values(found.events.map((e) => ({ subscriptionId: row.id, key: `event:${e.id}` })))
        .onConflictDoNothing();
    }
    return view(row);
  });
}

export async function listTrackingSubscriptions(db: Db, companyId: number, userId: number): Promise<TrackingSubscription[]> {
  const rows = await db
    .select()
    .from(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId)))
    .orderBy(desc(trackingSubscriptions.createdAt), asc(trackingSubscriptions.id));
  return rows.map(view);
}

/** Only the owner may end a subscription; anyone else's id is not found. */
export async function unsubscribeTracking(db: Db, companyId: number, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.id, id), eq(trackingSubscriptions.companyId, companyId), eq(trackingSubscriptions.userId, userId)))
    .returning({ id: trackingSubscriptions.id });
  if (!gone.length) throw new ApiError(404, 'notFound');
}
