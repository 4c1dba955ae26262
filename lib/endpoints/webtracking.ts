import { normalizeEmail, sameEmail } from '../email';
import { endpoint } from './endpoint';

const trackingContract = () => import('../contracts/tracking');

/** webtracking: the endpoints under /webtracking. */
export const webtrackingApi = {
  /** track a bill of lading, container (ISO 6346 checked) or LCL house bill of this company */
  query: endpoint({ method: 'GET', path: '/webtracking/query', role: 'visitor', input: () => trackingContract().then((m) => m.trackingQuery), limits: [{ rule: { name: 'tracking:ip', limit: 120, windowSec: 60 } }] }),
  /** a mailed confirmation link opened: confirms that tracking subscription (the token is the proof; no login) */
  confirm: endpoint({ method: 'POST', path: '/webtracking/confirm', role: 'visitor', identify: false, input: () => trackingContract().then((m) => m.trackingConfirmInput), limits: [{ rule: { name: 'tracking-confirm:ip', limit: 30, windowSec: 60 * 60 } }] }),
  /**
   * mail me each new event of this number (house bills: and delays past N hours); logged-in users. Limited per user,
   * and per other address (each save may mail it a confirmation link; the account's own address is mailed none)
   */
  subscribe: endpoint({
    method: 'POST',
    path: '/webtracking/subscribe',
    role: 'user',
    input: () => trackingContract().then((m) => m.trackingSubscribeInput),
    limits: [
      { rule: { name: 'tracking-sub:user', limit: 30, windowSec: 60 * 60 }, per: 'user' },
      { rule: { name: 'tracking-sub:email', limit: 5, windowSec: 60 * 60 }, per: (i, caller) => (sameEmail(caller.email, i.email) ? null : `email:${normalizeEmail(i.email)}`) },
    ],
  }),
  /** the caller's tracking subscriptions */
  subscriptions: endpoint({ method: 'GET', path: '/webtracking/subscriptions', role: 'user' }),
  /** pause or resume one of the caller's tracking subscriptions (anyone else's id: 404) */
  pause: endpoint({ method: 'POST', path: '/webtracking/pause', role: 'user', input: () => trackingContract().then((m) => m.trackingPauseInput), limits: [{ rule: { name: 'tracking-pause:user', limit: 120, windowSec: 60 * 60 }, per: 'user' }] }),
  /** end one of the caller's tracking subscriptions (anyone else's id: 404) */
  unsubscribe: endpoint({ method: 'POST', path: '/webtracking/unsubscribe', role: 'user', input: () => trackingContract().then((m) => m.trackingUnsubscribeInput) }),
};
