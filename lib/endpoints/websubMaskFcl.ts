import { endpoint, schema } from './endpoint';

/** websubMaskFcl: the endpoints under /websubMaskFcl. */
export const websubMaskFclApi = {
  /** unsubscribe: the logged-in owner, or the holder of the email's manage-link token; anyone else gets 404. Rate-limited per address. */
  deleteSubMaskFcl: endpoint({ method: 'POST', path: '/websubMaskFcl/deleteSubMaskFcl', role: 'visitor', input: schema('subscriptions', 'deleteSubscriptionInput'), limits: ['subscriptionIp'], answer: schema('subscriptions', 'deleteSubscriptionAnswer') }),
  /** a mailed manage link opened: confirms the email's subscriptions and lists them (400 subscriptionLinkInvalid for an unknown or expired token). */
  manageSubMaskFcl: endpoint({ method: 'POST', path: '/websubMaskFcl/manageSubMaskFcl', role: 'visitor', identify: false, input: schema('subscriptions', 'manageSubscriptionsInput'), limits: ['subscriptionIp'], answer: schema('subscriptions', 'manageSubscriptionsAnswer') }),
  /** save a rate subscription (visitors too; the user is attached when logged in). */
  saveSubMaskFcl: endpoint({ method: 'POST', path: '/websubMaskFcl/saveSubMaskFcl', role: 'visitor', input: schema('subscriptions', 'saveSubscriptionInput'), limits: ['subscriptionIp', { rule: 'subscriptionEmail', per: (input) => `email:${input.subscribeEmail.trim().toLowerCase()}` }], answer: schema('subscriptions', 'saveSubscriptionAnswer') }),
};
