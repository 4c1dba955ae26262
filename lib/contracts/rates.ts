import { z } from 'zod';
import { calendarDate, idField, pageField, text } from './fields';
import { zDecimal3 } from '../validation';

/*
 * Rates, quotations and rate alerts (spec §2 /lclFreight, /rates, /airFreight, §3 "Rate row",
 * "Quotation", "Quotation export", "LCL cargo", §6). One contract per call, shared by the route
 * handlers and the pages.
 */

export const RATE_KINDS = ['lcl', 'fcl', 'air', 'spot'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

export { SPACE_STATUSES, type SpaceStatus } from './constants';

/** Spec §9 weekday filters MON … SUN (1 … 7). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
/** Weekday numbers (1 = MON) of a sailing-days bit mask. */
export const sailingWeekdays = (mask: number): number[] => [1, 2, 3, 4, 5, 6, 7].filter((d) => mask & (1 << (d - 1)));

export const FCL_CONTAINERS = ['gp20', 'gp40', 'hq40', 'hq45'] as const;
export const AIR_BREAKS = ['min', 'kg45', 'kg100', 'kg300', 'kg500', 'kg1000'] as const;
export const LCL_PRICE_KEYS = ['perCbm', 'perTon', 'minCharge'] as const;
export const PRICE_KEYS: Record<RateKind, readonly string[]> = {
  lcl: LCL_PRICE_KEYS,
  fcl: FCL_CONTAINERS,
  air: AIR_BREAKS,
  spot: ['gp20', 'gp40', 'hq40'],
};

export const PAGE_SIZES = [10, 20, 50] as const;

/**
 * What a caller may see of the rates (spec §6), decided by the API for every answer:
 * - login: a visitor; lanes, carriers and schedules, no price field;
 * - certify: logged in, not certified; the same;
 * - unauthorized: certified, but the company gives rates per user (programJurisdictionFlag) and this
 *   user has no grant; the same, with the user's sales contact;
 * - full: prices too.
 */
export const RATE_ACCESS = ['login', 'certify', 'unauthorized', 'full'] as const;
export type RateAccess = (typeof RATE_ACCESS)[number];

const isoDate = calendarDate('invalidFormat');

// GET /webfreight/queryRates – rate search by lane, carrier, weekday, DIR/VIA, validity, sorted and paged
export const rateSearchInput = z.object({
  kind: z.enum(RATE_KINDS).default('lcl'),
  portStartId: idField.optional(),
  portEndId: idField.optional(),
  carrierId: idField.optional(),
  /** 1 = MON … 7 = SUN: rates that sail that day */
  weekday: z.coerce.number().int().min(1).max(7).optional(),
  transit: z.enum(['DIR', 'VIA']).optional(),
  /** rates valid on that day (YYYY-MM-DD) */
  validOn: isoDate.optional(),
  sort: z.enum(['price', 'transit', 'default']).default('default'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'invalidOption' }).default(10),
});
export type RateSearchInput = z.input<typeof rateSearchInput>;
export type RateSearch = z.output<typeof rateSearchInput>;

const portRef = z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), nameEn: z.string(), countryName: z.string(), countryNameEn: z.string() });
export type PortRef = z.infer<typeof portRef>;
const carrierRef = z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), nameEn: z.string(), shortName: z.string() });

export const surcharge = z.object({
  code: text(10, { required: true }),
  nameCn: text(40, { required: true }),
  nameEn: text(60),
  amount: z.number().min(0).max(1_000_000),
  currency: text(3).regex(/^[A-Z]{3}$/, { message: 'invalidFormat' }),
  unit: z.enum(['cbm', 'bill', 'container', 'kg']),
});

/** A rate as anyone may see it: lane, carrier, schedule; no price field at all. */
export const publicRate = z.object({
  id: z.number().int(),
  kind: z.enum(RATE_KINDS),
  pol: portRef,
  polTerminal: z.string(),
  pod: portRef,
  podTerminal: z.string(),
  carrier: carrierRef.nullable(),
  coLoader: z.string(),
  route: z.string(),
  routeEn: z.string(),
  routeCode: z.string(),
  transit: z.enum(['DIR', 'VIA']),
  via: portRef.nullable(),
  transitDays: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  cutoffWeekday: z.number().int(),
  sailingWeekdays: z.array(z.number().int()),
  spaceStatus: z.number().int(),
  remark: z.string(),
  remarkEn: z.string(),
});
export type PublicRate = z.infer<typeof publicRate>;

