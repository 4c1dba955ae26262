// GET staffApi.banners – this company's home banners in site order, inactive ones included
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffBanners } from '@/lib/server/newsAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.banners, async ({ db, company }) => {
  const rows = await listStaffBanners(db, company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.banners);
