// POST staffApi.carrierConnectionsRun – queue a schedule import of an enabled connection now; audited
import { actorOf } from '@/lib/server/audit';
import { queueImportNow } from '@/lib/server/carriers/jobs';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.carrierConnectionsRun, async (ctx, input) => ({ code: '1', data: { jobId: await queueImportNow(ctx.db, actorOf(ctx), input.id) } }));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.carrierConnectionsRun);
