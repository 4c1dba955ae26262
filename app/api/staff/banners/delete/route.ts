// POST /staff/banners/delete – removes a home banner of this company
import { deleteInput } from '@/lib/contracts/newsAdmin';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { deleteBanner } from '@/lib/server/newsAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: deleteInput }, async (ctx, input) => {
  await deleteBanner(ctx.db, actorOf(ctx), input.id);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
