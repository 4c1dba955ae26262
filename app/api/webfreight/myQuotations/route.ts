// GET webfreightApi.myQuotations – the logged-in user's quotations, newest first (workspace "my quotations").
import { apiHandler, otherMethods } from '@/lib/server/http';
import { myQuotations } from '@/lib/server/quotations';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const GET = apiHandler(webfreightApi.myQuotations, async ({ db, company, session, locale }, q) => ({
  code: '1',
  ...(await myQuotations(db, company.companyId, session.userId, q.page, q.pageSize, locale)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.myQuotations);
