// POST /webuser/register – creates an account with a one-time code and logs it in (author cookie)
import { registerInput } from '@/lib/contracts/account';
import { register } from '@/lib/server/accounts';
import { loginResponse } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler({ role: 'visitor', input: registerInput, rateLimit: [LIMITS.registerIp] }, async (ctx, input) => {
  const userId = await register(ctx.db, ctx.company.companyId, input);
  return loginResponse(ctx, userId);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
