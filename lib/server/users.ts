import 'server-only';
import { eq } from 'drizzle-orm';
import type { CompanySettings } from '../contracts/company';
import type { SessionUserInfo } from '../contracts/session';
import type { Db } from './db';
import { users } from './db/schema';

/**
 * The session fields of spec §3 for a user, with the spec's fallbacks: the Chinese name falls back
 * to the nickname, the English name to the (Chinese) user name.
 */
export async function sessionInfo(db: Db, userId: number, company: CompanySettings): Promise<SessionUserInfo | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || u.companyId !== company.companyId) return null;
  const userName = u.nameCn || u.nickName;
  return {
    userId: u.id,
    userName,
    userNameEn: u.nameEn || userName,
    phone: u.mobile ?? '',
    email: u.email ?? '',
    headUrl: u.headPic,
    userType: u.userType,
    certificationStatus: u.certificationStatus,
    companyId: company.companyId,
    companyNameCn: company.companyNameCn,
    companyNameEn: company.companyNameEn,
    companyNameScn: company.companyNameScn,
    companyNameSen: company.companyNameSen,
  };
}
