import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { PRICE_KEYS } from '../contracts/rates';
import { ZodError, type z } from 'zod';
import type { saveRateInput } from '../contracts/rates';
import type { LinkSite } from './auth/origin';
import type { Db } from './db';
import { carriers, ports, rateAccessGrants, ratePriceHistory, rates, users } from './db/schema';
import { audit, type Actor } from './audit';
import { ApiError } from './errors';
import { enqueueJob } from './jobs/runner';
import { bumpRatesVersion } from './rates';

export type SaveRate = z.output<typeof saveRateInput>;
export type StaffActor = { staffId: number | null; name: string };

/** The job that mails rate alerts of a lane after a rate on it was added or repriced (lib/server/rateAlerts.ts). */
export const RATE_ALERT_JOB = 'rates.alert';

/** Same keys and values, whatever their order (jsonb keeps keys in its own order). */
const samePrices = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const mask = (days: number[]) => days.reduce((m, d) => m | (1 << (d - 1)), 0);

/**
 * Every row a rate names must exist before it is written (a foreign-key violation would be a 500):
 * its ports are this company's (404 otherwise, as for any other company's row), its carrier a
 * known one (422 on the field).
 */
export async function checkReferences(db: Db, companyId: number, input: SaveRate): Promise<void> {
  const portIds = [input.portStartId, input.portEndId, ...(input.viaPortId ? [input.viaPortId] : [])];
  const [known, carrier] = await Promise.all([
    db.select({ id: ports.id }).from(ports).where(and(eq(ports.companyId, companyId), inArray(ports.id, portIds))),
    input.carrierId != null ? db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, input.carrierId)).limit(1) : null,
  ]);
  if (portIds.some((id) => !known.some((p) => p.id === id))) throw new ApiError(404, 'notFound');
  if (carrier && !carrier[0]) throw new ZodError([{ code: 'custom', path: ['carrierId'], message: 'carrierUnknown', input: input.carrierId }]);
}

/** What a rate looked like before or after a change, for the audit log. */
export type RateState = Pick<
  typeof rates.$inferSelect,
  'polId' | 'podId' | 'carrierId' | 'transit' | 'viaPortId' | 'transitDays' | 'validFrom' | 'validTo' | 'currency' | 'prices' | 'billFee' | 'cutoffWeekday' | 'sailingDays' | 'spaceStatus' | 'remark'
>;
const stateOf = (r: RateState): RateState => ({
  polId: r.polId,
  podId: r.podId,
  carrierId: r.carrierId,
  transit: r.transit,
  viaPortId: r.viaPortId,
  transitDays: r.transitDays,
  validFrom: r.validFrom,
  validTo: r.validTo,
  currency: r.currency,
  prices: r.prices,
  billFee: r.billFee,
  cutoffWeekday: r.cutoffWeekday,
  sailingDays: r.sailingDays,
  spaceStatus: r.spaceStatus,
  remark: r.remark,
});

export type WrittenRate = { id: number; created: boolean; priceChanged: boolean; before: RateState | null; after: RateState };

/**
 * Creates or changes one rate inside the caller's transaction (ports and carrier already checked). A new rate
 * or changed prices are recorded in rate_price_history (who, when, old, new) and queue the lane's
 * rate alert job in the same transaction, so the alert exists exactly when the change does.
 * `keepSurcharges`: a changed rate keeps its stored surcharges (the import has no column for them).
 */
