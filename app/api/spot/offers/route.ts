// GET spotApi.offers – the company's open premium spot space offers (404 spotClosed when bookingSpaceFlag is off)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, listOffers } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.offers, async ({ db, company, locale }) => {
  assertSpotOpen(company);
  return { code: '1', rows: await listOffers(db, { companyId: company.companyId, locale }) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.offers);
