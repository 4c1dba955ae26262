import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '../db';
import { sessions, users } from '../db/schema';

export const AUTH_COOKIE = 'author';

export type SessionUser = {
  userId: number;
  companyId: number;
  certificationStatus: number;
  userType: number;
  nameCn: string;
  nameEn: string;
  email: string | null;
  mobile: string | null;
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token a request carries: the `author` cookie, else the Authorization header (API clients). */
export function tokenFrom(cookieValue: string | undefined, authorization: string | null): string | null {
  const fromHeader = authorization?.replace(/^Bearer\s+/i, '').trim();
  const token = cookieValue?.trim() || fromHeader;
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/**
 * The user of a session token on one company. A token issued on another company finds nothing:
 * sessions are looked up by (token hash, company).
 */
export async function findSession(token: string | null, companyId: number): Promise<SessionUser | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      userId: users.id,
      companyId: sessions.companyId,
      certificationStatus: users.certificationStatus,
      userType: users.userType,
      nameCn: users.nameCn,
      nameEn: users.nameEn,
      email: users.email,
      mobile: users.mobile,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), eq(sessions.companyId, companyId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
