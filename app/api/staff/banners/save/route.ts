// POST /staff/banners/save – creates or updates a home banner; the home page shows it on its next load
import { bannerInput } from '@/lib/contracts/newsAdmin';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveBanner } from '@/lib/server/newsAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: bannerInput }, async (ctx, input) => ({
  code: '1',
  data: await saveBanner(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
