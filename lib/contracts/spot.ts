import { z } from 'zod';
import { idField, pageField, text } from './fields';
import { isPhone } from './inquiries';
import { okEnvelope, rowsEnvelope } from './envelope';
import { isInteger } from '../validation';
import { CONTAINER_TYPES, money, positiveInt } from './booking';
import { carrierCodeField, dateField, portCodeField } from './schedules';
import { RATE_ACCESS } from './rates';

/*
 * Premium spot space (spec §2 /lookPresentCabin, §3 "Reservation", §4 statuses and flow, §5 "Space
 * booking", §8, §9): offers of guaranteed space, reserved in steps (fill order, review, pay by QR
 * code within 3 minutes), then reviewed by staff.
 */

/** Spec §9: the QR payment must finish within 3 minutes. */
export const PAY_WINDOW_SECONDS = 180;
/** Spec §4, §9: a refused or returned reservation's prepaid fee is refunded in full within 3 working days. */
export const REFUND_WORKING_DAYS = 3;
export { ATTORNEY_MAX_BYTES } from './constants';
export const ATTORNEY_FIELD = 'attorney';
export const ATTORNEY_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const ATTORNEY_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

/**
 * unpaid (QR window open) → inHand (paid: accepted, under review) → completed | refused | returned;
 * unpaid → cancelled when the window ends unpaid.
 */
export const SPOT_STATUSES = ['unpaid', 'cancelled', 'inHand', 'completed', 'refused', 'returned'] as const;
export type SpotStatus = (typeof SPOT_STATUSES)[number];

/** An offer as anyone may see it: lane, carrier, sailing and space; no amount (spec §6: an offer is a rate). */
export const publicSpotOffer = z.object({
  id: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  polCode: z.string(),
  polName: z.string(),
  podCode: z.string(),
  podName: z.string(),
  etd: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  containerType: z.string(),
  totalQuantity: z.number().int(),
  remaining: z.number().int(),
});
export type PublicSpotOffer = z.infer<typeof publicSpotOffer>;

/** The amounts of an offer (freight, prepaid fee, dead-space fee): only a caller with full rate access gets them. */
export const spotOfferAmounts = z.object({ price: z.string(), prepaidFee: z.string(), deadSpaceFee: z.string() });
export const SPOT_AMOUNT_FIELDS = Object.keys(spotOfferAmounts.shape) as (keyof z.infer<typeof spotOfferAmounts>)[];
export const spotOffer = publicSpotOffer.extend(spotOfferAmounts.shape);
export type SpotOffer = z.infer<typeof spotOffer>;
/** An offer as a caller gets it: with its amounts for full rate access, without them for everyone else. */
export type SpotOfferView = SpotOffer | PublicSpotOffer;

/** The rate gate of an offer answer: the caller's access and, without full access, the rate list's gate text. */
const spotGate = z.object({ access: z.enum(RATE_ACCESS), message: z.string().optional() });
export type SpotGate = z.infer<typeof spotGate>;

// GET /spot/offers – this company's open offers (ETD today or later), soonest first; amounts only with
//   full rate access (else the gate in `data`). 404 spotClosed when the company does not offer spot
//   space (bookingSpaceFlag off).
export const spotOffersAnswer = rowsEnvelope(z.union([spotOffer, publicSpotOffer])).extend({ data: spotGate });
// GET /spot/offer?id= – one offer, gated the same way
export const spotOfferQuery = z.object({ id: idField });
export const spotOfferAnswer = okEnvelope(z.union([spotOffer, publicSpotOffer]).and(spotGate));

/**
 * Containers one offer may hold (and so one reservation may take). With fees bounded by `money`
 * (at most 9,999,999.99), a reservation's total stays far inside its 64-bit fen and numeric columns.
 */
export const SPOT_OFFER_QTY_MAX = 10_000;

