import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { StaffLoginInput, StaffUser } from '../contracts/staff';
import type { Db } from './db';
import { staffUsers } from './db/schema';
import { ApiError } from './errors';
import { audit } from './audit';
import { guardedLogin } from './auth/loginGuard';
import type { SessionClient } from './auth/session';
import { startStaffSession } from './auth/staffSession';

/**
 * Staff login on the company the site is served as, under the same policy as user login
 * (./auth/loginGuard.ts: no lockouts, unknown browsers slowed while the account is being guessed).
 * Answers the staff member, the new session's token (for the staff_author cookie) and the
 * `known_browser` cookie value.
 */
export async function staffLogin(
  db: Db,
  p: { companyId: number; ip: string; client: SessionClient; previousToken: string | null; browserToken: string | null },
  input: StaffLoginInput,
): Promise<{ staff: StaffUser; token: string; browserToken: string }> {
  const { companyId } = p;
  const username = input.username.trim().toLowerCase();
  let staff: typeof staffUsers.$inferSelect | undefined;
  const { browserToken } = await guardedLogin(db, {
    companyId,
    realm: 'staff',
    account: username,
    password: input.password,
    ip: p.ip,
    browserToken: p.browserToken,
    failure: 'staffLoginFailed',
    find: async () => {
      [staff] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.companyId, companyId), eq(staffUsers.username, username), eq(staffUsers.active, true)))
        .limit(1);
      return staff ? { id: staff.id, passwordHash: staff.passwordHash } : null;
    },
  });
  if (!staff) throw new ApiError(401, 'staffLoginFailed');
  const token = await startStaffSession(db, { staffId: staff.id, companyId, previousToken: p.previousToken, client: p.client });
  await audit(db, { companyId, staffId: staff.id, name: staff.name || staff.username, ip: p.ip }, { action: 'staff.login', entity: 'staff_session', entityId: staff.id, summary: staff.username });
  return { staff: { staffId: staff.id, username: staff.username, name: staff.name, companyId, permissions: staff.permissions, role: staff.role }, token, browserToken };
}
