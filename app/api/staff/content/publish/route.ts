// POST staffApi.contentPublish – show (published: true) or withdraw an item of the site content
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { publishContent } from '@/lib/server/siteContentAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.contentPublish, async (ctx, input) => ({
  code: '1',
  data: await publishContent(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.contentPublish);
