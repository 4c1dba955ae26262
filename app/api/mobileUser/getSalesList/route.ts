// GET mobileUserApi.getSalesList – the logged-in user's sales contacts: their own first, then the company's
import { apiHandler, otherMethods } from '@/lib/server/http';
import { salesListFor } from '@/lib/server/contacts';
import { mobileUserApi } from '@/lib/endpoints/mobileUser';

export const GET = apiHandler(mobileUserApi.getSalesList, async ({ company, session, db }) => {
  const rows = await salesListFor(db, company, session);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(mobileUserApi.getSalesList);
