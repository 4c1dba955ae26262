// POST /webfreight/quote – the price of LCL cargo on a rate, computed on the server (not saved); certified users with rate access (the service asks).
import { quoteInput } from '@/lib/contracts/rates';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { quote } from '@/lib/server/quotations';

export const POST = apiHandler({ role: 'certified', input: quoteInput }, async ({ db, company, session }, input) => {
  const { rateId, ...cargo } = input;
  return { code: '1', data: await quote(db, company.companyId, session.userId, rateId, cargo) };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
