// GET spotApi.offer?id= – one open spot offer of this company
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, getOffer } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.offer, async ({ db, company, locale }, q) => {
  assertSpotOpen(company);
  return { code: '1', data: await getOffer(db, { companyId: company.companyId, locale }, q.id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.offer);
