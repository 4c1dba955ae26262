import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { ZodError } from 'zod';
import type { CompanySettings } from '../../contracts/company';
import { loadMessages } from '../../i18n/messages';
import type { Db } from '../db';
import { spotOffers, spotReservationEvents, spotReservations } from '../db/schema';
import { ApiError } from '../errors';


// What the spot modules share: row types, amounts in fen, reservation events and the quantity held.

export type Locale = 'cn' | 'en';
export type OfferRow = typeof spotOffers.$inferSelect;
export type ReservationRow = typeof spotReservations.$inferSelect;

export const cents = (v: string) => Math.round(Number(v) * 100);
export const yuan = (c: number) => (c / 100).toFixed(2);

export function fieldError(path: string, message: string, params?: Record<string, string | number>): ZodError {
  return new ZodError([{ code: 'custom', path: [path], message, params, input: undefined }]);
}

/** The language a reservation was made in: its mails, event notes and payment texts are written in it. */
export const localeOf = (r: { locale: string }): Locale => (r.locale === 'en' ? 'en' : 'cn');

/** The Spot messages in a locale (mails, event notes, what a payment provider shows the payer). */
export async function spotT(locale: Locale) {
  const tag = locale === 'en' ? 'en' : 'zh-CN';
  return createTranslator({ locale: tag, messages: await loadMessages(tag), namespace: 'Spot' });
}
export type SpotTranslator = Awaited<ReturnType<typeof spotT>>;

export function assertSpotOpen(company: CompanySettings): void {
  if (!company.bookingSpaceFlag) throw new ApiError(404, 'spotClosed');
}

export async function recordEvent(db: Db, r: { id: number; companyId: number }, status: string, actor: { type: string; name: string }, note = '', at = new Date()) {
  await db.insert(spotReservationEvents).values({ companyId: r.companyId, reservationId: r.id, status, actorType: actor.type, actorName: actor.name, note, createdAt: at });
}

export const newCode = (prefix: string, n: number) => `${prefix}${randomBytes(n).toString('hex').toUpperCase()}`;

/** Gives a reservation's quantity back to its offer, once: only the update that clears quantity_held returns it. */
export async function releaseQuantity(tx: Db, r: ReservationRow): Promise<void> {
  await tx.update(spotOffers).set({ remaining: sql`${spotOffers.remaining} + ${r.quantity}` }).where(eq(spotOffers.id, r.offerId));
}

/**
 * Cancels an unpaid reservation that still holds its quantity and gives the quantity back, in one
 * conditional update (so it returns once); with `due`, only when its window ended by then.
 * Answers the cancelled row, or undefined when there was nothing to cancel.
 */
export async function cancelUnpaid(tx: Db, id: number, due?: Date): Promise<ReservationRow | undefined> {
  const [r] = await tx
    .update(spotReservations)
    .set({ status: 'cancelled', quantityHeld: false })
    .where(and(eq(spotReservations.id, id), eq(spotReservations.status, 'unpaid'), eq(spotReservations.quantityHeld, true), due ? lte(spotReservations.payDeadline, due) : undefined))
    .returning();
  if (r) await releaseQuantity(tx, r);
  return r;
}
