// POST staffApi.certificationsReject – rejects a waiting application with a reason: status 2, the user is mailed a link
import { linkSite } from '@/lib/server/auth/web';
import { actorOf } from '@/lib/server/audit';
import { reviewApplication } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.certificationsReject, async (ctx, input) => ({
  code: '1',
  data: await reviewApplication(ctx.db, { company: ctx.company, actor: actorOf(ctx), locale: ctx.locale, site: linkSite(ctx) }, input.id, {
    approve: false,
    reason: input.reason,
  }),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.certificationsReject);
