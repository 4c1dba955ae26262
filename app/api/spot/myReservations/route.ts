// GET spotApi.myReservations?status=&page=&pageSize= – my reserved spot cargo, newest first
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listReservations } from '@/lib/server/spot';
import { spotApi } from '@/lib/endpoints/spot';

export const GET = apiHandler(spotApi.myReservations, async ({ db, company, session, locale }, q) => {
  const { rows, total } = await listReservations(db, { companyId: company.companyId, userId: session.userId, locale }, q);
  return { code: '1', rows, total };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(spotApi.myReservations);
