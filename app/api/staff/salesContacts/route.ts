// GET /staff/salesContacts – this company's sales contacts by business, with their number of customers
import { listSalesContacts } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff', permission: 'customers' }, async ({ db, company }) => {
  const rows = await listSalesContacts(db, company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
