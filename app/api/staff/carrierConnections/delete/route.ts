// POST staffApi.carrierConnectionsDelete – remove a carrier connection with the sailings it brought; audited
import { actorOf } from '@/lib/server/audit';
import { deleteConnection } from '@/lib/server/carriers/connections';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.carrierConnectionsDelete, async (ctx, input) => {
  await deleteConnection(ctx.db, actorOf(ctx), input.id);
  return { code: '1', data: { id: input.id } };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.carrierConnectionsDelete);
