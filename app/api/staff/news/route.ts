// GET staffApi.news – this company's news articles, newest first, by tab and title
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffNews } from '@/lib/server/newsAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.news, async ({ db, company }, input) => ({
  code: '1',
  ...(await listStaffNews(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.news);
