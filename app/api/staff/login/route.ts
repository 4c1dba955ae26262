// POST staffApi.login – staff username + password; staff session in the HttpOnly staff_author cookie (+ the known_browser cookie)
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_SECONDS, knownBrowserToken } from '@/lib/server/auth/loginGuard';
import { STAFF_COOKIE, STAFF_SESSION_SECONDS } from '@/lib/server/auth/staffSession';
import { tokenFrom } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffLogin } from '@/lib/server/staff';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.login, async (ctx, input) => {
  const { staff, token, browserToken } = await staffLogin(
    ctx.db,
    {
      companyId: ctx.company.companyId,
      ip: ctx.ip,
      client: { userAgent: ctx.userAgent, ip: ctx.ip },
      previousToken: tokenFrom(ctx.req.cookies.get(STAFF_COOKIE)?.value, null),
      browserToken: knownBrowserToken(ctx.req.cookies.get(KNOWN_BROWSER_COOKIE)?.value),
    },
    input,
  );
  ctx.setCookie(STAFF_COOKIE, token, STAFF_SESSION_SECONDS);
  ctx.setCookie(KNOWN_BROWSER_COOKIE, browserToken, KNOWN_BROWSER_SECONDS);
  return { code: '1', data: staff };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.login);
