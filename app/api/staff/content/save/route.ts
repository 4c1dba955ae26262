// POST staffApi.contentSave – create (no id, as a draft) or update (id) a service page, about section, job, document, case or office
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { saveContent } from '@/lib/server/siteContentAdmin';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.contentSave, async (ctx, input) => ({
  code: '1',
  data: await saveContent(ctx.db, actorOf(ctx), input),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.contentSave);
