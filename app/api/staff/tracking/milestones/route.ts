// POST staffApi.trackingMilestones – record a house bill's consolidation milestones (permission tracking); audited
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveMilestones } from '@/lib/server/tracking/staff';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.trackingMilestones, async (ctx, input) => ({
  code: '1',
  data: await saveMilestones(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.trackingMilestones);
