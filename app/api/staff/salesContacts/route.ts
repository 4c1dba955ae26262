// GET staffApi.salesContacts – this company's sales contacts by business, with their number of customers
import { listSalesContacts } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.salesContacts, async ({ db, company }) => {
  const rows = await listSalesContacts(db, company.companyId);
  return { code: '1', rows, total: rows.length };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.salesContacts);
