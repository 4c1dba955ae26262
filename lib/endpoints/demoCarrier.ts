import { endpoint } from './endpoint';

/**
 * demo-carrier: the built-in DCSA demo carrier (lib/dcsa/demo), served only with DEMO_CARRIER=on
 * (npm start's demo), 404 otherwise. It answers in the carrier's own protocol, not the portal's
 * envelope, so it is a plain route.
 */
export const demoCarrierApi = {
  /** Commercial Schedules 1.0.3 point-to-point routings of the demo Hapag-Lloyd loops (API-Key header: the demo key) */
  csPointToPoint: endpoint({ method: 'GET', path: '/demo-carrier/cs/v1/point-to-point-routes', role: 'visitor', plain: true }),
};
