import 'server-only';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { WEEKDAYS, type FullRate, type Quotation, type QuoteResult, type SalesContactRef } from '../contracts/rates';
import { quoteLcl } from '../rates/quote';
import { addDays, businessToday, chinaDate } from '../businessTime';
import { ymd } from '../schedules/time';
import type { ApiLocale } from './apiMessages';
import type { Db } from './db';
import { quotations } from './db/schema';
import { ApiError } from './errors';
import { getCompanySettings } from './company';
import { fullRateOf, rateAccessOfUser, refuseWithoutAccess, salesContactOf } from './rates';

export type LclCargoValues = { quantity: number; packageType: string; grossWeight: number; volume: number; customerType: 'peer' | 'direct' };

/** A quotation stays valid 14 days, never past its rate's validity. */
export const QUOTATION_VALID_DAYS = 14;

/** Today's date in China, the portal's business day (a quotation's number, sailing and validity count from it). */
const todayIso = () => chinaDate();

/**
 * The LCL rate a quotation is made from: the company's, LCL, and valid today, for a user who has
 * full rate access now (asked here, so no caller can price or issue a quotation past the gate; a
 * quotation issued before access was withdrawn stays the user's document: myQuotations, quotationOf).
 */
async function quotableRate(db: Db, companyId: number, userId: number, rateId: number): Promise<FullRate> {
  const company = await getCompanySettings(companyId);
  if (!company) throw new ApiError(404, 'rateNotFound');
  refuseWithoutAccess(await rateAccessOfUser(db, company, userId));
  const rate = await fullRateOf(companyId, rateId);
  if (rate.kind !== 'lcl') throw new ApiError(422, 'rateKindMismatch');
  if (rate.validTo < todayIso()) throw new ApiError(422, 'rateExpired');
  return rate;
}

function price(rate: FullRate, cargo: LclCargoValues): QuoteResult {
  return quoteLcl(
    {
      currency: rate.currency,
      prices: { perCbm: rate.prices.perCbm ?? 0, perTon: rate.prices.perTon ?? 0, minCharge: rate.prices.minCharge ?? 0 },
      surcharges: rate.surcharges,
      billFee: rate.billFee,
      billFeeCurrency: rate.billFeeCurrency,
    },
    { grossWeightKg: cargo.grossWeight, volumeCbm: cargo.volume },
  );
}

/** POST /webfreight/quote: the price of the cargo on a rate, computed here (a caller with full access only). */
export async function quote(db: Db, companyId: number, userId: number, rateId: number, cargo: LclCargoValues) {
  const rate = await quotableRate(db, companyId, userId, rateId);
  return { quote: price(rate, cargo), sales: await salesContactOf(db, companyId, userId) };
}

/** The next sailing day on or after `from` (a naive date; by default the business day) of a rate (weekday numbers 1 = MON). */
export function nextSailing(rate: Pick<FullRate, 'sailingWeekdays'>, from = businessToday()): Date {
  for (let i = 0; i < 8; i++) {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + i));
    const wd = ((d.getUTCDay() + 6) % 7) + 1;
    if (rate.sailingWeekdays.includes(wd)) return d;
  }
  return from;
}

