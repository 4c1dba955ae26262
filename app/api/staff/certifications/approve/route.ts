// POST staffApi.certificationsApprove – approves a waiting application: the user becomes certified (3) and is notified
import { linkSite } from '@/lib/server/auth/web';
import { actorOf } from '@/lib/server/audit';
import { reviewApplication } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.certificationsApprove, async (ctx, input) => ({
  code: '1',
  data: await reviewApplication(ctx.db, { company: ctx.company, actor: actorOf(ctx), locale: ctx.locale, site: linkSite(ctx) }, input.id, {
    approve: true,
  }),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.certificationsApprove);
