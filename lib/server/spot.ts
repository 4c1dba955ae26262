import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { ZodError, type z } from 'zod';
import type { CompanySettings } from '../contracts/company';
import {
  ATTORNEY_MAX_BYTES,
  ATTORNEY_TYPES,
  PAY_WINDOW_SECONDS,
  SPOT_AMOUNT_FIELDS,
  type PublicSpotOffer,
  type SpotGate,
  type SpotOffer,
  type SpotOfferView,
  type SpotPrefill,
  type SpotReservation,
  type SpotStatus,
  type StaffSpotOffer,
  type spotOfferInput,
} from '../contracts/spot';
import { chinaDate, chinaDateTime } from '../businessTime';
import { loadMessages } from '../i18n/messages';
import { audit, type Actor } from './audit';
import type { Db } from './db';
import { carriers, companies, ports, spotOffers, spotPayments, spotReservationEvents, spotReservations, users } from './db/schema';
import { ApiError } from './errors';
import { deleteStoredFile, readStoredFile, storeFile } from './files';
import { enqueueJob } from './jobs/runner';
import { enqueue } from './outbox';
import { newPaymentProvider, paymentProvider, paymentSettings, sandboxCodeUrl } from './payments';
import { log } from './log';
import { gateMessage, rateAccessFor, rateAccessOfUser, refuseWithoutAccess, type RateCaller } from './rates';

/*
 * Premium spot space. The remaining quantity of an offer is taken by one conditional update
 * (`remaining >= q`) inside the reservation's transaction, so concurrent reservations can never
 * push it below 0 (a check constraint stands behind it). A reservation holds its quantity while
 * `quantity_held` is true; every path that gives it back (the payment window ending, a refusal or
 * return) clears that flag in the same conditional update that changes the status, so the quantity
 * returns exactly once. Payments are applied once: only a pending payment can become paid, and a
 * payment that arrives after the window is refunded, never turned into a reservation. A refund is
 * recorded only for money a provider actually received: the sandbox wallet, which takes no money,
 * is refused a closed order instead. Amounts are fen in 64-bit columns (a fee of at most
 * 9,999,999.99 times the quantity bound of the contracts fits with room to spare).
 */

type Locale = 'cn' | 'en';
type OfferRow = typeof spotOffers.$inferSelect;
type ReservationRow = typeof spotReservations.$inferSelect;

const cents = (v: string) => Math.round(Number(v) * 100);
const yuan = (c: number) => (c / 100).toFixed(2);

function fieldError(path: string, message: string, params?: Record<string, string | number>): ZodError {
  return new ZodError([{ code: 'custom', path: [path], message, params, input: undefined }]);
}

async function spotT() {
  const messages = await loadMessages('zh-CN');
  return createTranslator({ locale: 'zh-CN', messages, namespace: 'Spot' });
}

// ---------------------------------------------------------------- offers

