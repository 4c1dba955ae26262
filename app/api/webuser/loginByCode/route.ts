// POST webuserApi.loginByCode – mobile or email + the one-time code sent to it (sendCode purpose 'login'); a new session like /webuser/login
import { loginByCode } from '@/lib/server/accounts';
import { loginResponse } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.loginByCode, async (ctx, input) => {
  const userId = await loginByCode(ctx.db, ctx.company.companyId, input);
  return loginResponse(ctx, userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.loginByCode);
