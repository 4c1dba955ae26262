// POST /staff/content/save – create (no id, as a draft) or update (id) a service page, about section, job, document, case or office
import { saveContentInput } from '@/lib/contracts/siteContent';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveContent } from '@/lib/server/siteContentAdmin';

export const POST = apiHandler({ role: 'staff', permission: 'content', input: saveContentInput }, async (ctx, input) => ({
  code: '1',
  data: await saveContent(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
