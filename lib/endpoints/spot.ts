import { ATTORNEY_MAX_BYTES } from '../contracts/constants';
import { endpoint, schema } from './endpoint';

/** spot: the endpoints under /spot. */
export const spotApi = {
  /** the attorney file of one of the user's reservations (404 for anyone else's) */
  attorney: endpoint({ method: 'GET', path: '/spot/attorney', role: 'user', input: schema('spot', 'attorneyQuery') }),
  /** my reserved spot cargo, newest first */
  myReservations: endpoint({ method: 'GET', path: '/spot/myReservations', role: 'user', input: schema('spot', 'myReservationsQuery') }),
  /** one open spot offer of this company; its amounts only for a caller with full rate access (spec §6) */
  offer: endpoint({ method: 'GET', path: '/spot/offer', role: 'visitor', input: schema('spot', 'spotOfferQuery'), answer: schema('spot', 'spotOfferAnswer') }),
  /** the company's open premium spot space offers (404 spotClosed when bookingSpaceFlag is off); amounts only for full rate access */
  offers: endpoint({ method: 'GET', path: '/spot/offers', role: 'visitor', answer: schema('spot', 'spotOffersAnswer') }),
  /** the sandbox wallet: what a scanned code asks the logged-in owner to pay */
  payInfo: endpoint({ method: 'GET', path: '/spot/payInfo', role: 'user', input: schema('spot', 'payCodeQuery'), answer: schema('spot', 'payInfoAnswer') }),
  /** the contact a reservation form starts with for the logged-in certified user */
  prefill: endpoint({ method: 'GET', path: '/spot/prefill', role: 'certified', answer: schema('spot', 'spotPrefillAnswer') }),
  /** one of the user's spot reservations, with its payment window */
  reservation: endpoint({ method: 'GET', path: '/spot/reservation', role: 'user', input: schema('spot', 'spotReservationQuery'), answer: schema('spot', 'spotReservationAnswer') }),
  /** multipart: a certified user reserves spot space with the attorney file (≤ 10 MB, by content); */
  reserve: endpoint({ method: 'POST', path: '/spot/reserve', role: 'certified', input: schema('spot', 'spotReserveFields'), source: 'multipart', maxBytes: ATTORNEY_MAX_BYTES + 64 * 1024, limits: [{ rule: 'spotReserveUser', per: 'user' }], answer: schema('spot', 'spotReservationAnswer') }),
  /** the sandbox wallet pays a code for its logged-in owner (applied once; a closed order is refused, nothing recorded) */
  sandboxPay: endpoint({ method: 'POST', path: '/spot/sandboxPay', role: 'user', input: schema('spot', 'payCodeQuery'), answer: schema('spot', 'sandboxPayAnswer') }),
  /** WeChat Pay's payment notification (APIv3): believed only with the platform signature over the exact body; */
  wechatpayNotify: endpoint({ method: 'POST', path: '/spot/wechatpay/notify', role: 'visitor', plain: true }),
};
