// POST webuserApi.forgetPassword – mails a password-reset link (/en?sendFlag=1&token=…); same answer for unknown emails
import { forgetPassword } from '@/lib/server/auth/passwordReset';
import { linkSite } from '@/lib/server/auth/web';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(
  webuserApi.forgetPassword,
  async (ctx, input) => {
    await forgetPassword(ctx.db, { company: ctx.company, locale: ctx.locale, site: linkSite(ctx), email: input.email });
    return { code: '1' };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.forgetPassword);
