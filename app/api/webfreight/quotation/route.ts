// GET /webfreight/quotation – one of the user's own quotations (anyone else's: 404).
import { quotationIdInput } from '@/lib/contracts/rates';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { quotationOf, toQuotation } from '@/lib/server/quotations';

export const GET = apiHandler({ role: 'user', input: quotationIdInput, source: 'query' }, async ({ db, company, session, locale }, q) => ({
  code: '1',
  data: toQuotation(await quotationOf(db, company.companyId, session.userId, q.id), locale),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
