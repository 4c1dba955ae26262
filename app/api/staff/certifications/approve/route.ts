// POST /staff/certifications/approve – approves a waiting application: the user becomes certified (3) and is notified
import { approveInput } from '@/lib/contracts/staff';
import { linkSite } from '@/lib/server/auth/web';
import { actorOf } from '@/lib/server/audit';
import { reviewApplication } from '@/lib/server/certification';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'staff', permission: 'certification', input: approveInput }, async (ctx, input) => ({
  code: '1',
  data: await reviewApplication(ctx.db, { company: ctx.company, actor: actorOf(ctx), locale: ctx.locale, site: linkSite(ctx) }, input.id, {
    approve: true,
  }),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
