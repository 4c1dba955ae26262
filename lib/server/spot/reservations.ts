import 'server-only';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { chinaDate, chinaDateTime } from '../../businessTime';
import type { CompanySettings } from '../../contracts/company';
import { ATTORNEY_MAX_BYTES, ATTORNEY_TYPES, PAY_WINDOW_SECONDS, type SpotPrefill, type SpotReservation, type SpotStatus } from '../../contracts/spot';
import { audit, type Actor } from '../audit';
import type { Db } from '../db';
import { spotOffers, spotPayments, spotReservations, users } from '../db/schema';
import { ApiError } from '../errors';
import { deleteStoredFile, readStoredFile, storeFile } from '../files';
import { enqueueJob } from '../jobs/runner';
import { newPaymentProvider, sandboxCodeUrl } from '../payments';
import { rateAccessOfUser, refuseWithoutAccess } from '../rates';
import { assertSpotOpen, cancelUnpaid, cents, fieldError, localeOf, newCode, recordEvent, releaseQuantity, spotT, yuan, type Locale, type ReservationRow } from './common';
import { mailUser } from './mail';
import { describeOffers } from './offers';
import { openPayment, REFUND_JOB } from './payments';

// Reservations of spot space: taken, expired when unpaid, listed, and reviewed by staff.

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
          locale: p.locale,
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
 * Cancels one reservation whose payment window has ended unpaid, and gives its quantity back.
 * Answers whether it did (false: paid, already cancelled, or the window is still open).
 */
export async function expireReservation(db: Db, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await cancelUnpaid(tx, id, now);
    if (!r) return false;
    await tx.update(spotPayments).set({ status: 'closed' }).where(and(eq(spotPayments.reservationId, r.id), eq(spotPayments.status, 'pending')));
    const t = await spotT(localeOf(r));
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
    await mailUser(tx, r, status as 'completed' | 'refused' | 'returned');
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
