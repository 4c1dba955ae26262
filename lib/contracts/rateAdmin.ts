import { z } from 'zod';
import { calendarDate, idField, pageField, text } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';
import { fullRate } from './rates';

/*
 * The staff console's rates and schedules (permission `rates`): the company's LCL rates listed and
 * edited one by one (POST /staff/rates/save), rates and sailings imported from CSV or XLSX files
 * (checked first, imported only when every row is clean), templates of both, and the rates
 * exported as XLSX. The column keys below are the header row of every file, in this order.
 */

const isoDate = calendarDate('invalidFormat');

// GET /staff/rates – the company's LCL rates by lane, carrier, status and validity, newest change first
export const staffRatesQuery = z.object({
  portStartId: idField.optional(),
  portEndId: idField.optional(),
  carrierId: idField.optional(),
  spaceStatus: z.coerce.number().int().min(1).max(5).optional(),
  /** rates valid on that day (YYYY-MM-DD) */
  validOn: isoDate.optional(),
  /** port code or name, carrier code or name, route code */
  q: text(60).optional(),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffRatesQuery = z.input<typeof staffRatesQuery>;
export type StaffRatesFilter = z.output<typeof staffRatesQuery>;
export const staffRateRow = fullRate.extend({ updatedAt: z.string() });
export type StaffRateRow = z.infer<typeof staffRateRow>;
export const staffRateList = rowsEnvelope(staffRateRow);

// GET /staff/rates/history?id= – every recorded price change of one rate, newest first
export const rateHistoryQuery = z.object({ id: idField });
export const rateHistoryRow = z.object({
  at: z.string(),
  by: z.string(),
  currency: z.string(),
  oldPrices: z.record(z.string(), z.number()).nullable(),
  newPrices: z.record(z.string(), z.number()),
});
export type RateHistoryRow = z.infer<typeof rateHistoryRow>;
export const rateHistoryList = rowsEnvelope(rateHistoryRow);

/** What a file holds: LCL rates, or sailings (one row per port call of a voyage). */
export const SHEET_TYPES = ['rates', 'sailings'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];
export const SHEET_FORMATS = ['csv', 'xlsx'] as const;

/**
 * Rate columns. `id` names an existing rate to change (blank: a new rate); ports by UN/LOCODE,
 * the carrier by SCAC, weekdays as MON … SUN (several sailing days separated by commas), the space
 * status by name or number. Surcharges are kept as they are on a changed rate.
 */
export const RATE_COLUMNS = [
  'id',
  'pol',
  'pod',
  'carrier',
  'coLoader',
  'route',
  'routeEn',
  'routeCode',
  'transit',
  'via',
  'transitDays',
  'validFrom',
  'validTo',
  'currency',
  'perCbm',
  'perTon',
  'minCharge',
  'billFee',
  'billFeeCurrency',
  'cutoffWeekday',
  'sailingWeekdays',
  'spaceStatus',
  'remark',
  'remarkEn',
] as const;
export type RateColumn = (typeof RATE_COLUMNS)[number];
export const REQUIRED_RATE_COLUMNS: readonly RateColumn[] = ['pol', 'pod', 'transitDays', 'validFrom', 'validTo', 'perCbm', 'perTon', 'minCharge', 'cutoffWeekday', 'sailingWeekdays'];

/**
 * Sailing columns: one row per port call, the calls of a voyage in rotation order. A voyage is a
 * carrier's service (its code as the schedule screens show it) and voyage number; it sails in the
 * week of its first call, and replaces the service's sailing of that week when there is one.
 * Times are the port's local time (YYYY-MM-DD HH:mm); a blank cutoff is 36 hours before departure.
 */
export const SAILING_COLUMNS = ['carrier', 'service', 'vessel', 'voyage', 'port', 'terminal', 'eta', 'etd', 'cutoff'] as const;
export type SailingColumn = (typeof SAILING_COLUMNS)[number];
export const REQUIRED_SAILING_COLUMNS: readonly SailingColumn[] = ['carrier', 'service', 'vessel', 'voyage', 'port', 'eta', 'etd'];

/** Rows a file may hold (the header not counted). */
export const MAX_SHEET_ROWS = 5000;
/** Largest file accepted, in bytes. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** The multipart field of the file. */
export const SHEET_FIELD = 'file';

// POST /staff/rates/import – multipart: file + type + mode (check: a dry run; import: all rows or none)
export const sheetImportInput = z.object({
  type: z.enum(SHEET_TYPES),
  mode: z.enum(['check', 'import']).default('check'),
});
export type SheetImportInput = z.infer<typeof sheetImportInput>;

/** One bad row: its line in the file (the header is line 1), the column, and why, in the caller's language. */
export const sheetIssue = z.object({ line: z.number().int(), field: z.string(), reason: z.string() });
export type SheetIssue = z.infer<typeof sheetIssue>;

export const sheetImportResult = z.object({
  type: z.enum(SHEET_TYPES),
  /** data rows read */
  rows: z.number().int(),
  /** rates: new and changed rates; sailings: new and replaced voyages */
  created: z.number().int(),
  updated: z.number().int(),
  /** rates whose price changed (each recorded in the history and alerting its lane) */
  repriced: z.number().int(),
  imported: z.boolean(),
  issues: z.array(sheetIssue),
});
export type SheetImportResult = z.infer<typeof sheetImportResult>;
export const sheetImportAnswer = okEnvelope(sheetImportResult);

// GET /staff/rates/template?type=&format= – an empty file with the header row and one example row
export const sheetTemplateQuery = z.object({ type: z.enum(SHEET_TYPES), format: z.enum(SHEET_FORMATS).default('xlsx') });
export type SheetTemplateQuery = z.infer<typeof sheetTemplateQuery>;

/** POST /staff/rates/save: the rate's id and whether its price changed (a price change alerts subscribers). */
export const saveRateAnswer = okEnvelope(z.object({ id: z.number(), priceChanged: z.boolean() }));
/** POST /staff/rates/access: the user's rate access as now granted or withdrawn. */
export const rateAccessAnswer = okEnvelope(z.object({ userId: z.number(), granted: z.boolean() }));
