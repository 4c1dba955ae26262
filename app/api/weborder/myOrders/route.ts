// GET /weborder/myOrders?orderStatus=&keyword=&page=&pageSize= – the logged-in user's orders (spec §3 "Order list")
import { myOrdersQuery } from '@/lib/contracts/orders';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listMyOrders } from '@/lib/server/orders';

export const GET = apiHandler({ role: 'user', input: myOrdersQuery, source: 'query' }, async ({ db, company, session, locale }, q) => {
  const { rows, total, counts } = await listMyOrders(db, { companyId: company.companyId, userId: session.userId, locale }, q);
  return { code: '1', rows, total, counts };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
