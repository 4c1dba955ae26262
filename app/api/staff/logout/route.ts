// POST staffApi.logout – ends the staff session and clears the staff_author cookie
import { STAFF_COOKIE, revokeStaffSession } from '@/lib/server/auth/staffSession';
import { tokenFrom } from '@/lib/server/auth/session';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.logout, async (ctx) => {
  await revokeStaffSession(ctx.db, tokenFrom(ctx.req.cookies.get(STAFF_COOKIE)?.value, null), ctx.company.companyId);
  ctx.setCookie(STAFF_COOKIE, '', 0);
  return { code: '1' };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.logout);
