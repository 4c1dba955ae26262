import 'server-only';
import { and, eq } from 'drizzle-orm';
import { QR_CODES } from '../../contracts/account';
import type { Db } from '../db';
import { qrLoginTickets } from '../db/schema';
import { ApiError } from '../errors';
import { hashToken } from './session';

/** Pre-login cookie binding QR tickets to the desktop browser that asked for them (HttpOnly). */
export const QR_PRE_COOKIE = 'qr_pre';
export const QR_PRE_SECONDS = 10 * 60;

export type QrTicketRow = typeof qrLoginTickets.$inferSelect;

const TOKENISH = /^[A-Za-z0-9_-]{20,100}$/;

/** The hash of this browser's pre-login cookie, or null when it has none. */
export function browserHashOf(cookieValue: string | undefined): string | null {
  return cookieValue && TOKENISH.test(cookieValue) ? hashToken(cookieValue) : null;
}

export async function loadTicket(db: Db, companyId: number, ticket: string): Promise<QrTicketRow | null> {
  if (!TOKENISH.test(ticket)) return null;
  const [row] = await db
    .select()
    .from(qrLoginTickets)
    .where(and(eq(qrLoginTickets.id, hashToken(ticket)), eq(qrLoginTickets.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The distinct, localized failures of the QR flow. */
export const qrError = {
  unknown: () => new ApiError(404, 'qrNotFound', QR_CODES.unknown),
  expired: () => new ApiError(410, 'qrExpired', QR_CODES.expired),
  used: () => new ApiError(409, 'qrUsed', QR_CODES.used),
  foreign: () => new ApiError(403, 'qrForeign', QR_CODES.foreign),
  rejected: () => new ApiError(409, 'qrRejected', QR_CODES.rejected),
};

export const isExpired = (row: Pick<QrTicketRow, 'expiresAt'>, now = Date.now()) => row.expiresAt.getTime() <= now;
