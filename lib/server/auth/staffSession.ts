import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { StaffUser } from '../../contracts/staff';
import type { Db } from '../db';
import { staffSessions, staffUsers } from '../db/schema';
import { hashToken, newToken, type SessionClient } from './session';

export { STAFF_COOKIE } from '../../contracts/staff';

/** Staff sessions last a working day. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

/** The staff member of a `staff_author` token on one company (a token of another company finds nothing). */
export async function findStaffSession(db: Db, token: string | null, companyId: number): Promise<StaffUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      staffId: staffUsers.id,
      username: staffUsers.username,
      name: staffUsers.name,
      companyId: staffSessions.companyId,
      permissions: staffUsers.permissions,
      role: staffUsers.role,
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

/** A new staff session; the one the browser presented (if any) ends with it, as for users. */
export async function startStaffSession(
  db: Db,
  p: { staffId: number; companyId: number; previousToken: string | null; client?: SessionClient },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    if (p.previousToken) await revokeStaffSession(tx, p.previousToken, p.companyId);
    await tx.insert(staffSessions).values({
      id: hashToken(token),
      staffId: p.staffId,
      companyId: p.companyId,
      userAgent: (p.client?.userAgent ?? '').slice(0, 300),
      ip: (p.client?.ip ?? '').slice(0, 64),
      expiresAt: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000),
    });
  });
  return token;
}

export async function revokeStaffSession(db: Db, token: string | null, companyId: number): Promise<void> {
  if (!token) return;
  await db.delete(staffSessions).where(and(eq(staffSessions.id, hashToken(token)), eq(staffSessions.companyId, companyId)));
}
