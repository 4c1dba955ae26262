// GET staffApi.outbox – messages (codes, reset links, notices) of this company, newest first
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listOutbox } from '@/lib/server/outbox';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.outbox, async ({ company, db }, input) => ({
  code: '1',
  ...(await listOutbox(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.outbox);
