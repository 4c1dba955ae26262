// POST /webuser/login – mobile or email + password; a new session in the HttpOnly author cookie (API clients: validateMap.apiKey)
import { loginInput } from '@/lib/contracts/account';
import { loginWithPassword } from '@/lib/server/auth/login';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler({ role: 'visitor', input: loginInput }, (ctx, input) => loginWithPassword(ctx, input));
