// POST /webuser/sendCode – sends a registration code by SMS or mail (outbox); rate-limited per address and account
import { sendCodeInput } from '@/lib/contracts/account';
import { sendCode } from '@/lib/server/accounts';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler({ role: 'visitor', identify: false, input: sendCodeInput, rateLimit: [LIMITS.sendCodeIp] }, (ctx, input) =>
  sendCode(ctx.db, { company: ctx.company, locale: ctx.locale }, input),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
