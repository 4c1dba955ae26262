// POST webfreightApi.quote – the price of LCL cargo on a rate, computed on the server (not saved); certified users with rate access (the service asks).
import { apiHandler, otherMethods } from '@/lib/server/http';
import { quote } from '@/lib/server/quotations';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const POST = apiHandler(webfreightApi.quote, async ({ db, company, session }, input) => {
  const { rateId, ...cargo } = input;
  return { code: '1', data: await quote(db, company.companyId, session.userId, rateId, cargo) };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.quote);
