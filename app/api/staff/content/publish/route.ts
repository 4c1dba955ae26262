// POST /staff/content/publish – show (published: true) or withdraw an item of the site content
import { publishContentInput } from '@/lib/contracts/siteContent';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { publishContent } from '@/lib/server/siteContentAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: publishContentInput }, async ({ company, db }, input) => ({
  code: '1',
  data: await publishContent(db, company.companyId, input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
