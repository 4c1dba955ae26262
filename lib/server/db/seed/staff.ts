// Accounts of the demo tenants: one staff admin per company (all permissions) and two demo shippers
// (one certified, one not), so every role can be tried on a fresh machine. Idempotent: existing
// accounts are left as they are (a changed password is never reset by a re-seed).
//
// Staff admin: username `admin`, password STAFF_ADMIN_PASSWORD or the dev default 'Staff123456'.
// Demo shippers: 13800000001 (certified) and 13800000002 (not certified), password 'Demo123456';
// on company `hq` also reachable by the emails demo@globalink-demo.test / demo2@globalink-demo.test.
import { and, eq } from 'drizzle-orm';
import { env } from '../../../env';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../open';
import { companies, companyDomains, staffUsers, users } from '../schema';

export const DEV_STAFF_PASSWORD = 'Staff123456';
export const DEMO_USER_PASSWORD = 'Demo123456';

const DEMO_USERS = [
  { mobile: '13800000001', local: 'demo', nameCn: '演示用户', nameEn: 'Demo User', certificationStatus: 3 },
  { mobile: '13800000002', local: 'demo2', nameCn: '待认证用户', nameEn: 'New Shipper', certificationStatus: 0 },
] as const;

export async function seedStaff(db: Database, log: (s: string) => void = () => {}): Promise<void> {
  const password = env().STAFF_ADMIN_PASSWORD ?? DEV_STAFF_PASSWORD;
  const all = await db.select({ id: companies.id, code: companies.code, nameCn: companies.companyNameCn }).from(companies);
  for (const c of all) {
    const [staff] = await db
      .insert(staffUsers)
      .values({ companyId: c.id, username: 'admin', passwordHash: await hashPassword(password), name: '管理员', permissions: ['*'] })
      .onConflictDoNothing({ target: [staffUsers.companyId, staffUsers.username] })
      .returning({ id: staffUsers.id });
    // Demo shippers: the email domain is the company's first *.test domain.
    const domains = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, c.id));
    const mailDomain = domains.map((d) => d.domain.replace(/^www\./, '')).find((d) => d.endsWith('.test'));
    let created = 0;
    for (const u of DEMO_USERS) {
      const [exists] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, c.id), eq(users.mobile, u.mobile)))
        .limit(1);
      if (exists) continue;
      await db.insert(users).values({
        companyId: c.id,
        mobile: u.mobile,
        email: mailDomain ? `${u.local}@${mailDomain}` : null,
        passwordHash: await hashPassword(DEMO_USER_PASSWORD),
        nameCn: u.nameCn,
        nickName: u.nameCn,
        nameEn: u.nameEn,
        companyNameCn: `${c.nameCn}（演示客户）`,
        certificationStatus: u.certificationStatus,
      });
      created++;
    }
    log(`company ${c.code}: staff admin ${staff ? 'created' : 'unchanged'}, demo users ${created} new`);
  }
}
