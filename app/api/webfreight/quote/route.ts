// POST webfreightApi.quote – the price of LCL cargo on a rate, computed on the server (not saved); certified users with rate access.
import { apiHandler, otherMethods } from '@/lib/server/http';
import { quote } from '@/lib/server/quotations';
import { requireRateAccess } from '@/lib/server/rates';
import { webfreightApi } from '@/lib/endpoints/webfreight';

export const POST = apiHandler(webfreightApi.quote, async ({ db, company, session }, input) => {
  await requireRateAccess(db, company, session);
  const { rateId, ...cargo } = input;
  return { code: '1', data: await quote(db, company.companyId, session.userId, rateId, cargo) };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfreightApi.quote);
