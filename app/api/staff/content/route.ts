// GET /staff/content – this company's site content of a kind (drafts included), for the staff console
import { contentListQuery } from '@/lib/contracts/siteContent';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listContent } from '@/lib/server/siteContentAdmin';

export const GET = apiHandler({ role: 'staff', permission: 'content', input: contentListQuery, source: 'query' }, async ({ company, db }, input) => ({
  code: '1',
  ...(await listContent(db, company.companyId, input)),
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
