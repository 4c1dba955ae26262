// GET /staff/spot/reservations?status=&page= – this company's spot reservations
import { staffReservationsQuery } from '@/lib/contracts/spot';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listReservations } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'staff', permission: 'orders', input: staffReservationsQuery, source: 'query' }, async ({ db, company, locale }, q) => {
  const { rows, total } = await listReservations(db, { companyId: company.companyId, locale }, q);
  return { code: '1', rows, total };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
