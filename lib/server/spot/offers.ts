import 'server-only';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { chinaDate } from '../../businessTime';
import { SPOT_AMOUNT_FIELDS, type PublicSpotOffer, type SpotGate, type SpotOffer, type SpotOfferView } from '../../contracts/spot';
import type { Db } from '../db';
import { carriers, ports, spotOffers } from '../db/schema';
import { ApiError } from '../errors';
import { gateMessage, rateAccessFor, type RateCaller } from '../rates';
import type { Locale, OfferRow } from './common';

// Spot offers as callers see them: open offers of a company, their amounts only for full rate access.

export async function describeOffers(db: Db, companyId: number, rows: OfferRow[], locale: Locale): Promise<SpotOffer[]> {
  if (!rows.length) return [];
  const codes = [...new Set(rows.flatMap((r) => [r.polCode, r.podCode]))];
  const [portRows, carrierRows] = await Promise.all([
    db.select({ code: ports.code, nameCn: ports.nameCn, nameEn: ports.nameEn }).from(ports).where(and(eq(ports.companyId, companyId), inArray(ports.code, codes))),
    db.select().from(carriers).where(inArray(carriers.code, [...new Set(rows.map((r) => r.carrierCode))])),
  ]);
  const portName = (code: string) => {
    const p = portRows.find((x) => x.code === code);
    return p ? (locale === 'en' ? p.nameEn : p.nameCn) : code;
  };
  return rows.map((r) => {
    const c = carrierRows.find((x) => x.code === r.carrierCode);
    return {
      id: r.id,
      carrierCode: r.carrierCode,
      carrierName: c ? (locale === 'en' ? c.shortName || c.nameEn : c.nameCn) : r.carrierCode,
      polCode: r.polCode,
      polName: portName(r.polCode),
      podCode: r.podCode,
      podName: portName(r.podCode),
      etd: r.etd,
      vessel: r.vessel,
      voyage: r.voyage,
      containerType: r.containerType,
      totalQuantity: r.totalQuantity,
      remaining: r.remaining,
      price: r.price,
      prepaidFee: r.prepaidFee,
      deadSpaceFee: r.deadSpaceFee,
    };
  });
}


/** An offer without its amounts (what every caller without full rate access gets). */
export function publicOffer(o: SpotOffer): PublicSpotOffer {
  const out = { ...o } as Partial<SpotOffer>;
  for (const f of SPOT_AMOUNT_FIELDS) delete out[f];
  return out as PublicSpotOffer;
}

/** Who asks for offers: the rate gate decides whether the amounts come along (spec §6: an offer is a rate). */
export type OfferCaller = RateCaller & { locale: Locale };

/** The caller's rate access and, without full access, the rate list's gate text. */
async function offerGate(db: Db, caller: OfferCaller): Promise<SpotGate> {
  const access = await rateAccessFor(db, caller.company, caller.session);
  return { access, message: gateMessage(caller.t, access) };
}

/** Open offers of a company: published, sailing today or later, soonest first; amounts for full rate access only. */
export async function listOffers(db: Db, caller: OfferCaller, now?: Date): Promise<{ rows: SpotOfferView[]; data: SpotGate }> {
  const companyId = caller.company.companyId;
  const [gate, rows] = await Promise.all([
    offerGate(db, caller),
    db
      .select()
      .from(spotOffers)
      .where(and(eq(spotOffers.companyId, companyId), eq(spotOffers.published, true), gte(spotOffers.etd, chinaDate(now))))
      .orderBy(asc(spotOffers.etd), asc(spotOffers.id)),
  ]);
  const offers = await describeOffers(db, companyId, rows, caller.locale);
  return { rows: gate.access === 'full' ? offers : offers.map(publicOffer), data: gate };
}

/** One open offer of the company, with its amounts for full rate access only, and the gate. */
export async function getOffer(db: Db, caller: OfferCaller, id: number): Promise<SpotOfferView & SpotGate> {
  const companyId = caller.company.companyId;
  const [row] = await db
    .select()
    .from(spotOffers)
    .where(and(eq(spotOffers.id, id), eq(spotOffers.companyId, companyId), eq(spotOffers.published, true)))
    .limit(1);
  if (!row) throw new ApiError(404, 'spotOfferNotFound');
  const gate = await offerGate(db, caller);
  const offer = (await describeOffers(db, companyId, [row], caller.locale))[0]!;
  return { ...(gate.access === 'full' ? offer : publicOffer(offer)), ...gate };
}
