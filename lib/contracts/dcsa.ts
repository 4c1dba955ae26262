import { z } from 'zod';

/*
 * The query parameters of the portal's own DCSA Commercial Schedules 1.0.3 endpoints (/dcsa/cs/v1/…,
 * lib/dcsa/openapi/CS_v1.0.3.yaml), as the document declares them. A value the document refuses is a
 * 400 in DCSA's error format (lib/server/dcsaApi/handler.ts), naming the parameter. Unknown
 * parameters are ignored, as the document does not forbid them.
 */

/** UN/LOCODE: two letters of the country, three of the place (digits 2–9 allowed). */
export const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const unLocationCode = z.string().regex(UN_LOCODE, { message: 'unLocationCode' });
/** format: date, a real calendar day. */
export const dcsaDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, { message: 'date' });
const int32 = (min: number) => z.coerce.number({ message: 'integer' }).int({ message: 'integer' }).min(min, { message: 'tooSmall' }).max(2 ** 31 - 1, { message: 'tooLarge' });
const serviceType = z.enum(['CY', 'SD', 'CFS'], { message: 'serviceType' });

/** The largest page the portal answers, whatever `limit` asks (a smaller page is what the document allows). */
export const DCSA_MAX_PAGE = 500;
/** The widest departure window one request may ask for (days): the schedules reach a year ahead at most. */
export const DCSA_MAX_WINDOW_DAYS = 183;

const paging = {
  limit: int32(1).default(100),
  cursor: z.string().max(1024, { message: 'tooLong' }).optional(),
};

// GET /dcsa/cs/v1/point-to-point-routes
export const pointToPointQuery = z.object({
  placeOfReceipt: unLocationCode,
  placeOfDelivery: unLocationCode,
  departureStartDate: dcsaDate.optional(),
  departureEndDate: dcsaDate.optional(),
  arrivalStartDate: dcsaDate.optional(),
  arrivalEndDate: dcsaDate.optional(),
  maxTranshipment: int32(0).optional(),
  receiptTypeAtOrigin: serviceType.optional(),
  deliveryTypeAtDestination: serviceType.optional(),
  cargoType: z.enum(['DRY', 'REEFER'], { message: 'cargoType' }).default('DRY'),
  ...paging,
});
export type PointToPointQuery = z.output<typeof pointToPointQuery>;

// GET /dcsa/cs/v1/port-schedules
export const portSchedulesQuery = z.object({
  UNLocationCode: unLocationCode,
  date: dcsaDate,
  ...paging,
});
export type PortSchedulesQuery = z.output<typeof portSchedulesQuery>;

// GET /dcsa/cs/v1/vessel-schedules: at least one filter
export const vesselSchedulesQuery = z
  .object({
    vesselIMONumber: z.string().regex(/^\d{7,8}$/, { message: 'imo' }).optional(),
    vesselName: z.string().max(50, { message: 'tooLong' }).regex(/^\S(?:.*\S)?$/, { message: 'text' }).optional(),
    carrierServiceCode: z.string().max(11, { message: 'tooLong' }).optional(),
    universalServiceReference: z.string().regex(/^SR\d{5}[A-Z]$/, { message: 'text' }).optional(),
    carrierVoyageNumber: z.string().max(50, { message: 'tooLong' }).optional(),
    universalVoyageReference: z.string().regex(/^\d{2}[0-9A-Z]{2}[NEWSR]$/, { message: 'text' }).optional(),
    UNLocationCode: unLocationCode.optional(),
    facilitySMDGCode: z.string().max(6, { message: 'tooLong' }).optional(),
    vesselOperatorCarrierCode: z.string().max(10, { message: 'tooLong' }).optional(),
    startDate: dcsaDate.optional(),
    endDate: dcsaDate.optional(),
    responseScope: z.enum(['FULL_VOYAGE', 'MATCHED_CALLS'], { message: 'responseScope' }).default('FULL_VOYAGE'),
    ...paging,
  })
  .superRefine((q, ctx) => {
    const filters = ['vesselIMONumber', 'vesselName', 'carrierServiceCode', 'universalServiceReference', 'carrierVoyageNumber', 'universalVoyageReference', 'UNLocationCode', 'facilitySMDGCode', 'vesselOperatorCarrierCode'] as const;
    if (!filters.some((f) => q[f] !== undefined)) ctx.addIssue({ code: 'custom', path: ['carrierServiceCode'], message: 'filterRequired' });
  });
export type VesselSchedulesQuery = z.output<typeof vesselSchedulesQuery>;
