// POST /webuser/updatePassword – logged-in password change (old + new); every session ends, this browser gets a new cookie
import { updatePasswordInput } from '@/lib/contracts/account';
import { updatePassword } from '@/lib/server/auth/passwordReset';
import { loginResponse } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'user', input: updatePasswordInput }, async (ctx, input) => {
  await updatePassword(ctx.db, { companyId: ctx.company.companyId, userId: ctx.session.userId }, input);
  return loginResponse(ctx, ctx.session.userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
