import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { StaffLoginInput, StaffUser } from '../contracts/staff';
import type { Db } from './db';
import { staffUsers } from './db/schema';
import { ApiError } from './errors';
import { consume, LIMITS, refund } from './rateLimit';
import { verifyPassword } from './auth/passwords';
import type { SessionClient } from './auth/session';
import { startStaffSession } from './auth/staffSession';

/**
 * Staff login on the company the site is served as; the same failure-counting limits as user
 * login. Answers the staff member and the new session's token (for the staff_author cookie).
 */
export async function staffLogin(
  db: Db,
  p: { companyId: number; ip: string; client: SessionClient; previousToken: string | null },
  input: StaffLoginInput,
): Promise<{ staff: StaffUser; token: string }> {
  const { companyId } = p;
  const username = input.username.trim().toLowerCase();
  const rules = [
    { ...LIMITS.staffLoginAccount, key: `acct:${username}` },
    { ...LIMITS.staffLoginIp, key: `ip:${p.ip || 'unknown'}` },
  ];
  await consume(companyId, rules);
  const [staff] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.companyId, companyId), eq(staffUsers.username, username), eq(staffUsers.active, true)))
    .limit(1);
  const ok = await verifyPassword(input.password, staff?.passwordHash);
  if (!staff || !ok) throw new ApiError(401, 'staffLoginFailed');
  await refund(companyId, rules);
  const token = await startStaffSession(db, { staffId: staff.id, companyId, previousToken: p.previousToken, client: p.client });
  return { staff: { staffId: staff.id, username: staff.username, name: staff.name, companyId, permissions: staff.permissions }, token };
}
