import 'server-only';

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
 * 9,999,999.99 times the quantity bound of the contracts fits with room to spare). What the user
 * is told (mails, event notes, the payment's description) is in the language the reservation was
 * made in (`spot_reservations.locale`).
 */

export { assertSpotOpen } from './common';
export { getOffer, listOffers, publicOffer, type OfferCaller } from './offers';
export { listStaffOffers, saveOffer } from './offerAdmin';
export { applyPayment, payInfo, refundPayment, REFUND_JOB, sandboxPay, type PaymentOutcome } from './payments';
export { attorneyFile, expireDueReservations, expireReservation, listReservations, ownReservation, reservationPrefill, reserve, reviewReservation } from './reservations';
