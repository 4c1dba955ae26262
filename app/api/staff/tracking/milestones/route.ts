// POST /staff/tracking/milestones – record a house bill's consolidation milestones (permission tracking); audited
import { staffMilestonesInput } from '@/lib/contracts/tracking';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveMilestones } from '@/lib/server/tracking/staff';

export const POST = apiHandler({ role: 'staff', permission: 'tracking', input: staffMilestonesInput }, async (ctx, input) => ({
  code: '1',
  data: await saveMilestones(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
