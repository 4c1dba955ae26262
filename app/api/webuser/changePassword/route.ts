// POST webuserApi.changePassword – new password with a reset link token (single use); ends every session of the user
import { changePassword } from '@/lib/server/auth/passwordReset';
import { AUTH_COOKIE } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.changePassword, async (ctx, input) => {
  await changePassword(ctx.db, ctx.company.companyId, input);
  ctx.setCookie(AUTH_COOKIE, '', 0);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.changePassword);
