// GET /mobileUser/getSalesList – the logged-in user's sales contacts: their own first, then the company's
import { apiHandler, otherMethods } from '@/lib/server/http';
import { salesListFor } from '@/lib/server/contacts';

export const GET = apiHandler({ role: 'user' }, async ({ company, session, db }) => {
  const rows = await salesListFor(db, company, session);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
