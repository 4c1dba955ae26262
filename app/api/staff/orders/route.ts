// GET /staff/orders?stage=&keyword=&page=&pageSize= – this company's orders, newest first
import { staffOrdersQuery } from '@/lib/contracts/orders';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listCompanyOrders } from '@/lib/server/orders';

export const GET = apiHandler({ role: 'staff', permission: 'orders', input: staffOrdersQuery, source: 'query' }, async ({ db, company, locale }, q) => {
  const { rows, total, counts } = await listCompanyOrders(db, { companyId: company.companyId, locale }, q);
  return { code: '1', rows, total, counts };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
