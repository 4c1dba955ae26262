import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { StaffUser } from '../../contracts/staff';
import { getDb } from '../db';
import { staffSessions, staffUsers } from '../db/schema';
import { hashToken, newToken } from './session';

export { STAFF_COOKIE } from '../../contracts/staff';

/** Staff sessions last a working day. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

/** The staff member of a `staff_author` token on one company (a token of another company finds nothing). */
export async function findStaffSession(token: string | null, companyId: number): Promise<StaffUser | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      staffId: staffUsers.id,
      username: staffUsers.username,
      name: staffUsers.name,
      companyId: staffSessions.companyId,
      permissions: staffUsers.permissions,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, hashToken(token)),
        eq(staffSessions.companyId, companyId),
        eq(staffUsers.companyId, companyId),
        eq(staffUsers.active, true),
        gt(staffSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function createStaffSession(staffId: number, companyId: number, client: { userAgent?: string; ip?: string }): Promise<string> {
  const token = newToken();
  const db = await getDb();
  await db.insert(staffSessions).values({
    id: hashToken(token),
    staffId,
    companyId,
    userAgent: (client.userAgent ?? '').slice(0, 300),
    ip: (client.ip ?? '').slice(0, 64),
    expiresAt: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000),
  });
  return token;
}

export async function revokeStaffSession(token: string | null, companyId: number): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.delete(staffSessions).where(and(eq(staffSessions.id, hashToken(token)), eq(staffSessions.companyId, companyId)));
}
