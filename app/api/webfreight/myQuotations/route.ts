// GET /webfreight/myQuotations – the logged-in user's quotations, newest first (workspace "my quotations").
import { myQuotationsInput } from '@/lib/contracts/rates';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { myQuotations } from '@/lib/server/quotations';

export const GET = apiHandler({ role: 'user', input: myQuotationsInput, source: 'query' }, async ({ db, company, session, locale }, q) => ({
  code: '1',
  ...(await myQuotations(db, company.companyId, session.userId, q.page, q.pageSize, locale)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
