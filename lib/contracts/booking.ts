import { z } from 'zod';
import { isCalendarDate, optionalEmailField, text } from './fields';
import { isPhone } from './inquiries';
import { okEnvelope } from './envelope';
import { hasEmoji, isInteger, upTo3Decimals } from '../validation';

/*
 * Online booking (spec §3 "Booking"): certified users only. One schema for the form's rules and
 * the route: every field group — identity and contact, route and carrier, terms and handling,
 * parties, cargo, freight lines. Messages are keys of the "Validation" namespace.
 */

export const PAY_TYPES = ['prepaid', 'collect'] as const;
export const TRANSPORT_MODES = ['CY-CY', 'CY-DOOR', 'DOOR-CY', 'DOOR-DOOR'] as const;
export const BILL_TYPES = ['original', 'telex', 'seaway'] as const;
export const GOODS_TYPES = ['general', 'dangerous', 'reefer'] as const;
export const PACKAGE_UNITS = ['CTNS', 'PLTS', 'PKGS', 'BAGS', 'CRATES', 'ROLLS', 'DRUMS'] as const;
export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RF', '20OT', '40OT', '20FR', '40FR'] as const;
export const FREIGHT_LINES_MAX = 10;
export const CONTAINER_QTY_MAX = 99;

export const BOOKING_MAX = {
  contactName: 50,
  customerName: 100,
  phone: 30,
  vessel: 50,
  voyage: 20,
  routeCode: 20,
  party: 500,
  remark: 500,
  marks: 300,
  goodsDescription: 500,
} as const;

/** A UN/LOCODE: 2 letters of the country and 3 letters or digits. */
export const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const SOURCE_REF = /^(?:rate|sailing):\d{1,10}$/;

const portCode = (required: boolean) =>
  text(10, { required, tooLong: 'portCode' })
    .transform((v) => v.toUpperCase())
    .refine((v) => (!required && v === '') || UNLOCODE.test(v), { message: 'portCode' });

const decimal3 = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => v !== '', { message: 'required', abort: true })
  .refine(upTo3Decimals, { message: 'decimal3', abort: true })
  .refine((v) => Number(v) > 0, { message: 'greaterThanZero' })
  .refine((v) => Number(v) < 1e9, { message: 'numberTooBig' });

export const positiveInt = (max: number) =>
  z
    .union([z.string(), z.number()])
    .refine((v) => !(typeof v === 'string' && v.trim() === ''), { message: 'required', abort: true })
    .refine((v) => isInteger(typeof v === 'string' ? v.trim() : v), { message: 'integer', abort: true })
    .transform((v) => Number(v))
    .refine((n) => n > 0, { message: 'greaterThanZero', abort: true })
    .refine((n) => n <= max, { message: 'tooBig', params: { max } });

/** The largest amount a money field takes (yuan or dollars), as shown in its field message. */
export const MONEY_MAX = '9,999,999.99';

export const money = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => v !== '', { message: 'required', abort: true })
  .refine((v) => /^\d+(?:\.\d{1,2})?$/.test(v), { message: 'money', abort: true })
  // at most 9,999,999.99: times a quantity bound, every total stays inside its column
  .refine((v) => /^0*\d{1,7}(?:\.\d{1,2})?$/.test(v), { message: 'moneyMax', params: { max: MONEY_MAX } })
  .transform((v) => Number(v).toFixed(2));

const phone = text(BOOKING_MAX.phone, { required: true }).refine(isPhone, { message: 'phone' });
const name = (max: number, required = true) => text(max, { required, noEmoji: true });
const multiline = (max: number, required = false) => text(max, { required, multiline: true }).refine((v) => !hasEmoji(v), { message: 'emoji' });

export const freightLineInput = z.object({
  containerType: z.enum(CONTAINER_TYPES, { message: 'invalidOption' }),
  quantity: positiveInt(CONTAINER_QTY_MAX),
  unitPrice: money,
});

