// GET /staff/outbox – messages (codes, reset links, notices) of this company, newest first; tokens and codes masked
import { outboxQuery } from '@/lib/contracts/staff';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listOutbox } from '@/lib/server/outbox';

export const GET = apiHandler({ role: 'staff', permission: 'outbox', input: outboxQuery, source: 'query' }, async ({ company, db, locale }, input) => ({
  code: '1',
  ...(await listOutbox(db, company.companyId, input, locale)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