async function describeOffers(db: Db, companyId: number, rows: OfferRow[], locale: Locale): Promise<SpotOffer[]> {
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

export function assertSpotOpen(company: CompanySettings): void {
  if (!company.bookingSpaceFlag) throw new ApiError(404, 'spotClosed');
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

// ---------------------------------------------------------------- reservations

async function describe(db: Db, r: ReservationRow, locale: Locale, now = new Date()): Promise<SpotReservation> {
  const [offer] = await db.select().from(spotOffers).where(eq(spotOffers.id, r.offerId)).limit(1);
  const [o] = offer ? await describeOffers(db, r.companyId, [offer], locale) : [];
  const [pay] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, r.id)).orderBy(desc(spotPayments.id)).limit(1);
  const secondsLeft = Math.max(0, Math.ceil((r.payDeadline.getTime() - now.getTime()) / 1000));
  return {
    id: r.id,
    orderCode: r.orderCode,
    billNo: r.billNo,
    offerId: r.offerId,
    lane: o ? `${o.polName} → ${o.podName}` : '',
    carrierName: o?.carrierName ?? '',
    etd: o?.etd ?? '',
    containerType: o?.containerType ?? '',
    remaining: o?.remaining ?? 0,
    contactName: r.contactName,
    contactCompany: r.contactCompany,
    contactPhone: r.contactPhone,
    quantity: r.quantity,
    attorneyFileName: r.attorneyFileName,
    prepaidFee: r.prepaidFee,
    deadSpaceFee: r.deadSpaceFee,
    status: r.status as SpotStatus,
    reason: r.reason,
    reserveTime: chinaDateTime(r.createdAt),
    auditTime: r.auditAt ? chinaDateTime(r.auditAt) : '',
    payDeadline: r.payDeadline.toISOString(),
    payment: pay
      ? {
          tradeNo: pay.outTradeNo,
          provider: pay.provider,
          amount: pay.amount,
          codeUrl: pay.codeUrl || (pay.provider === 'sandbox' ? sandboxCodeUrl(pay.outTradeNo) : ''),
          deadline: r.payDeadline.toISOString(),
          secondsLeft: r.status === 'unpaid' ? secondsLeft : 0,
        }
      : null,
  };
}

async function recordEvent(db: Db, r: { id: number; companyId: number }, status: string, actor: { type: string; name: string }, note = '', at = new Date()) {
  await db.insert(spotReservationEvents).values({ companyId: r.companyId, reservationId: r.id, status, actorType: actor.type, actorName: actor.name, note, createdAt: at });
}

const newCode = (prefix: string, n: number) => `${prefix}${randomBytes(n).toString('hex').toUpperCase()}`;

/**
 * Reserves spot space: checks the attorney file (content, ≤ 10 MB) before anything is written, then
 * in one transaction takes the quantity from the offer (conditional update), creates the unpaid
 * reservation with its payment, and queues the job that cancels it when the 3-minute window ends.
 */
export async function reserve(
  db: Db,
  p: { company: CompanySettings; userId: number; userName: string; locale: Locale; site: string; now?: Date },
  input: { offerId: number; quantity: number; contactName: string; contactCompany: string; contactPhone: string },
  attorney: File | undefined,
): Promise<SpotReservation> {
  assertSpotOpen(p.company);
  // the reservation names the offer's amounts: full rate access, as for the offer itself
  refuseWithoutAccess(await rateAccessOfUser(db, p.company, p.userId));
  // no provider (production without WeChat Pay and without PAYMENTS=sandbox): nothing is taken
  const provider = newPaymentProvider();
  if (!provider) throw new ApiError(503, 'paymentsNotConfigured');
  const now = p.now ?? new Date();
  const companyId = p.company.companyId;
  const [offer] = await db
    .select()
    .from(spotOffers)
    .where(and(eq(spotOffers.id, input.offerId), eq(spotOffers.companyId, companyId), eq(spotOffers.published, true)))
    .limit(1);
  if (!offer) throw new ApiError(404, 'spotOfferNotFound');
  if (offer.etd < chinaDate(now)) throw new ApiError(409, 'spotOfferSailed');
  if (input.quantity > offer.remaining) throw fieldError('quantity', 'quantityMax', { max: offer.remaining });
  if (!attorney || attorney.size === 0) throw fieldError('attorney', 'attorneyRequired');
  const file = await storeFile(db, companyId, attorney, { maxBytes: ATTORNEY_MAX_BYTES, types: ATTORNEY_TYPES, purpose: 'attorney', userId: p.userId, typeError: 'attorneyTypeNotAllowed' });
  let opened: { row: ReservationRow; payment: typeof spotPayments.$inferSelect };
  try {
    opened = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(spotOffers)
        .set({ remaining: sql`${spotOffers.remaining} - ${input.quantity}` })
        .where(and(eq(spotOffers.id, offer.id), gte(spotOffers.remaining, input.quantity)))
        .returning({ remaining: spotOffers.remaining });
      if (!taken) {
        const [now2] = await tx.select({ remaining: spotOffers.remaining }).from(spotOffers).where(eq(spotOffers.id, offer.id));
        throw fieldError('quantity', 'quantityMax', { max: now2?.remaining ?? 0 });
      }
      const deadline = new Date(now.getTime() + PAY_WINDOW_SECONDS * 1000);
      const prepaid = cents(offer.prepaidFee) * input.quantity;
      const [row] = await tx
        .insert(spotReservations)
        .values({
          companyId,
          offerId: offer.id,
          userId: p.userId,
          orderCode: newCode('SC', 6),
          quantity: input.quantity,
          contactName: input.contactName,
          contactCompany: input.contactCompany,
          contactPhone: input.contactPhone,
          attorneyFileId: file.id,
          attorneyFileName: attorney.name.slice(0, 200),
          prepaidFee: yuan(prepaid),
          deadSpaceFee: yuan(cents(offer.deadSpaceFee) * input.quantity),
          status: 'unpaid',
          payDeadline: deadline,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('reservation insert returned nothing');
      const [payment] = await tx
        .insert(spotPayments)
        .values({ companyId, reservationId: row.id, provider: provider.name, outTradeNo: newCode('SP', 8), amount: prepaid, createdAt: now })
        .returning();
      await recordEvent(tx, row, 'unpaid', { type: 'user', name: p.userName }, '', now);
      await enqueueJob(tx, 'spot.expire', { reservationId: row.id }, { runAt: deadline });
      return { row, payment: payment! };
    });
  } catch (error) {
    await deleteStoredFile(db, file);
    throw error;
  }
  await openPayment(db, opened, p.site, now);
  return describe(db, opened.row, p.locale, now);
}