export async function writeRate(tx: Db, companyId: number, actor: StaffActor, input: SaveRate, site?: LinkSite, keepSurcharges = false): Promise<WrittenRate> {
  const keys = PRICE_KEYS[input.kind];
  const unknown = Object.keys(input.prices).filter((k) => !keys.includes(k));
  if (unknown.length || !keys.some((k) => k in input.prices)) throw new ApiError(422, 'invalidInput');
  if (input.validTo < input.validFrom) throw new ApiError(422, 'invalidInput');
  const values = {
    companyId,
    kind: input.kind,
    polId: input.portStartId,
    podId: input.portEndId,
    carrierId: input.carrierId ?? null,
    coLoader: input.coLoader,
    route: input.route,
    routeEn: input.routeEn,
    routeCode: input.routeCode,
    transit: input.transit,
    viaPortId: input.transit === 'VIA' ? (input.viaPortId ?? null) : null,
    transitDays: input.transitDays,
    validFrom: input.validFrom,
    validTo: input.validTo,
    currency: input.currency,
    prices: input.prices,
    surcharges: input.surcharges,
    billFee: input.billFee,
    billFeeCurrency: input.billFeeCurrency,
    cutoffWeekday: input.cutoffWeekday,
    sailingDays: mask(input.sailingWeekdays),
    spaceStatus: input.spaceStatus,
    remark: input.remark,
    remarkEn: input.remarkEn,
    updatedAt: new Date(),
  };
  let id: number;
  let before: RateState | null = null;
  if (input.id) {
    const [old] = await tx.select().from(rates).where(and(eq(rates.id, input.id), eq(rates.companyId, companyId))).limit(1).for('update');
    if (!old) throw new ApiError(404, 'rateNotFound');
    before = stateOf(old);
    await tx
      .update(rates)
      .set(keepSurcharges ? { ...values, surcharges: old.surcharges } : values)
      .where(eq(rates.id, old.id));
    id = old.id;
  } else {
    const [created] = await tx.insert(rates).values(values).returning({ id: rates.id });
    id = created!.id;
  }
  const oldPrices = before?.prices ?? null;
  const changed = !oldPrices || !samePrices(oldPrices, input.prices);
  if (changed) {
    await tx.insert(ratePriceHistory).values({
      companyId,
      rateId: id,
      oldPrices,
      newPrices: input.prices,
      currency: input.currency,
      changedByStaffId: actor.staffId,
      changedByName: actor.name,
    });
    await enqueueJob(tx, RATE_ALERT_JOB, { companyId, rateId: id, oldPrices, newPrices: input.prices, ...(site ? { site } : {}) });
  }
  return { id, created: !input.id, priceChanged: changed, before, after: stateOf(values) };
}

/**
 * POST /staff/rates/save: creates or changes a rate of the company (see writeRate). When a staff
 * member acts (an Actor, as the route passes), the change is audited in its transaction; the seed
 * and tests write rates as the system, with no audit row.
 */
export async function saveRate(db: Db, companyId: number, actor: StaffActor | Actor, input: SaveRate, site?: LinkSite): Promise<{ id: number; priceChanged: boolean }> {
  await checkReferences(db, companyId, input);
  return db.transaction(async (tx) => {
    const written = await writeRate(tx, companyId, actor, input, site);
    await bumpRatesVersion(tx, companyId);
    if ('ip' in actor) {
      await audit(tx, actor, {
        action: written.created ? 'rate.create' : 'rate.update',
        entity: 'rate',
        entityId: written.id,
        summary: `${input.kind} ${input.portStartId}→${input.portEndId}${written.priceChanged ? ' (price)' : ''}`,
        before: written.before,
        after: written.after,
      });
    }
    return { id: written.id, priceChanged: written.priceChanged };
  });
}

/** POST /staff/rates/access: grants or withdraws a user's rate access (programJurisdictionFlag), audited. */
export async function setRateAccess(db: Db, actor: Actor, userId: number, granted: boolean): Promise<void> {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const [u] = await tx
      .select({ id: users.id, mobile: users.mobile, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
      .limit(1)
      .for('update');
    if (!u) throw new ApiError(404, 'userNotFound');
    const [had] = await tx
      .select({ at: rateAccessGrants.grantedAt })
      .from(rateAccessGrants)
      .where(and(eq(rateAccessGrants.companyId, companyId), eq(rateAccessGrants.userId, userId)))
      .limit(1);
    if (granted) {
      await tx.insert(rateAccessGrants).values({ companyId, userId, grantedByStaffId: actor.staffId }).onConflictDoNothing();
    } else {
      await tx.delete(rateAccessGrants).where(and(eq(rateAccessGrants.companyId, companyId), eq(rateAccessGrants.userId, userId)));
    }
    await audit(tx, actor, {
      action: granted ? 'rateAccess.grant' : 'rateAccess.withdraw',
      entity: 'user',
      entityId: userId,
      summary: u.mobile || u.email || String(userId),
      before: { rateAccess: Boolean(had) },
      after: { rateAccess: granted },
    });
  });
}
