// POST /staff/news/delete – removes a news article of this company
import { deleteInput } from '@/lib/contracts/newsAdmin';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { deleteNews } from '@/lib/server/newsAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: deleteInput }, async (ctx, input) => {
  await deleteNews(ctx.db, actorOf(ctx), input.id);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
