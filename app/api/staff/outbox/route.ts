// GET /staff/outbox – messages (codes, reset links, notices) of this company, newest first
import { outboxQuery } from '@/lib/contracts/staff';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listOutbox } from '@/lib/server/outbox';

export const GET = apiHandler({ role: 'staff', permission: 'outbox', input: outboxQuery, source: 'query' }, async ({ company, db }, input) => ({
  code: '1',
  ...(await listOutbox(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
