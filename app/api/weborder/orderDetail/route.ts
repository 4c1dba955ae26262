// GET weborderApi.orderDetail?id= – one of the user's own orders with its progress and history (404 otherwise)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { ownOrder } from '@/lib/server/orders';
import { weborderApi } from '@/lib/endpoints/weborder';

export const GET = apiHandler(weborderApi.orderDetail, async ({ db, company, session, locale }, q) => ({
  code: '1',
  data: await ownOrder(db, { companyId: company.companyId, userId: session.userId, locale }, q.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(weborderApi.orderDetail);
