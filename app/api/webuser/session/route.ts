// GET webuserApi.session – the logged-in user of this company, for the client islands of cached pages
import { unauthorized } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { sessionInfo } from '@/lib/server/users';
import { webuserApi } from '@/lib/endpoints/webuser';

export const GET = apiHandler(webuserApi.session, async ({ session, company, db }) => {
  const data = await sessionInfo(db, session.userId, company);
  if (!data) throw unauthorized();
  return { code: '1', data };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webuserApi.session);
