// POST /staff/rates/save – create or change a rate; a price change is kept in the history and queues the lane's rate alerts
import { saveRateInput } from '@/lib/contracts/rates';
import { actorOf } from '@/lib/server/audit';
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveRate } from '@/lib/server/rateAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'rates', input: saveRateInput }, async (ctx, input) => ({
  code: '1',
  data: await saveRate(ctx.db, ctx.company.companyId, actorOf(ctx), input, linkSite(ctx)),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
