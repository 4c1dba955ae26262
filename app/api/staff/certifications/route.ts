// GET staffApi.certifications – certification applications of this company (?status=1 waiting, 2 failed, 3 completed)
import { listApplications } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(
  staffApi.certifications,
  async ({ company, db }, input) => ({ code: '1', ...(await listApplications(db, company.companyId, input)) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.certifications);
