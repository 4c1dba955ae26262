import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db';
import { preparedByName } from '../db/pgliteStatements';
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

/** Who is starting a session: recorded with it (shown nowhere yet; kept for audits). */
export type SessionClient = { userAgent?: string; ip?: string };

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
export async function findSession(token: string | null, companyId: number, db?: Db): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await sessionStatement(db ?? (await getDb())).execute({ id: hashToken(token), companyId, now: new Date() });
  return row ?? null;
}

/** findSession's one statement, asked on every request that carries a session: prepared by name once per handle. */
const sessionStatement = (db: Db) =>
  preparedByName(db, 'find_session', () =>
    db
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
      .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.companyId, sql.placeholder('companyId')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1),
  );

/** Session lifetime: the spec's author expiry 1 (day). */
export const SESSION_SECONDS = 24 * 60 * 60;

/** A new random 256-bit token (base64url, 43 characters). Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

async function createSession(db: Db, userId: number, companyId: number, client: SessionClient): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    companyId,
    userAgent: (client.userAgent ?? '').slice(0, 300),
    ip: (client.ip ?? '').slice(0, 64),
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
  });
  return token;
}

/**
 * THE way a user session starts, for every login path (password, registration, QR scan, WeChat,
 * password change). One rule for all: the session the request presented (`previousToken`: the
 * browser's cookie or an API client's Authorization token), whoever it belonged to, ends in the
 * same transaction as the new one begins; the user's sessions on other devices stay. Answers the
 * new raw token, which the caller hands to the client (cookie, or apiKey for API clients) and
 * never stores.
 */
export async function startSession(
  db: Db,
  p: { userId: number; companyId: number; previousToken: string | null; client?: SessionClient },
): Promise<string> {
  return db.transaction(async (tx) => {
    if (p.previousToken) await revokeSession(tx, p.previousToken, p.companyId);
    return createSession(tx, p.userId, p.companyId, p.client ?? {});
  });
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, token: string | null, companyId: number): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(and(eq(sessions.id, hashToken(token)), eq(sessions.companyId, companyId)));
}

/** Ends every session of a user (password changed). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Cookie attributes of every identity cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, whole site. */
export const identityCookie = (secure: boolean, maxAge: number) =>
  ({ httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge }) as const;
