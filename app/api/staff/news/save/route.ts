// POST staffApi.newsSave – creates or updates a news article; shown on the news pages on their next load
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveNews } from '@/lib/server/newsAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.newsSave, async (ctx, input) => ({
  code: '1',
  data: await saveNews(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.newsSave);
