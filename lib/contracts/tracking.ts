import { z } from 'zod';
import { checkContainerNo } from '../tracking/iso6346';
import { resolveTrackingType } from '../tracking/detect';
import { emailField, idField, text } from './fields';
import { okEnvelope, rowsEnvelope } from './envelope';
import { carrierRef, dateField, portCodeField, portRef, sourceRef, type SourceRef } from './schedules';

/** FCL container events, in the order a shipment meets them. */
export const EVENT_KINDS = [
  'empty_released',
  'gate_in',
  'export_cleared',
  'loaded',
  'departed',
  'transship_discharged',
  'transship_loaded',
  'arrived',
  'discharged',
  'import_cleared',
  'gate_out',
  'empty_returned',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Document events a carrier's Track & Trace reports for a bill (DCSA shipment events), shown on its timeline. */
export const DOCUMENT_EVENT_KINDS = ['booking_received', 'booking_confirmed', 'booking_cancelled', 'si_received', 'vgm_received', 'bl_drafted', 'bl_issued', 'bl_surrendered', 'bl_released', 'arrival_notice'] as const;

/** Where tracking data came from: a carrier's interface (when it was last fetched or pushed), staff entry or a staff import. */
export const dataSource = sourceRef;
export type DataSource = SourceRef;

/** LCL house-bill milestones, in order; the four in the middle come from the container's carrier events once stuffed. */
export const MILESTONE_KINDS = ['booking_confirmed', 'cfs_received', 'stuffed', 'gated_in', 'loaded', 'departed', 'arrived', 'devanned', 'released', 'delivered'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];
/** The container event each carrier-side milestone is read from. */
export const MILESTONE_FROM_EVENT: Partial<Record<MilestoneKind, EventKind>> = { gated_in: 'gate_in', loaded: 'loaded', departed: 'departed', arrived: 'arrived' };

import { TRACKING_TYPES } from './constants';
export { TRACKING_TYPES, type TrackingType } from './constants';

/** A bill of lading or house bill number: letters, digits and dashes. */
const refNoField = text(30)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => /^[A-Z0-9-]{4,30}$/.test(v), { message: 'trackingNumber' });

/**
 * A tracking search: a number and the tab it was typed under (auto: none). The number is searched
 * by what it says it is (lib/tracking/detect.ts), the tab deciding only when that is ambiguous; a
 * number searched as a container is checked against its ISO 6346 check digit.
 */
export const trackingQuery = z
  .object({
    no: text(40, { required: true }),
    type: z.enum(['auto', ...TRACKING_TYPES]).default('auto'),
  })
  .superRefine((q, ctx) => {
    const asContainer = resolveTrackingType(q.no, q.type) === 'container';
    if (asContainer) {
      const check = checkContainerNo(q.no);
      if (!check.ok && check.reason === 'format') ctx.addIssue({ code: 'custom', path: ['no'], message: 'containerFormat' });
      if (!check.ok && check.reason === 'checkDigit')
        ctx.addIssue({ code: 'custom', path: ['no'], message: 'containerCheckDigit', params: { number: check.number, expected: check.expected, given: check.given } });
      return;
    }
    if (!refNoField.safeParse(q.no).success) ctx.addIssue({ code: 'custom', path: ['no'], message: 'trackingNumber' });
  });
export type TrackingQueryInput = z.input<typeof trackingQuery>;

export const placeRef = portRef.extend({ facility: z.string() });

