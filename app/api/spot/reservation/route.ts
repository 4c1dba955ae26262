// GET /spot/reservation?id= – one of the user's spot reservations, with its payment window
import { spotReservationQuery } from '@/lib/contracts/spot';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { ownReservation } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'user', input: spotReservationQuery, source: 'query' }, async ({ db, company, session, locale }, q) => ({
  code: '1',
  data: await ownReservation(db, { companyId: company.companyId, userId: session.userId, locale }, q.id),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
