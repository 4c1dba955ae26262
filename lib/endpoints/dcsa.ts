import { endpoint, schema } from './endpoint';

/**
 * dcsa: the portal's own DCSA Commercial Schedules 1.0.3 endpoints, served from the site's root
 * (/dcsa/cs/v1/…, not under /api) for customers' systems: the sailings of the company of the Host, in
 * the document's format (lib/dcsa/openapi/CS_v1.0.3.yaml), with an `API-Key` header issued in the
 * console (staffApi.dcsaKeysCreate). They answer in DCSA's format, not the portal's envelope, so they
 * are plain routes wrapped by dcsaHandler (lib/server/dcsaApi/handler.ts), which applies these limits:
 * per address before the key is checked, per key after.
 */
const limits = ['dcsaIp', { rule: 'dcsaKey', per: 'apiKey' }] as const;

export const dcsaApi = {
  /** routings from a place of receipt to a place of delivery (direct or with a transshipment), by departure */
  csPointToPoint: endpoint({ method: 'GET', path: '/dcsa/cs/v1/point-to-point-routes', role: 'visitor', identify: false, plain: true, input: schema('dcsa', 'pointToPointQuery'), limits }),
  /** the vessels calling a port from a date (a week), with their arrival and departure */
  csPortSchedules: endpoint({ method: 'GET', path: '/dcsa/cs/v1/port-schedules', role: 'visitor', identify: false, plain: true, input: schema('dcsa', 'portSchedulesQuery'), limits }),
  /** the voyages of a service, vessel or voyage number, with every call */
  csVesselSchedules: endpoint({ method: 'GET', path: '/dcsa/cs/v1/vessel-schedules', role: 'visitor', identify: false, plain: true, input: schema('dcsa', 'vesselSchedulesQuery'), limits }),
};
