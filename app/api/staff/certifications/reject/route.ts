// POST /staff/certifications/reject – rejects a waiting application with a reason: status 2, the user is mailed a link
import { rejectInput } from '@/lib/contracts/staff';
import { linkSite } from '@/lib/server/auth/web';
import { actorOf } from '@/lib/server/audit';
import { reviewApplication } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'staff', permission: 'certification', input: rejectInput }, async (ctx, input) => ({
  code: '1',
  data: await reviewApplication(ctx.db, { company: ctx.company, actor: actorOf(ctx), locale: ctx.locale, site: linkSite(ctx) }, input.id, {
    approve: false,
    reason: input.reason,
  }),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
