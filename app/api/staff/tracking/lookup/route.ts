// GET staffApi.trackingLookup?no=&type= – a bill, container or house bill of this company with its events (permission tracking)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffLookup } from '@/lib/server/tracking/staff';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.trackingLookup, async ({ db, company }, q) => ({
  code: '1',
  data: await staffLookup(db, company.companyId, q),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.trackingLookup);
