// POST webuserApi.webloginOut – ends the session server-side and clears the author cookie
import { AUTH_COOKIE, revokeSession } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.webloginOut, async (ctx) => {
  await revokeSession(ctx.db, ctx.authToken, ctx.company.companyId);
  ctx.setCookie(AUTH_COOKIE, '', 0);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.webloginOut);
