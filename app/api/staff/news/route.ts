// GET /staff/news – this company's news articles, newest first, by tab and title
import { staffNewsQuery } from '@/lib/contracts/newsAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listStaffNews } from '@/lib/server/newsAdmin';

export const GET = apiHandler({ role: 'staff', permission: 'content', input: staffNewsQuery, source: 'query' }, async ({ db, company }, input) => ({
  code: '1',
  ...(await listStaffNews(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
