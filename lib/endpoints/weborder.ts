import { endpoint } from './endpoint';

const bookingContract = () => import('../contracts/booking');
const ordersContract = () => import('../contracts/orders');

/** weborder: the endpoints under /weborder, and the order search of other sites (/orderSearch). */
export const weborderApi = {
  /** an order by order no or bill no: everything for its owner, numbers, stage and dates for anyone else (also from other sites: the public view is served with CORS *, without cookies) */
  orderSearch: endpoint({ method: 'GET', path: '/orderSearch', role: 'visitor', input: () => ordersContract().then((m) => m.orderSearchQuery) }),
  /** a certified user's booking: an order at stage Order, mailed to the user's sales contact */
  booking: endpoint({ method: 'POST', path: '/weborder/booking', role: 'certified', input: () => bookingContract().then((m) => m.bookingInput), limits: [{ rule: 'bookingUser', per: 'user' }] }),
  /** the logged-in user's orders (spec §3 "Order list") */
  myOrders: endpoint({ method: 'GET', path: '/weborder/myOrders', role: 'user', input: () => ordersContract().then((m) => m.myOrdersQuery) }),
  /** one of the user's own orders with its progress and history (404 otherwise) */
  orderDetail: endpoint({ method: 'GET', path: '/weborder/orderDetail', role: 'user', input: () => ordersContract().then((m) => m.orderDetailQuery) }),
};
