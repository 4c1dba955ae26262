// GET staffApi.orders?stage=&keyword=&page=&pageSize= – this company's orders, newest first
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listCompanyOrders } from '@/lib/server/orders';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.orders, async ({ db, company, locale }, q) => {
  const { rows, total, counts } = await listCompanyOrders(db, { companyId: company.companyId, locale }, q);
  return { code: '1', rows, total, counts };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.orders);
