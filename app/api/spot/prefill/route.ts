// GET spotApi.prefill – the contact a reservation form starts with for the logged-in certified user
import { apiHandler, otherMethods } from '@/lib/server/http';
import { assertSpotOpen, reservationPrefill } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.prefill, async ({ db, company, session }) => {
  assertSpotOpen(company);
  return { code: '1', data: await reservationPrefill(db, { companyId: company.companyId, userId: session.userId }) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.prefill);
