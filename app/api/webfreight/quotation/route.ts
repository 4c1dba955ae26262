// GET webfreightApi.quotation – one of the user's own quotations (anyone else's: 404).
import { apiHandler, otherMethods } from '@/lib/server/http';
import { quotationOf, toQuotation } from '@/lib/server/quotations';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const GET = apiHandler(webfreightApi.quotation, async ({ db, company, session, locale }, q) => ({
  code: '1',
  data: toQuotation(await quotationOf(db, company.companyId, session.userId, q.id), locale),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.quotation);
