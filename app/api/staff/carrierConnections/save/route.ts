// POST staffApi.carrierConnectionsSave – create or change a carrier connection; the secret stored encrypted; audited
import { actorOf } from '@/lib/server/audit';
import { listConnections, saveConnection } from '@/lib/server/carriers/connections';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.carrierConnectionsSave, async (ctx, input) => {
  const id = await saveConnection(ctx.db, actorOf(ctx), input);
  return { code: '1', data: (await listConnections(ctx.db, ctx.staff.companyId)).find((c) => c.id === id) };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.carrierConnectionsSave);