export const trackingEvent = z.object({
  id: z.string(),
  kind: z.string(),
  /** YYYY-MM-DD HH:mm:ss, local time of the place */
  time: z.string(),
  location: placeRef,
  vessel: z.string(),
  voyage: z.string(),
  containerNo: z.string(),
  /** carrier: a container event; cfs: a house-bill milestone of the consolidation */
  origin: z.enum(['carrier', 'cfs']),
  current: z.boolean(),
  /** who recorded it: the carrier's Track & Trace, staff, or a staff import */
  source: z.enum(['carrier', 'staff', 'import']).optional(),
  /** ACT: it happened; EST / PLN: the carrier's estimate or plan of what is to come */
  classifier: z.enum(['ACT', 'EST', 'PLN']).optional(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const milestone = z.object({
  kind: z.string(),
  planned: z.string().nullable(),
  actual: z.string().nullable(),
  location: placeRef,
  /** the carrier's latest estimate while it has not happened, else null */
  expected: z.string().nullable().optional(),
  /** hours late against the plan (actual, or the later of now and the carrier's estimate when still open); 0 when on time */
  lateHours: z.number().int(),
});
export type Milestone = z.infer<typeof milestone>;

export const trackingResult = z.object({
  type: z.enum(TRACKING_TYPES),
  /** the number as found (normalised) */
  no: z.string(),
  billNo: z.string(),
  containerNo: z.string(),
  containers: z.array(z.object({ containerNo: z.string(), sizeType: z.string() })),
  carrier: carrierRef.nullable(),
  vessel: z.string(),
  voyage: z.string(),
  pol: portRef,
  pod: portRef,
  /** when the caller subscribed to this number, else null */
  subscribeTime: z.string().nullable(),
  /** the caller's subscription waits for its address to be confirmed (a link was mailed): no tracking mail until then */
  subscribePending: z.boolean().default(false),
  updateTime: z.string(),
  events: z.array(trackingEvent),
  /** what the carrier plans or estimates and has not happened yet, soonest first */
  expected: z.array(trackingEvent).optional(),
  /** where the events came from */
  source: dataSource.optional(),
  houseBill: z
    .object({
      hblNo: z.string(),
      packages: z.number().int(),
      packageType: z.string(),
      bookedCbm: z.string(),
      bookedKg: z.string(),
      measuredCbm: z.string().nullable(),
      measuredKg: z.string().nullable(),
      originCfs: z.string(),
      destinationCfs: z.string(),
      milestones: z.array(milestone),
    })
    .nullable(),
  provider: z.string(),
});
export type TrackingResult = z.infer<typeof trackingResult>;
export const trackingAnswer = okEnvelope(trackingResult);

// POST /webtracking/subscribe – the account's own email is confirmed at once; any other address is
//   mailed a confirmation link and gets no tracking mail until it is opened (`confirmed` says which)
export const trackingSubscribeInput = z.object({
  type: z.enum(TRACKING_TYPES),
  no: text(40, { required: true }),
  email: emailField,
  /** House bills only: alert when a milestone is later than planned by more than this many hours (1–720) */
  delayHours: z.coerce.number().int().min(1).max(720).optional().nullable(),
});
export type TrackingSubscribeInput = z.input<typeof trackingSubscribeInput>;
export type TrackingSubscribe = z.output<typeof trackingSubscribeInput>;
export const trackingSubscription = z.object({
  id: z.number().int(),
  type: z.enum(TRACKING_TYPES),
  no: z.string(),
  email: z.string(),
  delayHours: z.number().int().nullable(),
  createdAt: z.string(),
  /** the address is proven (the account's own, or the mailed link opened): only then is anything mailed to it */
  confirmed: z.boolean(),
  /** paused by its owner: nothing is mailed until resumed */
  paused: z.boolean().default(false),
});
export type TrackingSubscription = z.infer<typeof trackingSubscription>;
export const trackingSubscribeAnswer = okEnvelope(trackingSubscription);
export const trackingSubscriptionsAnswer = rowsEnvelope(trackingSubscription);

// POST /webtracking/unsubscribe
export const trackingUnsubscribeInput = z.object({ id: idField });
/** POST /webtracking/unsubscribe: the subscription is gone. */
export const trackingUnsubscribeAnswer = okEnvelope(z.unknown());

// POST /webtracking/pause – pause or resume one of the caller's tracking subscriptions
export const trackingPauseInput = z.object({ id: idField, paused: z.boolean() });
export type TrackingPauseInput = z.input<typeof trackingPauseInput>;

// POST /webtracking/confirm – a mailed confirmation link opened (the token is the proof; no login)
export const trackingConfirmInput = z.object({ token: text(200, { required: true }).regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'invalidFormat' }) });

// POST /staff/tracking/shipment – create or update a bill with its containers
export const staffShipmentInput = z.object({
  billNo: refNoField,
  carrier: text(4).transform((v) => v.toUpperCase()),
  vessel: text(60),
  voyage: text(20),
  pol: portCodeField,
  pod: portCodeField,
  mode: z.enum(['FCL', 'LCL']).default('FCL'),
  containers: z
    .array(
      z.object({
        containerNo: text(15).superRefine((v, ctx) => {
          const c = checkContainerNo(v);
          if (c.ok) return;
          if (c.reason === 'format') ctx.addIssue({ code: 'custom', message: 'containerFormat' });
          else ctx.addIssue({ code: 'custom', message: 'containerCheckDigit', params: { number: c.number, expected: c.expected, given: c.given } });
        }),
        sizeType: text(6).refine((v) => /^(20|40|45)(GP|HC|RF|OT|FR|TK)$/.test(v), { message: 'sizeType' }),
        seal: text(20).optional(),
      }),
    )
    .max(50)
    .default([]),
});

// POST /staff/tracking/events – events added by staff or imported in a batch (each once: repeats are ignored)
const timeField = text(19).refine((v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v) && dateField.safeParse(v.slice(0, 10)).success, { message: 'dateTime' });
export const staffEventsInput = z.object({
  billNo: refNoField,
  events: z
    .array(
      z.object({
        containerNo: text(15).optional(),
        kind: z.enum(EVENT_KINDS),
        location: portCodeField,
        facility: text(80).optional(),
        time: timeField,
        vessel: text(60).optional(),
        voyage: text(20).optional(),
      }),
    )
    .min(1)
    .max(500),
  source: z.enum(['staff', 'import']).default('staff'),
});
export type StaffEventsInput = z.input<typeof staffEventsInput>;
export const staffEventsAnswer = okEnvelope(z.object({ added: z.number().int(), ignored: z.number().int() }));

// ---------------------------------------------------------------- staff console: events by hand or by file

// GET /staff/tracking/lookup?no=&type= – a bill, container or house bill of this company as staff
//   see it (the built-in data only: what staff can add to). 404 trackingNotFound.
export const staffTrackingLookupQuery = trackingQuery;
export const staffTrackingLookupAnswer = trackingAnswer;

/** The house-bill milestones staff record themselves (the others are read from the container's events). */
export const HBL_OWN_MILESTONES = MILESTONE_KINDS.filter((k) => !(k in MILESTONE_FROM_EVENT));

// POST /staff/tracking/milestones – a house bill's consolidation milestones that happened (actual
//   time, place), one or an imported batch; a milestone given again is moved to the new time. Audited.
export const staffMilestonesInput = z.object({
  hblNo: refNoField,
  milestones: z
    .array(
      z.object({
        kind: z.enum(HBL_OWN_MILESTONES as [MilestoneKind, ...MilestoneKind[]]),
        location: portCodeField.optional().or(z.literal('').transform(() => undefined)),
        facility: text(80).optional(),
        time: timeField,
      }),
    )
    .min(1)
    .max(50),
});
export type StaffMilestonesInput = z.input<typeof staffMilestonesInput>;
export const staffMilestonesAnswer = okEnvelope(z.object({ saved: z.number().int() }));

/** Columns of an events file (CSV or XLSX, first row the header): a bill's events, or a house bill's milestones. */
export const EVENT_FILE_COLUMNS = ['container_no', 'event', 'location', 'facility', 'time', 'vessel', 'voyage'] as const;
export const MILESTONE_FILE_COLUMNS = ['milestone', 'location', 'facility', 'time'] as const;
export const REQUIRED_FILE_COLUMNS = { bill: ['event', 'location', 'time'], hbl: ['milestone', 'time'] } as const;
export const TRACKING_FILE_FIELD = 'file';
export const TRACKING_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const TRACKING_FILE_MAX_ROWS = 500;
export const TRACKING_FILE_ACCEPT = '.csv,.xlsx';

// POST /staff/tracking/import – multipart: type (bill | hbl), no (the bill or house bill), dryRun
//   ('true' | 'false') and the file `file` (CSV or XLSX, ≤ 2 MB, ≤ 500 rows). Every row is checked;
//   the answer lists every bad one (line of the file, column, reason). Nothing is imported while
//   one row is bad, nor on a dry run; a clean file without dryRun is imported in one transaction.
export const staffTrackingImportFields = z.object({
  type: z.enum(['bill', 'hbl']),
  no: refNoField,
  dryRun: z.enum(['true', 'false']).default('true'),
});
export type StaffTrackingImportFields = z.input<typeof staffTrackingImportFields>;
export const importRowError = z.object({
  /** line of the file: the header is line 1 */
  line: z.number().int(),
  /** the column ('' for the file as a whole) */
  field: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;
export const trackingImportReport = z.object({
  rows: z.number().int(),
  errors: z.array(importRowError),
  imported: z.boolean(),
  /** events or milestones written (0 on a dry run or with errors) */
  added: z.number().int(),
  ignored: z.number().int(),
});
export type TrackingImportReport = z.infer<typeof trackingImportReport>;
export const trackingImportAnswer = okEnvelope(trackingImportReport);