/** The price fields, only in a `full` answer. */
export const ratePrices = z.object({
  currency: z.string(),
  prices: z.record(z.string(), z.number()),
  surcharges: z.array(surcharge),
  billFee: z.number(),
  billFeeCurrency: z.string(),
  /** what "sort by price" compares: LCL 1 CBM with its per-CBM surcharges; FCL the 40HQ; air +100 kg */
  sortPrice: z.number(),
});
export const fullRate = publicRate.extend(ratePrices.shape);
export type FullRate = z.infer<typeof fullRate>;
/** The names of every price field: none may reach a caller without full access. */
export const PRICE_FIELDS = Object.keys(ratePrices.shape) as (keyof z.infer<typeof ratePrices>)[];

export const salesContactRef = z.object({ nameCn: z.string(), nameEn: z.string(), mobile: z.string(), email: z.string() });
export type SalesContactRef = z.infer<typeof salesContactRef>;

export const rateGate = z.object({
  access: z.enum(RATE_ACCESS),
  /** the localized gate message (spec §6 texts) when access is not full */
  message: z.string().optional(),
  /** the caller's sales contact (access 'unauthorized'; also on full answers for the quotation note) */
  sales: salesContactRef.nullable().optional(),
});
export type RateGate = z.infer<typeof rateGate>;

// GET /webfreight/rateAccess – what the caller may see of rates, and their sales contact, before any search
export const rateAccessAnswer = z.object({ code: z.literal('1'), data: rateGate });

export const rateSearchAnswer = z.object({
  code: z.literal('1'),
  rows: z.array(z.union([fullRate, publicRate])),
  total: z.number().int(),
  data: rateGate.extend({ carriers: z.array(carrierRef) }),
});
export type RateSearchAnswer = z.infer<typeof rateSearchAnswer>;

// GET /webfreight/rateDetail – one rate (and, for full access, its 90-day price history)
export const rateDetailInput = z.object({ id: idField });
/** GET /webfreight/rateDetail's query: the rate, and history=1 for the 90-day price history. */
export const rateDetailQuery = rateDetailInput.extend({ history: z.enum(['0', '1']).default('0') });
export const pricePoint = z.object({ at: z.string(), prices: z.record(z.string(), z.number()) });
export const rateDetailAnswer = z.object({
  code: z.literal('1'),
  data: rateGate.extend({ rate: z.union([fullRate, publicRate]), history: z.array(pricePoint).optional() }),
});
export type RateDetailAnswer = z.infer<typeof rateDetailAnswer>;

// ---------------------------------------------------------------- quotations

export const PACKAGE_TYPES = ['CTNS', 'PLTS', 'CRTS', 'BAGS', 'DRUMS', 'PKGS'] as const;
export const CUSTOMER_TYPES = ['peer', 'direct'] as const;

const decimal3Positive = zDecimal3.refine((n) => n > 0, { message: 'positive' }).refine((n) => n <= 100_000, { message: 'tooBig', params: { max: 100000 } });

/** Spec §3 "LCL cargo" with the §5 rules: weight and volume required, at most three decimals. */
export const lclCargo = z.object({
  quantity: z.coerce.number({ message: 'integer' }).int({ message: 'integer' }).min(1, { message: 'positive' }).max(99_999),
  packageType: z.enum(PACKAGE_TYPES),
  grossWeight: decimal3Positive,
  volume: decimal3Positive,
  customerType: z.enum(CUSTOMER_TYPES),
});
export type LclCargoInput = z.input<typeof lclCargo>;

// POST /webfreight/quote – the price of cargo on a rate, computed by the server (not saved)
export const quoteInput = lclCargo.extend({ rateId: idField });
// POST /webfreight/saveQuotation – the same, saved with a quotation number
export const saveQuotationInput = quoteInput.extend({ description: text(200).default('') });

