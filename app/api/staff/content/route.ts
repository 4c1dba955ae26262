// GET staffApi.content – this company's site content of a kind (drafts included), for the staff console
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listContent } from '@/lib/server/siteContentAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.content, async ({ company, db }, input) => ({
  code: '1',
  ...(await listContent(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.content);
