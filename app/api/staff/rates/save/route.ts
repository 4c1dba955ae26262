// POST staffApi.ratesSave – create or change a rate; a price change is kept in the history and queues the lane's rate alerts
import { actorOf } from '@/lib/server/audit';
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveRate } from '@/lib/server/rateAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.ratesSave, async (ctx, input) => ({
  code: '1',
  data: await saveRate(ctx.db, ctx.company.companyId, actorOf(ctx), input, linkSite(ctx)),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ratesSave);