/** The reservation quantity as typed: not empty, an integer, greater than 0, at most what an offer can hold (the remaining is the server's). */
const quantity = z
  .union([z.string(), z.number()])
  .refine((v) => !(typeof v === 'string' && v.trim() === ''), { message: 'required', abort: true })
  .refine((v) => isInteger(typeof v === 'string' ? v.trim() : v) || (typeof v === 'string' && /^-\d+$/.test(v.trim())), { message: 'integer', abort: true })
  .transform((v) => Number(v))
  .refine((n) => n >= 0, { message: 'notNegative', abort: true })
  .refine((n) => n > 0, { message: 'positive', abort: true })
  .refine((n) => n <= SPOT_OFFER_QTY_MAX, { message: 'quantityMax', params: { max: SPOT_OFFER_QTY_MAX } });

// POST /spot/reserve – multipart: the fields below plus the file `attorney` (PDF, JPG, PNG, DOC or
//   DOCX by content, ≤ 10 MB). Certified users only. Takes the quantity from the offer in one
//   conditional update (422 quantityMax with the remaining), opens the 3-minute payment window and
//   answers the reservation with its QR payment.
export const spotReserveFields = z.object({
  offerId: idField,
  quantity,
  contactName: text(50, { required: true, noEmoji: true }),
  contactCompany: text(100, { required: true, noEmoji: true }),
  contactPhone: text(30, { required: true }).refine(isPhone, { message: 'phone' }),
  agree: z.union([z.string(), z.boolean()]).refine((v) => v === 'true' || v === true, { message: 'agreeRequired' }),
});
export type SpotReserveFields = z.input<typeof spotReserveFields>;

export const spotPayment = z.object({
  tradeNo: z.string(),
  provider: z.string(),
  /** fen (a 64-bit column; at most 9,999,999.99 × 10,000 × 100, inside Number.MAX_SAFE_INTEGER) */
  amount: z.number().int(),
  /** what the QR code encodes */
  codeUrl: z.string(),
  /** ISO time the window closes */
  deadline: z.string(),
  secondsLeft: z.number().int(),
});

export const spotReservation = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  billNo: z.string(),
  offerId: z.number().int(),
  lane: z.string(),
  carrierName: z.string(),
  etd: z.string(),
  containerType: z.string(),
  remaining: z.number().int(),
  contactName: z.string(),
  contactCompany: z.string(),
  contactPhone: z.string(),
  quantity: z.number().int(),
  attorneyFileName: z.string(),
  prepaidFee: z.string(),
  deadSpaceFee: z.string(),
  status: z.enum(SPOT_STATUSES),
  reason: z.string(),
  /** YYYY-MM-DD HH:mm:ss */
  reserveTime: z.string(),
  auditTime: z.string(),
  payDeadline: z.string(),
  payment: spotPayment.nullable(),
});
export type SpotReservation = z.infer<typeof spotReservation>;
export const spotReservationAnswer = okEnvelope(spotReservation);

// GET /spot/prefill – the contact a reservation form starts with for the logged-in certified user
//   (the contact of their last reservation, else their account's name, enterprise and mobile): the
//   rate-alert mail's "reserve this space" link opens the form filled with it
export const spotPrefill = z.object({ contactName: z.string(), contactCompany: z.string(), contactPhone: z.string() });
export type SpotPrefill = z.infer<typeof spotPrefill>;
export const spotPrefillAnswer = okEnvelope(spotPrefill);
/** The query flag of a reservation link that asks for the form to be filled for the logged-in user. */
export const PREFILL_PARAM = 'prefill';
/** The reservation page of an offer, filled for the user once logged in (rate-alert mails link here). */
export const spotReserveHref = (offerId: number) => `/lookPresentCabin/reserve?offerId=${offerId}&${PREFILL_PARAM}=1`;

