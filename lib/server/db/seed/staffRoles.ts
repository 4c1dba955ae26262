// One staff account per role in each company, beside the `admin` of ./staff.ts, so every console
// role can be tried: `sales`, `operations` and `content`, with the admin's password
// (STAFF_ADMIN_PASSWORD or the dev default). Insert-only: an account changed since is left alone.
import { and, eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS, type StaffRole } from '../../../contracts/staff';
import { env } from '../../../env';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../open';
import { companies, staffUsers } from '../schema';
import { DEV_STAFF_PASSWORD } from './staff';

export const ROLE_ACCOUNTS: readonly { username: string; role: StaffRole; name: string }[] = [
  { username: 'sales', role: 'sales', name: '王敏（销售）' },
  { username: 'operations', role: 'operations', name: '李强（操作）' },
  { username: 'content', role: 'content', name: '陈静（市场）' },
];

export async function seedStaffRoles(db: Database, log: (s: string) => void = () => {}): Promise<void> {
  const password = env().STAFF_ADMIN_PASSWORD ?? DEV_STAFF_PASSWORD;
  const all = await db.select({ id: companies.id, code: companies.code }).from(companies);
  for (const c of all) {
    // The admin of ./staff.ts holds '*': name its role (accounts made before roles existed have none).
    await db
      .update(staffUsers)
      .set({ role: 'admin' })
      .where(and(eq(staffUsers.companyId, c.id), eq(staffUsers.username, 'admin'), eq(staffUsers.role, '')));
    let created = 0;
    for (const a of ROLE_ACCOUNTS) {
      const [row] = await db
        .insert(staffUsers)
        .values({ companyId: c.id, username: a.username, name: a.name, role: a.role, permissions: [...ROLE_PERMISSIONS[a.role]], passwordHash: await hashPassword(password) })
        .onConflictDoNothing({ target: [staffUsers.companyId, staffUsers.username] })
        .returning({ id: staffUsers.id });
      if (row) created++;
    }
    log(`company ${c.code}: staff role accounts ${created} new`);
  }
}
