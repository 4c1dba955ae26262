// POST /staff/spot/offers/save – create or edit a spot offer; the remaining quantity follows the total, never below what is held; audited
import { spotOfferInput } from '@/lib/contracts/spot';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveOffer } from '@/lib/server/spot';

export const POST = apiHandler({ role: 'staff', permission: 'orders', input: spotOfferInput }, async (ctx, input) => ({
  code: '1',
  data: await saveOffer(ctx.db, { companyId: ctx.company.companyId, actor: actorOf(ctx), locale: ctx.locale }, input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
