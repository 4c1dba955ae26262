import 'server-only';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ZodError, type z } from 'zod';
import { chinaDate } from '../../businessTime';
import type { StaffSpotOffer, spotOfferInput } from '../../contracts/spot';
import { audit, type Actor } from '../audit';
import type { Db } from '../db';
import { carriers, ports, spotOffers } from '../db/schema';
import { ApiError } from '../errors';
import type { Locale, OfferRow } from './common';
import { describeOffers } from './offers';

// Staff's space inventory: the offers of a company, created and edited (spec §8, permission `orders`).

const offerAudit = (o: OfferRow) => ({
  carrierCode: o.carrierCode,
  polCode: o.polCode,
  podCode: o.podCode,
  etd: o.etd,
  vessel: o.vessel,
  voyage: o.voyage,
  containerType: o.containerType,
  totalQuantity: o.totalQuantity,
  remaining: o.remaining,
  price: o.price,
  prepaidFee: o.prepaidFee,
  deadSpaceFee: o.deadSpaceFee,
  published: o.published,
});

async function describeStaffOffers(db: Db, companyId: number, rows: OfferRow[], locale: Locale): Promise<StaffSpotOffer[]> {
  const described = await describeOffers(db, companyId, rows, locale);
  return described.map((d, i) => ({ ...d, published: rows[i]!.published, held: rows[i]!.totalQuantity - rows[i]!.remaining }));
}

/** The company's offers for staff (open: ETD today or later), latest ETD first. */
export async function listStaffOffers(
  db: Db,
  p: { companyId: number; locale: Locale; now?: Date },
  q: { scope: 'open' | 'all'; page: number; pageSize: number },
): Promise<{ rows: StaffSpotOffer[]; total: number }> {
  const where = and(eq(spotOffers.companyId, p.companyId), q.scope === 'open' ? gte(spotOffers.etd, chinaDate(p.now)) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(spotOffers).where(where).orderBy(desc(spotOffers.etd), desc(spotOffers.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(spotOffers).where(where),
  ]);
  return { rows: await describeStaffOffers(db, p.companyId, rows, p.locale), total: total?.n ?? 0 };
}

/**
 * Creates or edits an offer. The carrier and both ports must be known (ports of this company); a
 * new offer cannot sail in the past. On an edit the remaining quantity moves by exactly the change
 * of the total, in one conditional update that never lets it fall below 0 — so what reservations
 * hold (total − remaining) stays what it was, whatever reservations run at the same time.
 */
export async function saveOffer(
  db: Db,
  p: { companyId: number; actor: Actor; locale: Locale; now?: Date },
  input: z.output<typeof spotOfferInput>,
): Promise<StaffSpotOffer> {
  const companyId = p.companyId;
  const [found, carrier] = await Promise.all([
    db.select({ code: ports.code }).from(ports).where(and(eq(ports.companyId, companyId), inArray(ports.code, [input.polCode, input.podCode]))),
    db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, input.carrierCode)).limit(1),
  ]);
  const issues: ZodError['issues'] = [];
  const issue = (path: string, message: string, params?: Record<string, string | number>) => issues.push({ code: 'custom', path: [path], message, params, input: undefined });
  if (!found.some((r) => r.code === input.polCode)) issue('polCode', 'portUnknown');
  if (!found.some((r) => r.code === input.podCode)) issue('podCode', 'portUnknown');
  if (!carrier[0]) issue('carrierCode', 'carrierUnknown');
  if (!input.id && input.etd < chinaDate(p.now)) issue('etd', 'etdPast');
  if (issues.length) throw new ZodError(issues);
  const values = {
    carrierCode: input.carrierCode,
    polCode: input.polCode,
    podCode: input.podCode,
    etd: input.etd,
    vessel: input.vessel,
    voyage: input.voyage,
    containerType: input.containerType,
    price: input.price,
    prepaidFee: input.prepaidFee,
    deadSpaceFee: input.deadSpaceFee,
    published: input.published,
  };
  try {
    return await db.transaction(async (tx) => {
      if (!input.id) {
        const [row] = await tx
          .insert(spotOffers)
          .values({ companyId, ...values, totalQuantity: input.totalQuantity, remaining: input.totalQuantity })
          .returning();
        if (!row) throw new Error('offer insert returned nothing');
        await audit(tx, p.actor, { action: 'spotOffer.create', entity: 'spot_offer', entityId: row.id, summary: offerSummary(row), before: null, after: offerAudit(row) });
        return (await describeStaffOffers(tx, companyId, [row], p.locale))[0]!;
      }
      const [before] = await tx
        .select()
        .from(spotOffers)
        .where(and(eq(spotOffers.id, input.id), eq(spotOffers.companyId, companyId)))
        .for('update')
        .limit(1);
      if (!before) throw new ApiError(404, 'spotOfferNotFound');
      const [row] = await tx
        .update(spotOffers)
        .set({ ...values, totalQuantity: input.totalQuantity, remaining: sql`${spotOffers.remaining} + (${input.totalQuantity}::int - ${spotOffers.totalQuantity})` })
        .where(and(eq(spotOffers.id, input.id), sql`${spotOffers.remaining} + (${input.totalQuantity}::int - ${spotOffers.totalQuantity}) >= 0`))
        .returning();
      if (!row) {
        const [now] = await tx.select({ total: spotOffers.totalQuantity, remaining: spotOffers.remaining }).from(spotOffers).where(eq(spotOffers.id, input.id));
        throw new ZodError([{ code: 'custom', path: ['totalQuantity'], message: 'quantityBelowHeld', params: { min: now ? now.total - now.remaining : 0 }, input: undefined }]);
      }
      await audit(tx, p.actor, { action: 'spotOffer.update', entity: 'spot_offer', entityId: row.id, summary: offerSummary(row), before: offerAudit(before), after: offerAudit(row) });
      return (await describeStaffOffers(tx, companyId, [row], p.locale))[0]!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'spotOfferDuplicate');
    throw error;
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; cause?: unknown };
  return e.code === '23505' || /unique/i.test(String((e as { message?: unknown }).message)) || (e.cause !== undefined && e.cause !== error && isUniqueViolation(e.cause));
};

const offerSummary = (o: OfferRow) => `${o.carrierCode} ${o.polCode}→${o.podCode} ${o.etd} ${o.containerType} ×${o.totalQuantity}`;
