// GET /spot/offer?id= – one open spot offer of this company
import { spotOfferQuery } from '@/lib/contracts/spot';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, getOffer } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'visitor', identify: false, input: spotOfferQuery, source: 'query' }, async ({ db, company, locale }, q) => {
  assertSpotOpen(company);
  return { code: '1', data: await getOffer(db, { companyId: company.companyId, locale }, q.id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
