import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { PAY_WINDOW_SECONDS, type PAYMENT_OUTCOMES } from '../../contracts/spot';
import type { Db } from '../db';
import { spotPayments, spotReservations } from '../db/schema';
import { ApiError } from '../errors';
import { enqueueJob } from '../jobs/runner';
import { log } from '../log';
import { paymentProvider, paymentSettings } from '../payments';
import { cancelUnpaid, localeOf, newCode, recordEvent, spotT, yuan, type ReservationRow } from './common';
import { mailUser } from './mail';

// Payments of spot reservations: opened at a provider, applied once, refunded only when money arrived.

/**
 * Opens the payment at its provider once the space is taken (outside the transaction: a call to
 * WeChat Pay holds no lock). When the provider cannot open it, the reservation is cancelled at
 * once and its quantity returned, and the user is told to try again (502).
 */
export async function openPayment(db: Db, o: { row: ReservationRow; payment: typeof spotPayments.$inferSelect }, site: string, now: Date): Promise<void> {
  const t = await spotT(localeOf(o.row));
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
      const r = await cancelUnpaid(tx, o.row.id);
      if (!r) return;
      await tx.update(spotPayments).set({ status: 'closed' }).where(and(eq(spotPayments.id, o.payment.id), eq(spotPayments.status, 'pending')));
      await recordEvent(tx, r, 'cancelled', { type: 'system', name: o.payment.provider }, t('payOpenFailedNote'), now);
    });
    throw new ApiError(502, 'paymentUnavailable');
  }
  await db.update(spotPayments).set({ codeUrl }).where(eq(spotPayments.id, o.payment.id));
}

export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

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
  const [r] = await db.select({ locale: spotReservations.locale }).from(spotReservations).where(eq(spotReservations.id, pay.reservationId)).limit(1);
  const t = await spotT(r ? localeOf(r) : 'cn');
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
      const t = await spotT(localeOf(held));
      await recordEvent(tx, held, 'inHand', { type: 'system', name: pay.provider }, t('paidNote', { amount: yuan(pay.amount) }), now);
      await mailUser(tx, held, 'inHand');
      return 'paid';
    }
    // too late. A wallet that has not taken the money is refused (the transaction rolls back; the
    // expiry job cancels the order); money a provider did receive is refunded in full.
    if (p.refuseLate) throw new ApiError(409, 'spotPayTimeout', '0', { values: { minutes: PAY_WINDOW_SECONDS / 60 } });
    // cancel now if the window ran out unseen, then refund in full
    await expireInTx(tx, pay.reservationId, now);
    await tx.update(spotPayments).set({ status: 'refunded', paidAt: now, refundedAt: now, providerTradeNo: p.providerTradeNo }).where(eq(spotPayments.id, pay.id));
    await enqueueJob(tx, REFUND_JOB, { paymentId: pay.id });
    const [r] = await tx.select().from(spotReservations).where(eq(spotReservations.id, pay.reservationId));
    if (r) {
      const t = await spotT(localeOf(r));
      await recordEvent(tx, r, 'refunded', { type: 'system', name: pay.provider }, t('lateRefundNote', { amount: yuan(pay.amount) }), now);
      await mailUser(tx, r, 'lateRefund', { amount: yuan(pay.amount) });
    }
    return 'refunded';
  });
}

async function expireInTx(tx: Db, id: number, now: Date): Promise<void> {
  const r = await cancelUnpaid(tx, id);
  if (!r) return;
  const t = await spotT(localeOf(r));
  await recordEvent(tx, r, 'cancelled', { type: 'system', name: '' }, t('cancelNote', { minutes: PAY_WINDOW_SECONDS / 60 }), now);
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
