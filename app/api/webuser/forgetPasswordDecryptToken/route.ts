// POST webuserApi.forgetPasswordDecryptToken – checks a mailed link: '1' password page, '2' certification page, else an error message
//   The link is https://<site>/en?sendFlag=<1|2>&token=…; the UI sends sendFlag back as sendMailFlag (webFlag 2).
//   code '1' (200): a live password-reset link → show the password-change page (validateMap.email, nameEn).
//   code '2' (200): a live certification link → show the certification page when validateMap.certificationStatus ≠ 3.
//   code '0' (400/403/422): invalid, used, expired, foreign or mismatched link → show `message`
//   (a companyId other than this site's: 403 companyMismatch, from apiHandler).
import { decryptToken } from '@/lib/server/auth/passwordReset';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

export const POST = apiHandler(webuserApi.forgetPasswordDecryptToken, (ctx, input) =>
  decryptToken(ctx.db, ctx.company.companyId, input),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.forgetPasswordDecryptToken);
