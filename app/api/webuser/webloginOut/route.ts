// POST /webuser/webloginOut – ends the session server-side and clears the author cookie
import { AUTH_COOKIE, revokeSession } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'visitor' }, async (ctx) => {
  await revokeSession(ctx.db, ctx.authToken, ctx.company.companyId);
  ctx.setCookie(AUTH_COOKIE, '', 0);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
