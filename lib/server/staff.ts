import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { StaffLoginInput, StaffUser } from '../contracts/staff';
import { getDb } from './db';
import { staffUsers } from './db/schema';
import { ApiError } from './errors';
import type { ApiContext } from './http';
import { consume, LIMITS, refund } from './rateLimit';
import { verifyPassword } from './auth/passwords';
import { STAFF_COOKIE, STAFF_SESSION_SECONDS, createStaffSession, revokeStaffSession } from './auth/staffSession';

/** Staff login on the company the site is served as; the same failure-counting limits as user login. */
export async function staffLogin(ctx: ApiContext, input: StaffLoginInput): Promise<StaffUser> {
  const companyId = ctx.company.companyId;
  const username = input.username.trim().toLowerCase();
  const rules = [
    { ...LIMITS.staffLoginAccount, key: `acct:${username}` },
    { ...LIMITS.staffLoginIp, key: `ip:${ctx.ip || 'unknown'}` },
  ];
  await consume(companyId, rules);
  const db = await getDb();
  const [staff] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.companyId, companyId), eq(staffUsers.username, username), eq(staffUsers.active, true)))
    .limit(1);
  const ok = await verifyPassword(input.password, staff?.passwordHash);
  if (!staff || !ok) throw new ApiError(401, 'staffLoginFailed');
  await refund(companyId, rules);
  const token = await createStaffSession(staff.id, companyId, { userAgent: ctx.userAgent, ip: ctx.ip });
  ctx.setCookie(STAFF_COOKIE, token, STAFF_SESSION_SECONDS);
  return { staffId: staff.id, username: staff.username, name: staff.name, companyId, permissions: staff.permissions };
}

export async function staffLogout(ctx: ApiContext): Promise<void> {
  const token = ctx.req.cookies.get(STAFF_COOKIE)?.value ?? null;
  await revokeStaffSession(token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null, ctx.company.companyId);
  ctx.setCookie(STAFF_COOKIE, '', 0);
}
