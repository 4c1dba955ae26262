import { endpoint, schema } from './endpoint';

/** Changes to one's own alerts, per user. */
const MY_ALERTS_USER = { name: 'my-alerts:user', limit: 120, windowSec: 60 * 60 };

/** websubMaskFcl: the endpoints under /websubMaskFcl. */
export const websubMaskFclApi = {
  /** unsubscribe: the logged-in owner, or the holder of the email's manage-link token; anyone else gets 404. Rate-limited per address. */
  deleteSubMaskFcl: endpoint({ method: 'POST', path: '/websubMaskFcl/deleteSubMaskFcl', role: 'visitor', input: schema('subscriptions', 'deleteSubscriptionInput'), limits: ['subscriptionIp'], answer: schema('subscriptions', 'deleteSubscriptionAnswer') }),
  /** a mailed manage link opened: confirms the email's subscriptions and lists them (400 subscriptionLinkInvalid for an unknown or expired token). */
  manageSubMaskFcl: endpoint({ method: 'POST', path: '/websubMaskFcl/manageSubMaskFcl', role: 'visitor', identify: false, input: schema('subscriptions', 'manageSubscriptionsInput'), limits: ['subscriptionIp'], answer: schema('subscriptions', 'manageSubscriptionsAnswer') }),
  /** My alerts: the rate alerts of the caller's own account email. */
  mine: endpoint({ method: 'GET', path: '/websubMaskFcl/mine', role: 'user', answer: schema('subscriptions', 'myRateAlertsAnswer') }),
  /** My alerts: another lane for one of them (any other address's id: 404; a lane the address already has: 409). */
  changeMine: endpoint({ method: 'POST', path: '/websubMaskFcl/changeMine', role: 'user', input: schema('subscriptions', 'changeMyAlertInput'), limits: [{ rule: MY_ALERTS_USER, per: 'user' }], answer: schema('subscriptions', 'myRateAlertAnswer') }),
  /** My alerts: pause or resume one of them (any other address's id: 404). */
  pauseMine: endpoint({ method: 'POST', path: '/websubMaskFcl/pauseMine', role: 'user', input: schema('subscriptions', 'pauseMyAlertInput'), limits: [{ rule: MY_ALERTS_USER, per: 'user' }], answer: schema('subscriptions', 'myRateAlertAnswer') }),
  /** My alerts: delete one of them (any other address's id: 404). */
  deleteMine: endpoint({ method: 'POST', path: '/websubMaskFcl/deleteMine', role: 'user', input: schema('subscriptions', 'deleteMyAlertInput'), limits: [{ rule: MY_ALERTS_USER, per: 'user' }], answer: schema('subscriptions', 'deleteMyAlertAnswer') }),
  /** save a rate subscription (visitors too; the user is attached when logged in). */
  saveSubMaskFcl: endpoint({ method: 'POST', path: '/websubMaskFcl/saveSubMaskFcl', role: 'visitor', input: schema('subscriptions', 'saveSubscriptionInput'), limits: ['subscriptionIp', { rule: 'subscriptionEmail', per: (input) => `email:${input.subscribeEmail.trim().toLowerCase()}` }], answer: schema('subscriptions', 'saveSubscriptionAnswer') }),
};
