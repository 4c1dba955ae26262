// GET /staff/audit – this company's audit log of staff actions (who, what, when, before and after), searchable
import { auditQuery } from '@/lib/contracts/audit';
import { listAudit } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler({ role: 'staff', permission: 'audit', input: auditQuery, source: 'query' }, async ({ db, company }, input) => ({
  code: '1',
  ...(await listAudit(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
