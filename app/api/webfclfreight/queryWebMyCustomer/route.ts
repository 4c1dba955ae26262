// POST /webfclfreight/queryWebMyCustomer – the account manager: the user's own, else the company's default
import { myCustomerQuery } from '@/lib/contracts/contacts';
import { apiHandler } from '@/lib/server/http';
import { accountManagerFor } from '@/lib/server/contacts';
import { ApiError } from '@/lib/server/errors';

export const POST = apiHandler({ role: 'visitor', input: myCustomerQuery }, async ({ company, session, locale }, input) => {
  // The company is the one served on this host; a body naming another company is refused.
  if (input.companyId !== undefined && input.companyId !== company.companyId) throw new ApiError(403, 'companyMismatch');
  const data = await accountManagerFor(company, session, locale);
  return data ? { code: '1', data } : { code: '1' };
});