/** ISO week number of a date. */
function isoWeek(d: Date): number {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 4 - (t.getUTCDay() || 7));
  return Math.ceil(((t.getTime() - Date.UTC(t.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
}

type Snapshot = {
  pol: FullRate['pol'];
  pod: FullRate['pod'];
  via: FullRate['via'];
  transit: FullRate['transit'];
  carrier: FullRate['carrier'];
  coLoader: string;
  routeCode: string;
  sailingWeekdays: number[];
  cutoffWeekday: number;
  etd: string;
  voyage: string;
  description: string;
  quote: QuoteResult;
  sales: SalesContactRef | null;
};

/** POST /webfreight/saveQuotation: prices the cargo, freezes the rate and the price, numbers it Q<yymmdd><nnnn>. */
export async function saveQuotation(db: Db, companyId: number, userId: number, rateId: number, cargo: LclCargoValues, description: string, locale: ApiLocale): Promise<Quotation> {
  const rate = await quotableRate(db, companyId, userId, rateId);
  const q = price(rate, cargo);
  const sales = await salesContactOf(db, companyId, userId);
  const etd = nextSailing(rate);
  const snapshot: Snapshot = {
    pol: rate.pol,
    pod: rate.pod,
    via: rate.via,
    transit: rate.transit,
    carrier: rate.carrier,
    coLoader: rate.coLoader,
    routeCode: rate.routeCode,
    sailingWeekdays: rate.sailingWeekdays,
    cutoffWeekday: rate.cutoffWeekday,
    etd: ymd(etd),
    voyage: `${String(etd.getUTCFullYear()).slice(2)}${String(isoWeek(etd)).padStart(2, '0')}${rate.routeCode ? ` ${rate.routeCode}` : ''}`,
    description,
    quote: q,
    sales,
  };
  const limit = addDays(todayIso(), QUOTATION_VALID_DAYS);
  const validTo = rate.validTo < limit ? rate.validTo : limit;
  const prefix = `Q${todayIso().slice(2).replaceAll('-', '')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const [n] = await tx.select({ n: count() }).from(quotations).where(and(eq(quotations.companyId, companyId), like(quotations.quotationNo, `${prefix}%`)));
        const quotationNo = `${prefix}${String((n?.n ?? 0) + 1).padStart(4, '0')}`;
        const [created] = await tx
          .insert(quotations)
          .values({ companyId, userId, quotationNo, rateId, cargo: { ...cargo }, snapshot: snapshot as unknown as Record<string, unknown>, validTo })
          .returning();
        return created!;
      });
      return toQuotation(row, locale);
    } catch (error) {
      // Two saves at once took the same number: the unique index refused one; take the next.
      if (attempt >= 4 || !String((error as { cause?: { code?: string }; code?: string })?.cause?.code ?? (error as { code?: string }).code).includes('23505')) throw error;
    }
  }
}

type Row = typeof quotations.$inferSelect;

const portName = (p: { nameCn: string; nameEn: string; code: string }, locale: ApiLocale) => `${locale === 'en' ? p.nameEn : p.nameCn} (${p.code})`;

/** A stored quotation in the caller's language (spec §3 "Quotation" columns). */
export function toQuotation(row: Row, locale: ApiLocale): Quotation {
  const s = row.snapshot as unknown as Snapshot;
  const c = row.cargo as unknown as LclCargoValues;
  const days = s.sailingWeekdays.map((d) => WEEKDAYS[d - 1]).join('/');
  return {
    id: row.id,
    quotation_no: row.quotationNo,
    carton: `${c.quantity} ${c.packageType}`,
    port_start: portName(s.pol, locale),
    port_end: portName(s.pod, locale),
    shipping: [s.carrier?.shortName, s.coLoader].filter(Boolean).join(' / '),
    schedule: `${days} · ETD ${s.etd}`,
    voyage: s.voyage,
    transfer: s.transit === 'VIA' && s.via ? `VIA ${portName(s.via, locale)}` : 'DIR',
    description: s.description,
    rateId: row.rateId,
    validTo: row.validTo,
    createdAt: row.createdAt.toISOString(),
    cargo: { quantity: c.quantity, packageType: c.packageType, grossWeight: c.grossWeight, volume: c.volume, customerType: c.customerType },
    quote: s.quote,
    sales: s.sales,
  };
}

/** GET /webfreight/myQuotations: the user's own, newest first. */
export async function myQuotations(db: Db, companyId: number, userId: number, page: number, pageSize: number, locale: ApiLocale) {
  const mine = and(eq(quotations.companyId, companyId), eq(quotations.userId, userId));
  const [rows, [total]] = await Promise.all([
    db.select().from(quotations).where(mine).orderBy(desc(quotations.createdAt), desc(quotations.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(quotations).where(mine),
  ]);
  return { rows: rows.map((r) => toQuotation(r, locale)), total: total?.n ?? 0 };
}

/** One of the user's own quotations; anyone else's (or another company's) is not found. */
export async function quotationOf(db: Db, companyId: number, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.companyId, companyId), eq(quotations.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'quotationNotFound');
  return row;
}
