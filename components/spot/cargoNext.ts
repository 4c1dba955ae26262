import type { SpotReservation } from '@/lib/contracts/spot';
import { href, type Surface } from '@/lib/screens/registry';

/**
 * What a shipper does next with a reserved spot cargo (spec §4 "Reserved spot order statuses"),
 * the same on the desktop workspace and the mobile page: pay while the window is open, wait for the
 * review, follow the cargo once completed, or reserve the space again after a cancellation, a
 * refusal or a return. Links come from the screen registry for the surface shown.
 */
export type CargoNext =
  | { kind: 'pay' }
  | { kind: 'review' }
  | { kind: 'track'; href: string }
  | { kind: 'reserveAgain'; href: string }
  | { kind: 'none' };

export function cargoNext(r: Pick<SpotReservation, 'status' | 'billNo' | 'offerId'>, surface: Surface): CargoNext {
  switch (r.status) {
    case 'unpaid':
      return { kind: 'pay' };
    case 'inHand':
      return { kind: 'review' };
    case 'completed':
      return r.billNo ? { kind: 'track', href: href('tracking', { no: r.billNo }, surface) } : { kind: 'none' };
    case 'cancelled':
    case 'refused':
    case 'returned':
      return { kind: 'reserveAgain', href: href('spaceReserve', { offerId: String(r.offerId) }, surface) };
  }
}

/** Refused and returned reservations are refunded in full (spec §4, §9): the shipper's page says so, as the mail does. */
export const isRefunded = (r: Pick<SpotReservation, 'status'>) => r.status === 'refused' || r.status === 'returned';