/**
 * Opens the payment at its provider once the space is taken (outside the transaction: a call to
 * WeChat Pay holds no lock). When the provider cannot open it, the reservation is cancelled at
 * once and its quantity returned, and the user is told to try again (502).
 */
async function openPayment(db: Db, o: { row: ReservationRow; payment: typeof spotPayments.$inferSelect }, site: string, now: Date): Promise<void> {
  const t = await spotT();
  let codeUrl: string;
  try {
    codeUrl = await paymentProvider(o.payment.provider).open({
      tradeNo: o.payment.outTradeNo,
      amount: o.payment.amount,
      description: t('payDescription', { orderCode: o.row.orderCode }),
      expiresAt: o.row.payDeadline,
      site,
    });
  } catch (error) {
    log.warn('spot.payment.open', { error, provider: o.payment.provider });
    await db.transaction(async (tx) => {
      const [r] = await tx
        .update(spotReservations)
        .set({ status: 'cancelled', quantityHeld: false })
        .where(and(eq(spotReservations.id, o.row.id), eq(spotReservations.status, 'unpaid'), eq(spotReservations.quantityHeld, true)))
        .returning();
      if (!r) return;
      await releaseQuantity(tx, r);
      await tx.update(spotPayments).set({ status: 'closed' }).where(and(eq(spotPayments.id, o.payment.id), eq(spotPayments.status, 'pending')));
      await recordEvent(tx, r, 'cancelled', { type: 'system', name: o.payment.provider }, t('payOpenFailedNote'), now);
    });
    throw new ApiError(502, 'paymentUnavailable');
  }
  await db.update(spotPayments).set({ codeUrl }).where(eq(spotPayments.id, o.payment.id));
}

/** Gives a reservation's quantity back to its offer, once: only the update that clears quantity_held returns it. */
async function releaseQuantity(tx: Db, r: ReservationRow): Promise<void> {
  await tx.update(spotOffers).set({ remaining: sql`${spotOffers.remaining} + ${r.quantity}` }).where(eq(spotOffers.id, r.offerId));
}

/**
 * Cancels one reservation whose payment window has ended unpaid, and gives its quantity back.
 * Answers whether it did (false: paid, already cancelled, or the window is still open).
 */
