// POST staffApi.newsDelete – removes a news article of this company
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { deleteNews } from '@/lib/server/newsAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.newsDelete, async (ctx, input) => {
  await deleteNews(ctx.db, actorOf(ctx), input.id);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.newsDelete);
