// POST staffApi.bannersDelete – removes a home banner of this company
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { deleteBanner } from '@/lib/server/newsAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.bannersDelete, async (ctx, input) => {
  await deleteBanner(ctx.db, actorOf(ctx), input.id);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.bannersDelete);
