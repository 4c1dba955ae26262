// GET staffApi.audit – this company's audit log of staff actions (who, what, when, before and after), searchable
import { listAudit } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.audit, async ({ db, company }, input) => ({
  code: '1',
  ...(await listAudit(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.audit);
