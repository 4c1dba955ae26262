// GET /weborder/orderDetail?id= – one of the user's own orders with its progress and history (404 otherwise)
import { orderDetailQuery } from '@/lib/contracts/orders';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { ownOrder } from '@/lib/server/orders';

export const GET = apiHandler({ role: 'user', input: orderDetailQuery, source: 'query' }, async ({ db, company, session, locale }, q) => ({
  code: '1',
  data: await ownOrder(db, { companyId: company.companyId, userId: session.userId, locale }, q.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
