// GET /staff/tracking/lookup?no=&type= – a bill, container or house bill of this company with its events (permission tracking)
import { staffTrackingLookupQuery } from '@/lib/contracts/tracking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffLookup } from '@/lib/server/tracking/staff';

export const GET = apiHandler({ role: 'staff', permission: 'tracking', input: staffTrackingLookupQuery, source: 'query' }, async ({ db, company }, q) => ({
  code: '1',
  data: await staffLookup(db, company.companyId, q),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
