// GET /spot/offers – the company's open premium spot space offers (404 spotClosed when bookingSpaceFlag is off)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, listOffers } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'visitor', identify: false }, async ({ db, company, locale }) => {
  assertSpotOpen(company);
  return { code: '1', rows: await listOffers(db, { companyId: company.companyId, locale }) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
