// GET staffApi.customers – this company's users with their certification and sales contact, searchable
import { listCustomers } from '@/lib/server/customers';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.customers, async ({ db, company }, input) => ({
  code: '1',
  ...(await listCustomers(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.customers);