export async function expireReservation(db: Db, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(spotReservations)
      .set({ status: 'cancelled', quantityHeld: false })
      .where(and(eq(spotReservations.id, id), eq(spotReservations.status, 'unpaid'), eq(spotReservations.quantityHeld, true), lte(spotReservations.payDeadline, now)))
      .returning();
    if (!r) return false;
    await releaseQuantity(tx, r);
    await tx.update(spotPayments).set({ status: 'closed' }).where(and(eq(spotPayments.reservationId, r.id), eq(spotPayments.status, 'pending')));
    const t = await spotT();
    await recordEvent(tx, r, 'cancelled', { type: 'system', name: '' }, t('cancelNote', { minutes: PAY_WINDOW_SECONDS / 60 }), now);
    return true;
  });
}

/** Every unpaid reservation past its window (the recurring sweep behind the per-reservation job). */
export async function expireDueReservations(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: spotReservations.id })
    .from(spotReservations)
    .where(and(eq(spotReservations.status, 'unpaid'), lte(spotReservations.payDeadline, now)))
    .limit(200);
  let n = 0;
  for (const r of due) if (await expireReservation(db, r.id, now)) n++;
  return n;
}

export type PaymentOutcome = 'paid' | 'duplicate' | 'refunded';

export const REFUND_JOB = 'spot.refund';

/**
 * The refund job: asks the payment's provider to pay a refunded payment back in full, once. The
 * refund number is derived from the trade number, so a retry (the job runner retries with backoff
 * when the provider fails) names the same refund and is never paid twice; the provider's refund id
 * is stored once it accepted. Answers whether it asked the provider.
 */
export async function refundPayment(db: Db, paymentId: number): Promise<boolean> {
  const [pay] = await db.select().from(spotPayments).where(eq(spotPayments.id, paymentId)).limit(1);
  if (!pay || pay.status !== 'refunded' || pay.refundId) return false;
  const t = await spotT();
  const refundId = await paymentProvider(pay.provider).refund({
    tradeNo: pay.outTradeNo,
    refundNo: `R${pay.outTradeNo}`,
    amount: pay.amount,
    reason: t('refundReason'),
  });
  await db.update(spotPayments).set({ refundId }).where(and(eq(spotPayments.id, pay.id), eq(spotPayments.refundId, '')));
  return true;
}

/**
 * A payment provider's notification that a code was paid: applied once. A pending payment of an
 * open window becomes paid and its reservation in hand (accepted, under review); the same
 * notification again changes nothing; a payment that arrives after the window (or after the
 * reservation was cancelled) is refunded and the reservation stays cancelled.
 */
