// GET staffApi.spotOffers?scope=&page= – this company's spot offers (space inventory) with what reservations hold
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffOffers } from '@/lib/server/spot';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.spotOffers, async ({ db, company, locale }, q) => {
  const { rows, total } = await listStaffOffers(db, { companyId: company.companyId, locale }, q);
  return { code: '1', rows, total };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.spotOffers);
