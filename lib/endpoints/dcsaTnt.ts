import { endpoint } from './endpoint';

/**
 * dcsaTnt: the carriers' DCSA Track & Trace talking to the portal. `notify` is the callback of the
 * portal's event subscriptions (believed only with the subscription's Notification-Signature); the
 * `demo…` endpoints are the built-in demo carrier (Hapag-Lloyd), served only with DEMO_CARRIER=on.
 */
export const dcsaTntApi = {
  /** a carrier pushes events of a subscription: 204 taken, 401 forged, unknown or replayed, 400 not DCSA events */
  notify: endpoint({ method: 'POST', path: '/dcsaTnt/notify', role: 'visitor', plain: true, maxBytes: 1024 * 1024 }),
  /** the demo carrier's GET /v2/events (404 unless DEMO_CARRIER=on) */
  demoEvents: endpoint({ method: 'GET', path: '/dcsaTnt/demo/v2/events', role: 'visitor', plain: true }),
  /** the demo carrier's POST /v2/event-subscriptions (404 unless DEMO_CARRIER=on) */
  demoSubscriptions: endpoint({ method: 'POST', path: '/dcsaTnt/demo/v2/event-subscriptions', role: 'visitor', plain: true, maxBytes: 16 * 1024 }),
};
