// POST /staff/login – staff username + password; staff session in the HttpOnly staff_author cookie
import { staffLoginInput } from '@/lib/contracts/staff';
import { STAFF_COOKIE, STAFF_SESSION_SECONDS } from '@/lib/server/auth/staffSession';
import { tokenFrom } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffLogin } from '@/lib/server/staff';

export const POST = apiHandler({ role: 'visitor', identify: false, input: staffLoginInput }, async (ctx, input) => {
  const { staff, token } = await staffLogin(
    ctx.db,
    {
      companyId: ctx.company.companyId,
      ip: ctx.ip,
      client: { userAgent: ctx.userAgent, ip: ctx.ip },
      previousToken: tokenFrom(ctx.req.cookies.get(STAFF_COOKIE)?.value, null),
    },
    input,
  );
  ctx.setCookie(STAFF_COOKIE, token, STAFF_SESSION_SECONDS);
  return { code: '1', data: staff };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
