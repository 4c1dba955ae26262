// POST /webuser/changePassword – new password with a reset link token (single use); ends every session of the user
import { changePasswordInput } from '@/lib/contracts/account';
import { changePassword } from '@/lib/server/auth/passwordReset';
import { AUTH_COOKIE } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler({ role: 'visitor', identify: false, input: changePasswordInput, rateLimit: [LIMITS.resetTokenIp] }, async (ctx, input) => {
  await changePassword(ctx.db, ctx.company.companyId, input);
  ctx.setCookie(AUTH_COOKIE, '', 0);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
