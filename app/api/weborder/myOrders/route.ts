// GET weborderApi.myOrders?orderStatus=&keyword=&page=&pageSize= – the logged-in user's orders (spec §3 "Order list")
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listMyOrders } from '@/lib/server/orders';
import { weborderApi } from '@/lib/endpoints/weborder';

export const GET = apiHandler(weborderApi.myOrders, async ({ db, company, session, locale }, q) => {
  const { rows, total, counts } = await listMyOrders(db, { companyId: company.companyId, userId: session.userId, locale }, q);
  return { code: '1', rows, total, counts };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(weborderApi.myOrders);
