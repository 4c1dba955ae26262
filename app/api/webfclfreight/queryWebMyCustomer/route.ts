// POST /webfclfreight/queryWebMyCustomer – the account manager: the user's own, else the company's default
// (a body naming another company is refused by apiHandler: 403 companyMismatch)
import { myCustomerQuery } from '@/lib/contracts/contacts';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { accountManagerFor } from '@/lib/server/contacts';

export const POST = apiHandler({ role: 'visitor', input: myCustomerQuery }, async ({ company, session, locale, db }) => {
  const data = await accountManagerFor(db, company, session, locale);
  return data ? { code: '1', data } : { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
