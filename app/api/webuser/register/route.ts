// POST webuserApi.register – creates an account with a one-time code and logs it in (author cookie)
import { register } from '@/lib/server/accounts';
import { loginResponse } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.register, async (ctx, input) => {
  const userId = await register(ctx.db, ctx.company.companyId, input);
  return loginResponse(ctx, userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.register);