export async function applyPayment(
  db: Db,
  p: {
    tradeNo: string;
    amount: number;
    providerTradeNo: string;
    provider?: string;
    now?: Date;
    /** the provider took no money yet (the sandbox wallet): a closed order is refused (409), nothing recorded */
    refuseLate?: boolean;
  },
): Promise<PaymentOutcome> {
  const now = p.now ?? new Date();
  const t = await spotT();
  return db.transaction(async (tx) => {
    const [pay] = await tx.select().from(spotPayments).where(eq(spotPayments.outTradeNo, p.tradeNo)).for('update').limit(1);
    // a provider speaks for its own payments only (the sandbox wallet never pays a WeChat Pay code)
    if (!pay || (p.provider !== undefined && pay.provider !== p.provider)) throw new ApiError(404, 'paymentNotFound');
    if (pay.status === 'paid' || pay.status === 'refunded') return 'duplicate';
    if (pay.amount !== p.amount) throw new ApiError(409, 'paymentAmountMismatch');
    // window still open: the reservation is taken in hand, in the same conditional update
    const [held] = await tx
      .update(spotReservations)
      .set({ status: 'inHand', paidAt: now })
      .where(and(eq(spotReservations.id, pay.reservationId), eq(spotReservations.status, 'unpaid'), sql`${spotReservations.payDeadline} > ${now}`))
      .returning();
    if (held) {
      await tx.update(spotPayments).set({ status: 'paid', paidAt: now, providerTradeNo: p.providerTradeNo }).where(eq(spotPayments.id, pay.id));
      await recordEvent(tx, held, 'inHand', { type: 'system', name: pay.provider }, t('paidNote', { amount: yuan(pay.amount) }), now);
      await mailUser(tx, held, 'inHand', t);
      return 'paid';
    }
    // too late. A wallet that has not taken the money is refused (the transaction rolls back; the
    // expiry job cancels the order); money a provider did receive is refunded in full.
    if (p.refuseLate) throw new ApiError(409, 'spotPayTimeout', '0', { values: { minutes: PAY_WINDOW_SECONDS / 60 } });
    // cancel now if the window ran out unseen, then refund in full
    await expireInTx(tx, pay.reservationId, now, t);
    await tx.update(spotPayments).set({ status: 'refunded', paidAt: now, refundedAt: now, providerTradeNo: p.providerTradeNo }).where(eq(spotPayments.id, pay.id));
    await enqueueJob(tx, REFUND_JOB, { paymentId: pay.id });
    const [r] = await tx.select().from(spotReservations).where(eq(spotReservations.id, pay.reservationId));
    if (r) {
      await recordEvent(tx, r, 'refunded', { type: 'system', name: pay.provider }, t('lateRefundNote', { amount: yuan(pay.amount) }), now);
      await mailUser(tx, r, 'lateRefund', t, { amount: yuan(pay.amount) });
    }
    return 'refunded';
  });
}

async function expireInTx(tx: Db, id: number, now: Date, t: Awaited<ReturnType<typeof spotT>>): Promise<void> {
  const [r] = await tx
    .update(spotReservations)
    .set({ status: 'cancelled', quantityHeld: false })
    .where(and(eq(spotReservations.id, id), eq(spotReservations.status, 'unpaid'), eq(spotReservations.quantityHeld, true)))
    .returning();
  if (!r) return;
  await releaseQuantity(tx, r);
  await recordEvent(tx, r, 'cancelled', { type: 'system', name: '' }, t('cancelNote', { minutes: PAY_WINDOW_SECONDS / 60 }), now);
}

async function mailUser(tx: Db, r: ReservationRow, kind: 'inHand' | 'lateRefund' | 'completed' | 'refused' | 'returned', t: Awaited<ReturnType<typeof spotT>>, extra: Record<string, string> = {}) {
  if (!r.userId) return;
  const [u] = await tx.select({ email: users.email, mobile: users.mobile, nameCn: users.nameCn }).from(users).where(eq(users.id, r.userId)).limit(1);
  const [c] = await tx.select({ name: companies.companyNameCn }).from(companies).where(eq(companies.id, r.companyId)).limit(1);
  const values = { company: c?.name ?? '', name: u?.nameCn || r.contactName, orderCode: r.orderCode, quantity: r.quantity, prepaid: r.prepaidFee, reason: r.reason || '—', billNo: r.billNo || '—', ...extra };
  const subject = t(`mail.${kind}Subject`, values);
  const body = t(`mail.${kind}Body`, values);
  if (u?.email) await enqueue(tx, r.companyId, { channel: 'mail', recipient: u.email, subject, body, kind: 'spot-reservation' });
  else if (u?.mobile) await enqueue(tx, r.companyId, { channel: 'sms', recipient: u.mobile, body: subject, kind: 'spot-reservation' });
}

/**
 * The contact a reservation form starts with for a user: that of their last reservation, else their
 * account's name, certified enterprise and mobile (each '' when unknown).
 */
