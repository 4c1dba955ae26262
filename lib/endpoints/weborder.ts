import { endpoint, schema } from './endpoint';

/** weborder: the endpoints under /weborder, and the order search of other sites (/orderSearch). */
export const weborderApi = {
  /** an order by order no or bill no: everything for its owner, numbers, stage and dates for anyone else (also from other sites: the public view is served with CORS *, without cookies) */
  orderSearch: endpoint({ method: 'GET', path: '/orderSearch', role: 'visitor', fast: true, input: schema('orders', 'orderSearchQuery'), answer: schema('orders', 'orderSearchAnswer') }),
  /** a certified user's booking: an order at stage Order, mailed to the user's sales contact */
  booking: endpoint({ method: 'POST', path: '/weborder/booking', role: 'certified', input: schema('booking', 'bookingInput'), limits: [{ rule: 'bookingUser', per: 'user' }], answer: schema('booking', 'bookingAnswer') }),
  /** the logged-in user's orders (spec §3 "Order list") */
  myOrders: endpoint({ method: 'GET', path: '/weborder/myOrders', role: 'user', input: schema('orders', 'myOrdersQuery') }),
  /** one of the user's own orders with its progress and history (404 otherwise) */
  orderDetail: endpoint({ method: 'GET', path: '/weborder/orderDetail', role: 'user', input: schema('orders', 'orderDetailQuery') }),
};
