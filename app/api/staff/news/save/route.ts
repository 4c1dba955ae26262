// POST /staff/news/save – creates or updates a news article; shown on the news pages on their next load
import { newsInput } from '@/lib/contracts/newsAdmin';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveNews } from '@/lib/server/newsAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: newsInput, maxBytes: 256 * 1024 }, async (ctx, input) => ({
  code: '1',
  data: await saveNews(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