// POST /weborder/booking – a certified user's booking: creates an order at stage Order (1) with a
//   new order number and mails the user's sales contact in the same transaction. 422 per field.
export const bookingInput = z
  .object({
    // identity and contact
    contactName: name(BOOKING_MAX.contactName),
    contactPhone: phone,
    contactEmail: optionalEmailField.default(''),
    customerName: name(BOOKING_MAX.customerName),
    // route and carrier
    polCode: portCode(true),
    podCode: portCode(true),
    transferCode: portCode(false).default(''),
    etd: text(10, { required: true }).refine(isCalendarDate, { message: 'date' }),
    carrierCode: text(10, { required: true }).transform((v) => v.toUpperCase()),
    vessel: text(BOOKING_MAX.vessel).default(''),
    voyage: text(BOOKING_MAX.voyage).default(''),
    routeCode: text(BOOKING_MAX.routeCode).default(''),
    // terms and handling
    payType: z.enum(PAY_TYPES, { message: 'invalidOption' }),
    transportMode: z.enum(TRANSPORT_MODES, { message: 'invalidOption' }),
    billType: z.enum(BILL_TYPES, { message: 'invalidOption' }),
    goodsType: z.enum(GOODS_TYPES, { message: 'invalidOption' }),
    trailer: z.boolean().default(false),
    inContainerLoading: z.boolean().default(false),
    customs: z.boolean().default(false),
    insurance: z.boolean().default(false),
    // parties
    shipper: multiline(BOOKING_MAX.party, true),
    consignee: multiline(BOOKING_MAX.party, true),
    notifyParty: multiline(BOOKING_MAX.party).default(''),
    secondNotifyParty: multiline(BOOKING_MAX.party).default(''),
    // cargo
    remark: multiline(BOOKING_MAX.remark).default(''),
    marks: multiline(BOOKING_MAX.marks).default(''),
    packages: positiveInt(999_999),
    packageUnit: z.enum(PACKAGE_UNITS, { message: 'invalidOption' }).default('CTNS'),
    goodsDescription: multiline(BOOKING_MAX.goodsDescription, true),
    grossWeightKg: decimal3,
    volumeCbm: decimal3,
    // freight lines
    freightLines: z.array(freightLineInput).min(1, { message: 'freightLinesRequired' }).max(FREIGHT_LINES_MAX, { message: 'tooMany' }),
    // where the booking started (a rate row or a sailing)
    sourceRef: text(24).refine((v) => v === '' || SOURCE_REF.test(v), { message: 'invalidFormat' }).default(''),
  })
  .refine((v) => v.polCode !== v.podCode, { message: 'samePorts', path: ['podCode'] })
  .refine((v) => v.transferCode === '' || (v.transferCode !== v.polCode && v.transferCode !== v.podCode), { message: 'transferPort', path: ['transferCode'] });
export type BookingInput = z.input<typeof bookingInput>;
export type BookingData = z.infer<typeof bookingInput>;

export const bookingAnswer = okEnvelope(z.object({ id: z.number().int(), orderNo: z.string(), stage: z.number().int() }));

/** The query a rate row or a sailing links to /booking with (README "Online booking"). */
export type BookingPrefill = { pol: string; pod: string; carrier: string; etd: string; vessel: string; voyage: string; ref: string };

/** The prefill of /booking from its query: values that do not fit their rule are dropped, never guessed. */
export function parseBookingQuery(q: Record<string, string | string[] | undefined>): BookingPrefill {
  const one = (k: string) => {
    const v = q[k];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  };
  const upper = (k: string) => one(k).toUpperCase();
  const pol = upper('pol');
  const pod = upper('pod');
  const carrier = upper('carrier');
  const etd = one('etd');
  const ref = one('ref');
  const clean = (v: string, max: number) => (v.length <= max && !/[\u0000-\u001F\u007F]/.test(v) ? v : '');
  return {
    pol: UNLOCODE.test(pol) ? pol : '',
    pod: UNLOCODE.test(pod) ? pod : '',
    carrier: /^[A-Z0-9]{2,10}$/.test(carrier) ? carrier : '',
    etd: isCalendarDate(etd) ? etd : '',
    vessel: clean(one('vessel'), BOOKING_MAX.vessel),
    voyage: clean(one('voyage'), BOOKING_MAX.voyage),
    ref: SOURCE_REF.test(ref) ? ref : '',
  };
}
