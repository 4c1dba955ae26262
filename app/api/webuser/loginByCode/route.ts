// POST /webuser/loginByCode – mobile or email + the one-time code sent to it (sendCode purpose 'login'); a new session like /webuser/login
import { loginByCodeInput } from '@/lib/contracts/account';
import { loginByCode } from '@/lib/server/accounts';
import { loginResponse } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';

export const POST = apiHandler({ role: 'visitor', input: loginByCodeInput }, async (ctx, input) => {
  const userId = await loginByCode(ctx.db, ctx.company.companyId, input);
  return loginResponse(ctx, userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
