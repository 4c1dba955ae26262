// GET staffApi.spotReservations?status=&page= – this company's spot reservations
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listReservations } from '@/lib/server/spot';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.spotReservations, async ({ db, company, locale }, q) => {
  const { rows, total } = await listReservations(db, { companyId: company.companyId, locale }, q);
  return { code: '1', rows, total };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.spotReservations);
