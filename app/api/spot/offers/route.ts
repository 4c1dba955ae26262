// GET spotApi.offers – the company's open premium spot space offers (404 spotClosed when bookingSpaceFlag is off);
// freight, prepaid and dead-space amounts only for a caller with full rate access (spec §6), else the rate list's gate text.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, listOffers } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.offers, async ({ db, company, session, locale, t }) => {
  assertSpotOpen(company);
  return { code: '1', ...(await listOffers(db, { company, session, locale, t })) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.offers);
