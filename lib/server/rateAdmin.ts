import 'server-only';
import { and, eq } from 'drizzle-orm';
import { PRICE_KEYS } from '../contracts/rates';
import type { z } from 'zod';
import type { saveRateInput } from '../contracts/rates';
import type { LinkSite } from './auth/origin';
import type { Db } from './db';
import { ports, rateAccessGrants, ratePriceHistory, rates, users } from './db/schema';
import { ApiError } from './errors';
import { enqueueJob } from './jobs/runner';
import { bumpRatesVersion } from './rates';

export type SaveRate = z.output<typeof saveRateInput>;
export type StaffActor = { staffId: number | null; name: string };

/** The job that mails rate alerts of a lane after a rate on it was added or repriced (lib/server/rateAlerts.ts). */
export const RATE_ALERT_JOB = 'rates.alert';

const mask = (days: number[]) => days.reduce((m, d) => m | (1 << (d - 1)), 0);

async function checkPorts(db: Db, companyId: number, input: SaveRate): Promise<void> {
  const ids = [input.portStartId, input.portEndId, ...(input.viaPortId ? [input.viaPortId] : [])];
  for (const id of ids) {
    const [p] = await db.select({ id: ports.id }).from(ports).where(and(eq(ports.id, id), eq(ports.companyId, companyId))).limit(1);
    if (!p) throw new ApiError(404, 'notFound');
  }
}

/**
 * POST /staff/rates/save: creates or changes a rate of the company. Price changes are recorded in
 * rate_price_history (who, when, old, new); a new rate or changed prices queue the lane's rate
 * alert job in the same transaction, so the alert exists exactly when the change does.
 */
export async function saveRate(db: Db, companyId: number, actor: StaffActor, input: SaveRate, site?: LinkSite): Promise<{ id: number; priceChanged: boolean }> {
  const keys = PRICE_KEYS[input.kind];
  const unknown = Object.keys(input.prices).filter((k) => !keys.includes(k));
  if (unknown.length || !keys.some((k) => k in input.prices)) throw new ApiError(422, 'invalidInput');
  if (input.validTo < input.validFrom) throw new ApiError(422, 'invalidInput');
  await checkPorts(db, companyId, input);
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
  return db.transaction(async (tx) => {
    let id: number;
    let oldPrices: Record<string, number> | null = null;
    if (input.id) {
      const [old] = await tx.select().from(rates).where(and(eq(rates.id, input.id), eq(rates.companyId, companyId))).limit(1).for('update');
      if (!old) throw new ApiError(404, 'rateNotFound');
      oldPrices = old.prices;
      await tx.update(rates).set(values).where(eq(rates.id, old.id));
      id = old.id;
    } else {
      const [created] = await tx.insert(rates).values(values).returning({ id: rates.id });
      id = created!.id;
    }
    const changed = !oldPrices || JSON.stringify(oldPrices) !== JSON.stringify(input.prices);
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
    await bumpRatesVersion(tx, companyId);
    return { id, priceChanged: changed };
  });
}

/** POST /staff/rates/access: grants or withdraws a user's rate access (programJurisdictionFlag). */
export async function setRateAccess(db: Db, companyId: number, actor: StaffActor, userId: number, granted: boolean): Promise<void> {
  const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId))).limit(1);
  if (!u) throw new ApiError(404, 'userNotFound');
  if (granted) {
    await db.insert(rateAccessGrants).values({ companyId, userId, grantedByStaffId: actor.staffId }).onConflictDoNothing();
  } else {
    await db.delete(rateAccessGrants).where(and(eq(rateAccessGrants.companyId, companyId), eq(rateAccessGrants.userId, userId)));
  }
}
