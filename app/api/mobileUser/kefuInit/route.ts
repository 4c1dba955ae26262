// GET mobileUserApi.kefuInit – the company's default customer-service contact, shown to visitors
// (the spec names the call but not its path; this one is ours)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { defaultContact } from '@/lib/server/contacts';
import { mobileUserApi } from '@/lib/endpoints/mobileUser';

export const GET = apiHandler(mobileUserApi.kefuInit, async ({ company, db }) => {
  const data = await defaultContact(db, company);
  return data ? { code: '1', data } : { code: '1' };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(mobileUserApi.kefuInit);
