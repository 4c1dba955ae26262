import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { SavedSubscription } from '../contracts/subscriptions';
import { ApiError } from './errors';
import type { Db } from './db';
import { rateSubscriptions } from './db/schema';
import { findPort } from './ports';

export type SubscriptionOwner = { companyId: number; userId: number | null };
export type SubscriptionInput = { id?: number | null; subscribeEmail: string; portStartId: number; portEndId: number };

/** Addresses are compared and stored trimmed and lower-cased, so one mailbox has one row per lane. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function checkLane(companyId: number, portStartId: number, portEndId: number): Promise<void> {
  const [start, end] = await Promise.all([findPort(companyId, portStartId), findPort(companyId, portEndId)]);
  if (!start?.isOrigin) throw new ApiError(422, 'subscriptionOriginInvalid');
  if (!end?.isDestination) throw new ApiError(422, 'subscriptionDestinationInvalid');
  if (portStartId === portEndId) throw new ApiError(422, 'subscriptionSamePorts');
}

/**
 * POST /websubMaskFcl/saveSubMaskFcl. Creates or updates a rate alert of one company:
 * - both ports must be the company's own, an origin and a destination;
 * - the same address and lane again refreshes the existing row (never a duplicate);
 * - with an id, only that row is changed, and only when it is the caller's: a row of this company,
 *   of this user when logged in, and (for a visitor) one no user owns; if the edit lands on a lane
 *   the address already has, the edited row is dropped in favour of that one.
 * A logged-in caller's user id is attached to the row.
 */
export async function saveSubscription(db: Db, owner: SubscriptionOwner, input: SubscriptionInput): Promise<SavedSubscription> {
  const { companyId, userId } = owner;
  const email = normalizeEmail(input.subscribeEmail);
  await checkLane(companyId, input.portStartId, input.portEndId);
  const now = new Date();
  const lane = { subscribeEmail: email, portStartId: input.portStartId, portEndId: input.portEndId };
  const sameLane = and(
    eq(rateSubscriptions.companyId, companyId),
    eq(rateSubscriptions.subscribeEmail, email),
    eq(rateSubscriptions.portStartId, input.portStartId),
    eq(rateSubscriptions.portEndId, input.portEndId),
  );

  if (input.id) {
    const id = input.id;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(rateSubscriptions)
        .where(and(eq(rateSubscriptions.id, id), eq(rateSubscriptions.companyId, companyId)))
        .limit(1)
        .for('update');
      const mine = row && row.userId === userId;
      if (!row || !mine) throw new ApiError(404, 'subscriptionNotFound');
      const [twin] = await tx
        .select({ id: rateSubscriptions.id })
        .from(rateSubscriptions)
        .where(and(sameLane, ne(rateSubscriptions.id, id)))
        .limit(1);
      if (twin) {
        // The address already has this lane: keep that row, drop the caller's edited one.
        await tx.delete(rateSubscriptions).where(eq(rateSubscriptions.id, id));
        await tx.update(rateSubscriptions).set({ updatedAt: now }).where(eq(rateSubscriptions.id, twin.id));
        return { id: twin.id, ...lane, created: false };
      }
      const [saved] = await tx
        .update(rateSubscriptions)
        .set({ ...lane, updatedAt: now })
        .where(eq(rateSubscriptions.id, id))
        .returning();
      if (!saved) throw new ApiError(404, 'subscriptionNotFound');
      return { id: saved.id, ...lane, created: false };
    });
  }

  // One statement, so two identical submits at once still leave one row (the unique index decides).
  const [saved] = await db
    .insert(rateSubscriptions)
    .values({ companyId, userId, ...lane, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [rateSubscriptions.companyId, rateSubscriptions.subscribeEmail, rateSubscriptions.portStartId, rateSubscriptions.portEndId],
      // A visitor's repeat keeps the owner the row already has; a user's claims it.
      set: userId === null ? { updatedAt: now } : { updatedAt: now, userId },
    })
    .returning();
  if (!saved) throw new Error('rate subscription upsert returned nothing');
  return { id: saved.id, ...lane, created: saved.createdAt.getTime() === now.getTime() };
}
