// GET /staff/orders/detail?id= – one order of this company: every field and its full history (staff view)
import { staffOrderDetailQuery } from '@/lib/contracts/orders';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffOrderDetail } from '@/lib/server/orders';

export const GET = apiHandler({ role: 'staff', permission: 'orders', input: staffOrderDetailQuery, source: 'query' }, async ({ db, company, locale }, q) => ({
  code: '1',
  data: await staffOrderDetail(db, { companyId: company.companyId, locale }, q.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
