// POST staffApi.bannersSave – creates or updates a home banner; the home page shows it on its next load
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveBanner } from '@/lib/server/newsAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.bannersSave, async (ctx, input) => ({
  code: '1',
  data: await saveBanner(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.bannersSave);
