import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isMobile, type LoginAnswer } from '../../contracts/account';
import type { CompanySettings } from '../../contracts/company';
import type { Db } from '../db';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { sessionInfo } from '../users';
import { guardedLogin } from './loginGuard';

export type UserRow = typeof users.$inferSelect;

/** Accounts are matched case-insensitively for emails; mobiles as typed. */
export const normalizeAccount = (account: string) => (isMobile(account) ? account.trim() : account.trim().toLowerCase());

export async function findUserByAccount(db: Db, companyId: number, account: string): Promise<UserRow | null> {
  const a = normalizeAccount(account);
  const match = isMobile(a) ? eq(users.mobile, a) : sql`lower(${users.email}) = ${a}`;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), match))
    .limit(1);
  return row ?? null;
}

/**
 * The login answer of spec §3 (validateMap + the session fields) for a user who just got a session.
 * `apiKey` is the token, given only to API clients (browsers have it in the HttpOnly cookie).
 */
export async function loginAnswer(db: Db, company: CompanySettings, userId: number, apiKey?: string): Promise<LoginAnswer> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, company.companyId)))
    .limit(1);
  const data = u ? await sessionInfo(db, u.id, company) : null;
  if (!u || !data) throw new ApiError(401, 'loginFailed');
  return {
    code: '1',
    validateMap: {
      userId: u.id,
      email: u.email ?? '',
      nameCn: u.nameCn,
      nickName: u.nickName,
      nameEn: u.nameEn,
      ...(apiKey ? { apiKey } : {}),
      headPic: u.headPic,
      userType: u.userType,
      phone: u.mobile ?? '',
      certificationStatus: u.certificationStatus,
    },
    data,
  };
}

/**
 * Checks an account's password under the login policy of ./loginGuard.ts (no lockouts; unknown
 * browsers slowed down while an account is being guessed). Answers the user id and the
 * `known_browser` cookie value to set.
 */
export async function checkPassword(
  db: Db,
  p: { companyId: number; account: string; password: string; ip: string; browserToken: string | null },
): Promise<{ userId: number; browserToken: string }> {
  const account = normalizeAccount(p.account);
  const { subjectId, browserToken } = await guardedLogin(db, {
    companyId: p.companyId,
    realm: 'user',
    account,
    password: p.password,
    ip: p.ip,
    browserToken: p.browserToken,
    failure: 'loginFailed',
    find: async () => {
      const user = await findUserByAccount(db, p.companyId, account);
      return user ? { id: user.id, passwordHash: user.passwordHash } : null;
    },
  });
  return { userId: subjectId, browserToken };
}
