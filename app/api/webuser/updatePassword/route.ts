// POST webuserApi.updatePassword – logged-in password change (old + new); every session ends, this browser gets a new cookie
import { updatePassword } from '@/lib/server/auth/passwordReset';
import { loginResponse } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.updatePassword, async (ctx, input) => {
  await updatePassword(ctx.db, { companyId: ctx.company.companyId, userId: ctx.session.userId }, input);
  return loginResponse(ctx, ctx.session.userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.updatePassword);
