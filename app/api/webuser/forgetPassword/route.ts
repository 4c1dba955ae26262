// POST /webuser/forgetPassword – mails a password-reset link (/en?sendFlag=1&token=…); same answer for unknown emails
import { forgetPasswordInput } from '@/lib/contracts/account';
import { forgetPassword } from '@/lib/server/auth/passwordReset';
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { LIMITS } from '@/lib/server/rateLimit';

export const POST = apiHandler(
  {
    role: 'visitor',
    identify: false,
    input: forgetPasswordInput,
    rateLimit: [LIMITS.forgetIp, { ...LIMITS.forgetEmail, key: (input) => `email:${input.email.toLowerCase()}` }],
  },
  async (ctx, input) => {
    await forgetPassword(ctx.db, { company: ctx.company, locale: ctx.locale, site: linkSite(ctx), email: input.email });
    return { code: '1' };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
