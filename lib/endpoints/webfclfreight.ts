import { endpoint } from './endpoint';

const contactsContract = () => import('../contracts/contacts');
const portsContract = () => import('../contracts/ports');
const routesContract = () => import('../contracts/routes');

/** webfclfreight: the endpoints under /webfclfreight. */
export const webfclfreightApi = {
  /** up to 5 ports to suggest before anything is typed (ranking: see recommendPorts in lib/server/ports.ts — subscription demand, then the company's tabs, then sort) */
  queryrecommendportlistlimit5: endpoint({ method: 'GET', path: '/webfclfreight/queryrecommendportlistlimit5', role: 'visitor', identify: false, input: () => portsContract().then((m) => m.recommendPortsQuery) }),
  /** the company's destination tabs (route groups) with their ports (a body naming another company is refused by apiHandler: 403 companyMismatch) */
  queryRouteGroups: endpoint({ method: 'POST', path: '/webfclfreight/queryRouteGroups', role: 'visitor', identify: false, input: () => routesContract().then((m) => m.routeGroupsQuery) }),
  /** the account manager: the user's own, else the company's default (a body naming another company is refused by apiHandler: 403 companyMismatch) */
  queryWebMyCustomer: endpoint({ method: 'POST', path: '/webfclfreight/queryWebMyCustomer', role: 'visitor', input: () => contactsContract().then((m) => m.myCustomerQuery) }),
};
