import 'server-only';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chinaDateTime } from '../businessTime';
import type { MyRateAlert } from '../contracts/subscriptions';
import { normalizeEmail } from '../email';
import type { Db } from './db';
import { ports, rateSubscriptions } from './db/schema';
import { ApiError } from './errors';
import { findPort } from './ports';

/*
 * "My alerts" (the workspace): the rate alerts subscribed with the logged-in user's own account
 * email — proven at registration or by a code, so the user holds that mailbox — whoever saved them
 * (a visitor's form, a manage link, this account). Only those: an id of any other address is not
 * found, for reading and for every change. A user without an account email has none here.
 * Pausing keeps the lane and its confirmation and mails nothing until resumed (rateAlerts.ts);
 * what the alert mails then still follows the address's rate access when it is sent.
 */

export type AlertOwner = { companyId: number; userId: number; /** the account's own email, as stored (null: none) */ email: string | null };

const origin = alias(ports, 'origin');
const destination = alias(ports, 'destination');
const portOf = (p: typeof origin | typeof destination) => ({
  id: p.id,
  code: p.code,
  nameCn: p.nameCn,
  nameEn: p.nameEn,
  countryName: p.countryName,
  countryNameEn: p.countryNameEn,
  logo: p.logo,
});

function mine(owner: AlertOwner) {
  if (!owner.email) return null;
  return and(eq(rateSubscriptions.companyId, owner.companyId), eq(rateSubscriptions.subscribeEmail, normalizeEmail(owner.email)));
}

async function select(db: Db, owner: AlertOwner, id?: number): Promise<MyRateAlert[]> {
  const where = mine(owner);
  if (!where) return [];
  const rows = await db
    .select({ row: rateSubscriptions, origin: portOf(origin), destination: portOf(destination) })
    .from(rateSubscriptions)
    .innerJoin(origin, eq(origin.id, rateSubscriptions.portStartId))
    .innerJoin(destination, eq(destination.id, rateSubscriptions.portEndId))
    .where(id === undefined ? where : and(where, eq(rateSubscriptions.id, id)))
    .orderBy(desc(rateSubscriptions.createdAt), asc(rateSubscriptions.id));
  return rows.map(({ row, origin: o, destination: d }) => ({
    id: row.id,
    subscribeEmail: row.subscribeEmail,
    portStartId: row.portStartId,
    portEndId: row.portEndId,
    origin: o,
    destination: d,
    paused: row.pausedAt !== null,
    createdAt: chinaDateTime(row.createdAt),
  }));
}

/** GET /websubMaskFcl/mine: the rate alerts of the caller's own account email, newest first. */
export function listMyRateAlerts(db: Db, owner: AlertOwner): Promise<MyRateAlert[]> {
  return select(db, owner);
}

async function one(db: Db, owner: AlertOwner, id: number): Promise<MyRateAlert> {
  const [row] = await select(db, owner, id);
  if (!row) throw new ApiError(404, 'subscriptionNotFound');
  return row;
}

/**
 * POST /websubMaskFcl/changeMine: another lane for one of them. The ports must be the company's
 * own origin and destination; a lane the address already has is refused (409), never merged.
 * The mailbox is the account's own, so the alert counts as confirmed.
 */
export async function changeMyRateAlertLane(db: Db, owner: AlertOwner, input: { id: number; portStartId: number; portEndId: number }): Promise<MyRateAlert> {
  const where = mine(owner);
  if (!where) throw new ApiError(404, 'subscriptionNotFound');
  const [start, end] = await Promise.all([findPort(owner.companyId, input.portStartId), findPort(owner.companyId, input.portEndId)]);
  if (!start?.isOrigin) throw new ApiError(422, 'subscriptionOriginInvalid');
  if (!end?.isDestination) throw new ApiError(422, 'subscriptionDestinationInvalid');
  if (input.portStartId === input.portEndId) throw new ApiError(422, 'subscriptionSamePorts');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(rateSubscriptions).where(and(where, eq(rateSubscriptions.id, input.id))).limit(1).for('update');
    if (!row) throw new ApiError(404, 'subscriptionNotFound');
    if (row.portStartId === input.portStartId && row.portEndId === input.portEndId) return;
    const [twin] = await tx
      .select({ id: rateSubscriptions.id })
      .from(rateSubscriptions)
      .where(and(where, eq(rateSubscriptions.portStartId, input.portStartId), eq(rateSubscriptions.portEndId, input.portEndId), ne(rateSubscriptions.id, input.id)))
      .limit(1);
    if (twin) throw new ApiError(409, 'alertLaneTaken');
    const now = new Date();
    await tx
      .update(rateSubscriptions)
      .set({ portStartId: input.portStartId, portEndId: input.portEndId, confirmedAt: row.confirmedAt ?? now, updatedAt: now })
      .where(eq(rateSubscriptions.id, row.id));
  });
  return one(db, owner, input.id);
}

/** POST /websubMaskFcl/pauseMine: pause (nothing is mailed) or resume one of them. */
export async function pauseMyRateAlert(db: Db, owner: AlertOwner, id: number, paused: boolean): Promise<MyRateAlert> {
  const where = mine(owner);
  if (!where) throw new ApiError(404, 'subscriptionNotFound');
  const now = new Date();
  const done = await db
    .update(rateSubscriptions)
    .set(paused ? { pausedAt: now, updatedAt: now } : { pausedAt: null, updatedAt: now })
    .where(and(where, eq(rateSubscriptions.id, id)))
    .returning({ id: rateSubscriptions.id });
  if (!done.length) throw new ApiError(404, 'subscriptionNotFound');
  return one(db, owner, id);
}

/** POST /websubMaskFcl/deleteMine: delete one of them. */
export async function deleteMyRateAlert(db: Db, owner: AlertOwner, id: number): Promise<void> {
  const where = mine(owner);
  if (!where) throw new ApiError(404, 'subscriptionNotFound');
  const gone = await db.delete(rateSubscriptions).where(and(where, eq(rateSubscriptions.id, id))).returning({ id: rateSubscriptions.id });
  if (!gone.length) throw new ApiError(404, 'subscriptionNotFound');
}
