// GET spotApi.offer?id= – one open spot offer of this company; its amounts only for a caller with full rate access (spec §6)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, getOffer } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.offer, async ({ db, company, session, locale, t }, q) => {
  assertSpotOpen(company);
  return { code: '1', data: await getOffer(db, { company, session, locale, t }, q.id) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.offer);