// GET /spot/reservation?id= – one of the user's reservations (its payment state, for the countdown)
export const spotReservationQuery = z.object({ id: idField });
// GET /spot/myReservations?status=&page= – my reserved spot cargo, newest first
export const myReservationsQuery = z.object({
  status: z.enum([...SPOT_STATUSES, 'all']).default('all'),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const myReservationsAnswer = rowsEnvelope(spotReservation);

// GET /spot/attorney?id= – the attorney file of one of the user's reservations (404 for anyone else's)
export const attorneyQuery = z.object({ id: idField });

// GET /spot/payInfo?code= – the sandbox wallet page: what a code asks to pay (logged-in user)
// POST /spot/sandboxPay – the sandbox wallet pays a code (the payer must be logged in)
export const TRADE_NO = /^SP[0-9A-Z]{10,30}$/;
export const payCodeQuery = z.object({ code: text(40, { required: true }).refine((v) => TRADE_NO.test(v), { message: 'invalidFormat' }) });
export const payInfo = z.object({
  tradeNo: z.string(),
  orderCode: z.string(),
  amount: z.number().int(),
  status: z.string(),
  secondsLeft: z.number().int(),
  companyName: z.string(),
});
export const payInfoAnswer = okEnvelope(payInfo);
/** What the sandbox wallet's payment did: paid now, paid before (applied once), or refunded (the order was closed). */
export const PAYMENT_OUTCOMES = ['paid', 'duplicate', 'refunded'] as const;
export const sandboxPayAnswer = okEnvelope(z.object({ outcome: z.enum(PAYMENT_OUTCOMES) }));

// POST /staff/spot/review – staff decide on a reservation in hand: complete, refuse or return (with reason)
export const spotReviewInput = z
  .object({
    id: idField,
    action: z.enum(['complete', 'refuse', 'return'], { message: 'invalidOption' }),
    reason: text(200, { multiline: true }).default(''),
    billNo: text(30).default(''),
  })
  .refine((v) => v.action === 'complete' || v.reason !== '', { message: 'reasonRequired', path: ['reason'] });
// GET /staff/spot/reservations?status= – this company's reservations
export const staffReservationsQuery = myReservationsQuery;

// ---------------------------------------------------------------- staff: spot offers (space inventory)

/** An offer as staff see it: published or not, and how much of it reservations hold. */
export const staffSpotOffer = spotOffer.extend({
  published: z.boolean(),
  /** taken by reservations that hold their quantity (unpaid in the window, in hand, completed) */
  held: z.number().int(),
});
export type StaffSpotOffer = z.infer<typeof staffSpotOffer>;

// GET /staff/spot/offers?scope=&page=&pageSize= – this company's offers (scope open: ETD today or
//   later; all: every one), latest ETD first. Permission orders.
export const staffOffersQuery = z.object({
  scope: z.enum(['open', 'all']).default('open'),
  page: pageField.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffOffersQuery = z.input<typeof staffOffersQuery>;
export const staffOffersAnswer = rowsEnvelope(staffSpotOffer);

// POST /staff/spot/offers/save – creates (no id) or edits an offer. The total quantity can never
//   fall below what reservations hold (422 totalQuantity quantityBelowHeld {min}); the remaining
//   quantity moves by the same amount as the total, in one conditional update. 409
//   spotOfferDuplicate when the company already has an offer for the same carrier, lane, ETD and
//   container type. Audited.
export const spotOfferInput = z
  .object({
    id: idField.optional(),
    carrierCode: carrierCodeField,
    polCode: portCodeField,
    podCode: portCodeField,
    etd: dateField,
    vessel: text(60, { noEmoji: true }).default(''),
    voyage: text(20, { noEmoji: true }).default(''),
    containerType: z.enum(CONTAINER_TYPES, { message: 'invalidOption' }),
    totalQuantity: positiveInt(SPOT_OFFER_QTY_MAX),
    price: money,
    prepaidFee: money,
    deadSpaceFee: money,
    published: z.boolean().default(true),
  })
  .refine((v) => v.polCode !== v.podCode, { message: 'samePorts', path: ['podCode'] });
export type SpotOfferInput = z.input<typeof spotOfferInput>;
export const staffOfferAnswer = okEnvelope(staffSpotOffer);
export const spotReviewAnswer = okEnvelope(z.object({ id: z.number().int(), status: z.enum(SPOT_STATUSES) }));
export type SpotReviewInput = z.input<typeof spotReviewInput>;