export const quoteLine = z.object({
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  count: z.number(),
  unit: z.enum(['cbm', 'ton', 'bill', 'min']),
  unitPrice: z.number(),
  amount: z.number(),
  currency: z.string(),
});
export const quoteResult = z.object({
  tonnes: z.number(),
  volumeCbm: z.number(),
  chargeable: z.number(),
  basis: z.enum(['cbm', 'ton']),
  minimumApplied: z.boolean(),
  lines: z.array(quoteLine),
  totals: z.array(z.object({ currency: z.string(), amount: z.number() })),
  needsSalesConfirmation: z.boolean(),
});
export type QuoteResult = z.infer<typeof quoteResult>;

export const quoteAnswer = z.object({ code: z.literal('1'), data: z.object({ quote: quoteResult, sales: salesContactRef.nullable() }) });

/** Spec §3 "Quotation" (the my-quotations columns) plus what the detail and the PDF show. */
export const quotation = z.object({
  id: z.number().int(),
  quotation_no: z.string(),
  carton: z.string(),
  port_start: z.string(),
  port_end: z.string(),
  shipping: z.string(),
  schedule: z.string(),
  voyage: z.string(),
  transfer: z.string(),
  description: z.string(),
  rateId: z.number().int().nullable(),
  validTo: z.string(),
  createdAt: z.string(),
  cargo: z.object({ quantity: z.number(), packageType: z.string(), grossWeight: z.number(), volume: z.number(), customerType: z.string() }),
  quote: quoteResult,
  sales: salesContactRef.nullable(),
});
export type Quotation = z.infer<typeof quotation>;
export const quotationAnswer = z.object({ code: z.literal('1'), data: quotation });

// GET /webfreight/myQuotations
export const myQuotationsInput = z.object({ page: pageField.default(1), pageSize: z.coerce.number().int().min(1).max(50).default(10) });
export const myQuotationsAnswer = z.object({ code: z.literal('1'), rows: z.array(quotation), total: z.number().int() });
// GET /webfreight/quotation?id= and GET /webfreight/quotationPdf?id=
export const quotationIdInput = z.object({ id: idField });
/** The quotation PDF's query: the quotation, and its language when not the request's. */
export const quotationPdfQuery = quotationIdInput.extend({ lang: z.enum(['cn', 'en']).optional() });

// ---------------------------------------------------------------- staff

// POST /staff/rates/save – change a rate's prices / status (recorded in the history; alerts follow)
export const saveRateInput = z.object({
  id: idField.optional(),
  kind: z.enum(RATE_KINDS).default('lcl'),
  portStartId: idField,
  portEndId: idField,
  carrierId: idField.nullish(),
  coLoader: text(60).default(''),
  route: text(60).default(''),
  routeEn: text(60).default(''),
  routeCode: text(20).default(''),
  transit: z.enum(['DIR', 'VIA']).default('DIR'),
  viaPortId: idField.nullish(),
  transitDays: z.coerce.number().int().min(1).max(120),
  validFrom: isoDate,
  validTo: isoDate,
  currency: text(3).regex(/^[A-Z]{3}$/, { message: 'invalidFormat' }).default('USD'),
  prices: z.record(z.string().max(10), z.number().min(0).max(1_000_000)),
  surcharges: z.array(surcharge).max(20).default([]),
  billFee: z.number().min(0).max(100_000).default(0),
  billFeeCurrency: text(3).regex(/^[A-Z]{3}$/, { message: 'invalidFormat' }).default('CNY'),
  cutoffWeekday: z.coerce.number().int().min(1).max(7),
  sailingWeekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  spaceStatus: z.coerce.number().int().min(1).max(5).default(1),
  remark: text(500, { multiline: true }).default(''),
  remarkEn: text(500, { multiline: true }).default(''),
});
export type SaveRateInput = z.input<typeof saveRateInput>;

// POST /staff/rates/access – grant or withdraw a user's rate access
export const rateAccessInput = z.object({ userId: idField, granted: z.boolean() });

/** Carrier spot / FCL / air visibility (README "containerFclShow"). */
export const CONTAINER_FCL_SHOW = { all: 0, certifiedOnly: 1, hidden: 2 } as const;