export async function reservationPrefill(db: Db, p: { companyId: number; userId: number }): Promise<SpotPrefill> {
  const [last] = await db
    .select({ contactName: spotReservations.contactName, contactCompany: spotReservations.contactCompany, contactPhone: spotReservations.contactPhone })
    .from(spotReservations)
    .where(and(eq(spotReservations.companyId, p.companyId), eq(spotReservations.userId, p.userId)))
    .orderBy(desc(spotReservations.createdAt), desc(spotReservations.id))
    .limit(1);
  if (last) return last;
  const [u] = await db
    .select({ nameCn: users.nameCn, nickName: users.nickName, companyNameCn: users.companyNameCn, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, p.userId), eq(users.companyId, p.companyId)))
    .limit(1);
  return { contactName: u?.nameCn || u?.nickName || '', contactCompany: u?.companyNameCn ?? '', contactPhone: u?.mobile ?? '' };
}

/** The sandbox wallet's page: what a code asks to pay. Only the reservation's owner may open it, and only while the sandbox wallet is enabled. */
export async function payInfo(db: Db, p: { companyId: number; userId: number; tradeNo: string; companyName: string; now?: Date }) {
  if (!paymentSettings.sandbox()) throw new ApiError(503, 'paymentsNotConfigured');
  const [row] = await db
    .select({ pay: spotPayments, r: spotReservations })
    .from(spotPayments)
    .innerJoin(spotReservations, eq(spotReservations.id, spotPayments.reservationId))
    .where(and(eq(spotPayments.outTradeNo, p.tradeNo), eq(spotPayments.companyId, p.companyId), eq(spotPayments.provider, 'sandbox'), eq(spotReservations.userId, p.userId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'paymentNotFound');
  const now = p.now ?? new Date();
  const open = row.r.status === 'unpaid' && row.r.payDeadline > now;
  return {
    tradeNo: row.pay.outTradeNo,
    orderCode: row.r.orderCode,
    amount: row.pay.amount,
    status: open ? 'pending' : row.pay.status === 'pending' ? 'closed' : row.pay.status,
    secondsLeft: open ? Math.ceil((row.r.payDeadline.getTime() - now.getTime()) / 1000) : 0,
    companyName: p.companyName,
  };
}

/**
 * The sandbox wallet pays a code for its logged-in owner: the provider's notification, applied
 * once. It holds no money, so an order whose window has closed (or that was cancelled) is refused
 * with the timeout text and nothing is recorded, never "refunded". Refused too (503) when the
 * sandbox wallet is not enabled on this server.
 */
export async function sandboxPay(db: Db, p: { companyId: number; userId: number; tradeNo: string; now?: Date }): Promise<PaymentOutcome> {
  const info = await payInfo(db, { ...p, companyName: '' });
  if (info.status === 'paid' || info.status === 'refunded') return 'duplicate';
  if (info.status !== 'pending') throw new ApiError(409, 'spotPayTimeout', '0', { values: { minutes: PAY_WINDOW_SECONDS / 60 } });
  return applyPayment(db, { tradeNo: info.tradeNo, amount: info.amount, providerTradeNo: newCode('SB', 8), provider: 'sandbox', now: p.now, refuseLate: true });
}

export async function ownReservation(db: Db, p: { companyId: number; userId: number; locale: Locale }, id: number): Promise<SpotReservation> {
  const [r] = await db
    .select()
    .from(spotReservations)
    .where(and(eq(spotReservations.id, id), eq(spotReservations.companyId, p.companyId), eq(spotReservations.userId, p.userId)))
    .limit(1);
  if (!r) throw new ApiError(404, 'reservationNotFound');
  return describe(db, r, p.locale);
}

export async function listReservations(
  db: Db,
  p: { companyId: number; userId?: number; locale: Locale },
  q: { status: SpotStatus | 'all'; page: number; pageSize: number },
): Promise<{ rows: SpotReservation[]; total: number }> {
  const where = and(
    eq(spotReservations.companyId, p.companyId),
    p.userId !== undefined ? eq(spotReservations.userId, p.userId) : undefined,
    q.status === 'all' ? undefined : eq(spotReservations.status, q.status),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(spotReservations).where(where).orderBy(desc(spotReservations.createdAt), desc(spotReservations.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(spotReservations).where(where),
  ]);
  const out: SpotReservation[] = [];
  for (const r of rows) out.push(await describe(db, r, p.locale));
  return { rows: out, total: total?.n ?? 0 };
}

/** The attorney file of a reservation: its owner (userId) or the company's staff (userId undefined); 404 otherwise. */
export async function attorneyFile(db: Db, p: { companyId: number; userId?: number }, id: number) {
  const [r] = await db
    .select()
    .from(spotReservations)
    .where(and(eq(spotReservations.id, id), eq(spotReservations.companyId, p.companyId), p.userId !== undefined ? eq(spotReservations.userId, p.userId) : undefined))
    .limit(1);
  if (!r?.attorneyFileId) throw new ApiError(404, 'reservationNotFound');
  const found = await readStoredFile(db, p.companyId, r.attorneyFileId);
  if (!found) throw new ApiError(404, 'reservationNotFound');
  return found;
}

const reservationAudit = (r: ReservationRow) => ({
  status: r.status,
  quantity: r.quantity,
  quantityHeld: r.quantityHeld,
  billNo: r.billNo,
  reason: r.reason,
  auditAt: r.auditAt,
});

/**
 * Staff decide on a reservation in hand: completed (with its bill no), refused or returned (with a
 * reason). Refused and returned give the space back and refund the prepaid fee in full (within 3
 * working days, the notice says). Recorded with time and staff member, mailed to the user.
 */
export async function reviewReservation(
  db: Db,
  p: { companyId: number; actor: Actor; now?: Date },
  input: { id: number; action: 'complete' | 'refuse' | 'return'; reason: string; billNo: string },
): Promise<{ id: number; status: SpotStatus }> {
  const now = p.now ?? new Date();
  const t = await spotT();
  const status: SpotStatus = input.action === 'complete' ? 'completed' : input.action === 'refuse' ? 'refused' : 'returned';
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(spotReservations)
      .where(and(eq(spotReservations.id, input.id), eq(spotReservations.companyId, p.companyId)))
      .for('update')
      .limit(1);
    if (!before) throw new ApiError(404, 'reservationNotFound');
    const [r] = await tx
      .update(spotReservations)
      .set({
        status,
        reason: input.reason,
        auditAt: now,
        ...(input.billNo ? { billNo: input.billNo.toUpperCase() } : {}),
        ...(status === 'completed' ? {} : { quantityHeld: false }),
      })
      .where(and(eq(spotReservations.id, input.id), eq(spotReservations.companyId, p.companyId), eq(spotReservations.status, 'inHand')))
      .returning();
    if (!r) throw new ApiError(409, 'reservationNotInHand');
    if (status !== 'completed') {
      await releaseQuantity(tx, r);
      const refunded = await tx
        .update(spotPayments)
        .set({ status: 'refunded', refundedAt: now })
        .where(and(eq(spotPayments.reservationId, r.id), eq(spotPayments.status, 'paid')))
        .returning({ id: spotPayments.id });
      for (const x of refunded) await enqueueJob(tx, REFUND_JOB, { paymentId: x.id });
    }
    await recordEvent(tx, r, status, { type: 'staff', name: p.actor.name }, input.reason, now);
    await mailUser(tx, r, status as 'completed' | 'refused' | 'returned', t);
    await audit(tx, p.actor, {
      action: `spotReservation.${input.action}`,
      entity: 'spot_reservation',
      entityId: r.id,
      summary: `${r.orderCode}: ${before.status} → ${status}${input.reason ? ` (${input.reason})` : ''}`,
      before: reservationAudit(before),
      after: reservationAudit(r),
    });
    return { id: r.id, status };
  });
}

// ---------------------------------------------------------------- staff: offers (space inventory)

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
