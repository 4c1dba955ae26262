// POST staffApi.trackingEvents – add a bill's events, one or an imported batch (repeats ignored); audited; subscribers are mailed by the job runner
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { addTrackingEvents } from '@/lib/server/tracking/staff';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.trackingEvents, async (ctx, input) => ({
  code: '1',
  data: await addTrackingEvents(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.trackingEvents);
