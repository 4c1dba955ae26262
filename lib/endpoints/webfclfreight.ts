import { endpoint, schema } from './endpoint';

/** webfclfreight: the endpoints under /webfclfreight. */
export const webfclfreightApi = {
  /** up to 5 ports to suggest before anything is typed (ranking: see recommendPorts in lib/server/ports.ts — subscription demand, then the company's tabs, then sort) */
  queryrecommendportlistlimit5: endpoint({ method: 'GET', path: '/webfclfreight/queryrecommendportlistlimit5', role: 'visitor', identify: false, input: schema('ports', 'recommendPortsQuery'), answer: schema('ports', 'recommendPortsAnswer') }),
  /** the company's destination tabs (route groups) with their ports (a body naming another company is refused by apiHandler: 403 companyMismatch) */
  queryRouteGroups: endpoint({ method: 'POST', path: '/webfclfreight/queryRouteGroups', role: 'visitor', identify: false, input: schema('routes', 'routeGroupsQuery'), answer: schema('routes', 'routeGroupsAnswer') }),
  /** the account manager: the user's own, else the company's default (a body naming another company is refused by apiHandler: 403 companyMismatch) */
  queryWebMyCustomer: endpoint({ method: 'POST', path: '/webfclfreight/queryWebMyCustomer', role: 'visitor', input: schema('contacts', 'myCustomerQuery'), answer: schema('contacts', 'myCustomerAnswer') }),
};
