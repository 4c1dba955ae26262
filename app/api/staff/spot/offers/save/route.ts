// POST staffApi.spotOffersSave – create or edit a spot offer; the remaining quantity follows the total, never below what is held; audited
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveOffer } from '@/lib/server/spot';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.spotOffersSave, async (ctx, input) => ({
  code: '1',
  data: await saveOffer(ctx.db, { companyId: ctx.company.companyId, actor: actorOf(ctx), locale: ctx.locale }, input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.spotOffersSave);
