// GET /staff/certifications – certification applications of this company (?status=1 waiting, 2 failed, 3 completed)
import { staffCertificationQuery } from '@/lib/contracts/staff';
import { listApplications } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const GET = apiHandler(
  { role: 'staff', permission: 'certification', input: staffCertificationQuery, source: 'query' },
  async ({ company, db }, input) => ({ code: '1', ...(await listApplications(db, company.companyId, input)) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
