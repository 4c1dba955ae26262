import { z } from 'zod';
import { calendarDate, idField, text } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';
import { href, type Surface } from '../screens/registry';

/** Spec §9: weekday filters MON to SUN (ISO order: MON = 1). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Spec §9: schedule windows of 2, 3 and 4 weeks. */
export const SCHEDULE_WEEKS = [2, 3, 4] as const;
export const DEFAULT_SCHEDULE_WEEKS = 2;
/** Trades of the carrier services, in the order the default panel shows them. */
export const TRADES = ['north-europe', 'mediterranean', 'transpacific', 'intra-asia', 'middle-east', 'india', 'latin-america', 'oceania'] as const;
export type Trade = (typeof TRADES)[number];

/** A UN/LOCODE as typed in a link (either case): 2 letters of the country and 3 of the place. */
export const portCodeField = text(12, { tooLong: 'portCode' })
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{2}[A-Z2-9]{3}$/.test(v), { message: 'portCode' });

/** A calendar date YYYY-MM-DD between 2000 and 2099. */
export const dateField = calendarDate('date');

export const carrierCodeField = text(8, { tooLong: 'carrierCode' })
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z0-9]{2,4}$/.test(v), { message: 'carrierCode' });

// GET /webschedulecontroller/querySchedules
export const scheduleSearchQuery = z.object({
  pol: portCodeField,
  pod: portCodeField,
  carrier: carrierCodeField.optional().or(z.literal('').transform(() => undefined)),
  weekday: z.enum(WEEKDAYS).optional().or(z.literal('').transform(() => undefined)),
  weeks: z.coerce.number().int().pipe(z.union([z.literal(2), z.literal(3), z.literal(4)])).default(DEFAULT_SCHEDULE_WEEKS),
  /** First departure date of the window; default today */
  from: dateField.optional().or(z.literal('').transform(() => undefined)),
});
/** What a client sends (the URL of /schedules says the same). */
export type ScheduleSearchQuery = { pol: string; pod: string; carrier?: string; weekday?: Weekday; weeks?: 2 | 3 | 4; from?: string };
export type ScheduleSearch = z.output<typeof scheduleSearchQuery>;

export const portRef = z.object({ code: z.string(), nameCn: z.string(), nameEn: z.string() });
export type PortRef = z.infer<typeof portRef>;

export const carrierRef = z.object({ code: z.string(), shortName: z.string(), nameCn: z.string(), nameEn: z.string() });
export type CarrierRef = z.infer<typeof carrierRef>;

/** Where a sailing (or tracking data) came from: a carrier's interface and when it was fetched, staff entry, or a staff import. Absent: entered by staff. */
export const sourceRef = z.object({
  kind: z.enum(['carrier', 'staff', 'import']),
  carrierName: z.string().optional(),
  /** ISO instant of the carrier's answer */
  fetchedAt: z.string().optional(),
});
export type SourceRef = z.infer<typeof sourceRef>;

/** One vessel's part of a routing: from where it loads to where it discharges. */
export const scheduleLeg = z.object({
  sailingId: z.number().int(),
  carrier: carrierRef,
  serviceCode: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  from: portRef,
  to: portRef,
  /** YYYY-MM-DD HH:mm:ss, port local time */
  etd: z.string(),
  eta: z.string(),
  cutoff: z.string(),
  source: sourceRef.optional(),
});
export type ScheduleLeg = z.infer<typeof scheduleLeg>;

/** A routing from POL to POD: direct (DIR, one leg) or via a transfer port (VIA, two legs). */
export const scheduleRow = z.object({
  /** sailing ids of the legs joined by '-' */
  id: z.string(),
  carrier: carrierRef,
  serviceCode: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  pol: portRef,
  pod: portRef,
  etd: z.string(),
  eta: z.string(),
  cutoff: z.string(),
  transitDays: z.number().int(),
  direct: z.boolean(),
  transfer: portRef.nullable(),
  legs: z.array(scheduleLeg),
  source: sourceRef.optional(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;
export const scheduleSearchAnswer = rowsEnvelope(scheduleRow);

// GET /webschedulecontroller/sailingDetail
export const sailingDetailQuery = z.object({ id: idField });
export const sailingCall = z.object({
  seq: z.number().int(),
  port: portRef,
  terminal: z.string(),
  eta: z.string(),
  etd: z.string(),
  cutoff: z.string(),
});
export type SailingCall = z.infer<typeof sailingCall>;
export const sailingDetail = z.object({
  sailingId: z.number().int(),
  carrier: carrierRef,
  serviceCode: z.string(),
  serviceNameCn: z.string(),
  serviceNameEn: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  calls: z.array(sailingCall),
  source: sourceRef.optional(),
});
export type SailingDetail = z.infer<typeof sailingDetail>;
export const sailingDetailAnswer = okEnvelope(sailingDetail);

// GET /webschedulecontroller/popularLanes
export const popularLane = z.object({
  trade: z.string(),
  pol: portRef,
  pod: portRef,
  /** direct sailings a week, averaged over the coming four weeks */
  sailingsPerWeek: z.number(),
  fastestDays: z.number().int(),
  nextEtd: z.string(),
  carriers: z.array(z.string()),
});
export type PopularLane = z.infer<typeof popularLane>;
export const popularLanesAnswer = rowsEnvelope(popularLane);

/** The booking form's link for a routing on a surface (its contract: /booking?pol&pod&carrier&etd&vessel&voyage&ref). */
export function bookingHref(row: Pick<ScheduleRow, 'pol' | 'pod' | 'carrier' | 'etd' | 'vessel' | 'voyage' | 'legs'>, surface: Surface = 'desktop'): string {
  return href('booking', {
    pol: row.pol.code,
    pod: row.pod.code,
    carrier: row.carrier.code,
    etd: row.etd.slice(0, 10),
    vessel: row.vessel,
    voyage: row.voyage,
    ref: `sailing:${row.legs[0]?.sailingId ?? ''}`,
  }, surface);
}

/** GET /webschedulecontroller/scheduleCarriers: the carriers with sailings, for the filter. */
export const scheduleCarriersAnswer = rowsEnvelope(carrierRef);
