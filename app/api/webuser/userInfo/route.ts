import { getUserInfo, saveUserInfo } from '@/lib/server/accounts';
import { unauthorized } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { webuserApi } from '@/lib/endpoints/webuser';

// GET webuserApi.userInfo – the logged-in user's profile (name, English name, company, duty, phone, QQ, mail, address)
export const GET = apiHandler(webuserApi.userInfo, async ({ session, company, db }) => {
  const data = await getUserInfo(db, company.companyId, session.userId);
  if (!data) throw unauthorized();
  return { code: '1', data };
});

// POST webuserApi.saveUserInfo – saves the profile (spec §5 rules; phone and email unique on this site; a new phone or
// email needs the code sent to it, and the old address is told)
export const POST = apiHandler(webuserApi.saveUserInfo, async ({ session, company, locale, db }, input) => ({
  code: '1',
  data: await saveUserInfo(db, { company, locale, userId: session.userId }, input),
}));

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.userInfo, webuserApi.saveUserInfo);
