// POST webfreightApi.saveQuotation – price LCL cargo on a rate and save it as a numbered quotation (my quotations); certified users with rate access (the service asks).
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveQuotation } from '@/lib/server/quotations';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const POST = apiHandler(
  webfreightApi.saveQuotation,
  async ({ db, company, session, locale }, input) => {
    const { rateId, description, ...cargo } = input;
    return { code: '1', data: await saveQuotation(db, company.companyId, session.userId, rateId, cargo, description, locale) };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.saveQuotation);
