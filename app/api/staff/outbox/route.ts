// GET staffApi.outbox – messages (codes, reset links, notices) of this company, newest first; tokens and codes masked
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listOutbox } from '@/lib/server/outbox';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.outbox, async ({ company, db, locale }, input) => ({
  code: '1',
  ...(await listOutbox(db, company.companyId, input, locale)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.outbox);
