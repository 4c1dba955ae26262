// GET spotApi.reservation?id= – one of the user's spot reservations, with its payment window
import { apiHandler, otherMethods } from '@/lib/server/http';
import { ownReservation } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.reservation, async ({ db, company, session, locale }, q) => ({
  code: '1',
  data: await ownReservation(db, { companyId: company.companyId, userId: session.userId, locale }, q.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.reservation);
