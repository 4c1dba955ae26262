// GET /mobileUser/getSalesList – the logged-in user's sales contacts: their own first, then the company's
import { apiHandler } from '@/lib/server/http';
import { salesListFor } from '@/lib/server/contacts';
import { unauthorized } from '@/lib/server/errors';

export const GET = apiHandler({ role: 'user' }, async ({ company, session }) => {
  if (!session) throw unauthorized();
  const rows = await salesListFor(company, session);
  return { code: '1', rows, total: rows.length };
});
