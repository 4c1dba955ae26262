// GET /staff/customers – this company's users with their certification and sales contact, searchable
import { customersQuery } from '@/lib/contracts/customers';
import { listCustomers } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff', permission: 'customers', input: customersQuery, source: 'query' }, async ({ db, company }, input) => ({
  code: '1',
  ...(await listCustomers(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
