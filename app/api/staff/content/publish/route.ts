// POST /staff/content/publish – show (published: true) or withdraw an item of the site content
import { publishContentInput } from '@/lib/contracts/siteContent';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { publishContent } from '@/lib/server/siteContentAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: publishContentInput }, async (ctx, input) => ({
  code: '1',
  data: await publishContent(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
