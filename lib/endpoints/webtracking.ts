import { normalizeEmail, sameEmail } from '../email';
import { endpoint, schema } from './endpoint';

/** webtracking: the endpoints under /webtracking. */
export const webtrackingApi = {
  /** track a bill of lading, container (ISO 6346 checked) or LCL house bill of this company */
  query: endpoint({ method: 'GET', path: '/webtracking/query', role: 'visitor', input: schema('tracking', 'trackingQuery'), limits: [{ rule: { name: 'tracking:ip', limit: 120, windowSec: 60 } }], answer: schema('tracking', 'trackingAnswer') }),
  /** a mailed confirmation link opened: confirms that tracking subscription (the token is the proof; no login) */
  confirm: endpoint({ method: 'POST', path: '/webtracking/confirm', role: 'visitor', identify: false, input: schema('tracking', 'trackingConfirmInput'), limits: [{ rule: { name: 'tracking-confirm:ip', limit: 30, windowSec: 60 * 60 } }], answer: schema('tracking', 'trackingSubscribeAnswer') }),
  /**
   * mail me each new event of this number (house bills: and delays past N hours); logged-in users. Limited per user,
   * and per other address (each save may mail it a confirmation link; the account's own address is mailed none)
   */
  subscribe: endpoint({
    method: 'POST',
    path: '/webtracking/subscribe',
    role: 'user',
    input: schema('tracking', 'trackingSubscribeInput'),
    limits: [
      { rule: { name: 'tracking-sub:user', limit: 30, windowSec: 60 * 60 }, per: 'user' },
      { rule: { name: 'tracking-sub:email', limit: 5, windowSec: 60 * 60 }, per: (i, caller) => (sameEmail(caller.email, i.email) ? null : `email:${normalizeEmail(i.email)}`) },
    ],
    answer: schema('tracking', 'trackingSubscribeAnswer'),
  }),
  /** the caller's tracking subscriptions */
  subscriptions: endpoint({ method: 'GET', path: '/webtracking/subscriptions', role: 'user', answer: schema('tracking', 'trackingSubscriptionsAnswer') }),
  /** pause or resume one of the caller's tracking subscriptions (anyone else's id: 404) */
  pause: endpoint({ method: 'POST', path: '/webtracking/pause', role: 'user', input: schema('tracking', 'trackingPauseInput'), limits: [{ rule: { name: 'tracking-pause:user', limit: 120, windowSec: 60 * 60 }, per: 'user' }], answer: schema('tracking', 'trackingSubscribeAnswer') }),
  /** end one of the caller's tracking subscriptions (anyone else's id: 404) */
  unsubscribe: endpoint({ method: 'POST', path: '/webtracking/unsubscribe', role: 'user', input: schema('tracking', 'trackingUnsubscribeInput'), answer: schema('tracking', 'trackingUnsubscribeAnswer') }),
};
