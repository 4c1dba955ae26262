// GET staffApi.jobApplications – applications to this company's openings, newest first, with their résumés' links
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listJobApplications } from '@/lib/server/inquiries';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.jobApplications, async ({ company, db }, input) => ({
  code: '1',
  ...(await listJobApplications(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.jobApplications);
