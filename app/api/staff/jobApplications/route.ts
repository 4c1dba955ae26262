// GET /staff/jobApplications – applications to this company's openings, newest first, with their résumés' links
import { jobApplicationsQuery } from '@/lib/contracts/inquiries';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listJobApplications } from '@/lib/server/inquiries';

export const GET = apiHandler({ role: 'staff', permission: 'recruitment', input: jobApplicationsQuery, source: 'query' }, async ({ company, db }, input) => ({
  code: '1',
  ...(await listJobApplications(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
