// GET /staff/spot/offers?scope=&page= – this company's spot offers (space inventory) with what reservations hold
import { staffOffersQuery } from '@/lib/contracts/spot';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffOffers } from '@/lib/server/spot';

export const GET = apiHandler({ role: 'staff', permission: 'orders', input: staffOffersQuery, source: 'query' }, async ({ db, company, locale }, q) => {
  const { rows, total } = await listStaffOffers(db, { companyId: company.companyId, locale }, q);
  return { code: '1', rows, total };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
