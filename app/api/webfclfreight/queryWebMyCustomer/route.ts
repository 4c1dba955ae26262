// POST webfclfreightApi.queryWebMyCustomer – the account manager: the user's own, else the company's default
// (a body naming another company is refused by apiHandler: 403 companyMismatch)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { accountManagerFor } from '@/lib/server/contacts';
import { webfclfreightApi } from '@/lib/endpoints/webfclfreight';

export const POST = apiHandler(webfclfreightApi.queryWebMyCustomer, async ({ company, session, locale, db }) => {
  const data = await accountManagerFor(db, company, session, locale);
  return data ? { code: '1', data } : { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webfclfreightApi.queryWebMyCustomer);
