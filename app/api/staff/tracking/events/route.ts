// POST /staff/tracking/events – add a bill's events, one or an imported batch (repeats ignored); subscribers are mailed by the job runner
import { staffEventsInput } from '@/lib/contracts/tracking';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { addTrackingEvents } from '@/lib/server/tracking/staff';

export const POST = apiHandler({ role: 'staff', permission: 'tracking', input: staffEventsInput }, async ({ company, db }, input) => ({
  code: '1',
  data: await addTrackingEvents(db, company.companyId, input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
