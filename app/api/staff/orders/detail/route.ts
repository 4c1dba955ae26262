// GET staffApi.ordersDetail?id= – one order of this company: every field and its full history (staff view)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffOrderDetail } from '@/lib/server/orders';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.ordersDetail, async ({ db, company, locale }, q) => ({
  code: '1',
  data: await staffOrderDetail(db, { companyId: company.companyId, locale }, q.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ordersDetail);
