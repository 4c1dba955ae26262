// POST /webuser/register – creates an account with a one-time code and logs it in (author cookie)
import { registerInput } from '@/lib/contracts/account';
import { register } from '@/lib/server/accounts';
import { apiHandler } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler({ role: 'visitor', input: registerInput, rateLimit: [LIMITS.registerIp] }, (ctx, input) => register(ctx, input));
