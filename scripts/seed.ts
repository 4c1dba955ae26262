// Migrates and seeds the database (idempotent: safe to run any number of times), then prints row counts.
// PGlite in PGLITE_DIR (default ./.data/pg), or PostgreSQL when DATABASE_URL is set.
//   npx tsx scripts/seed.ts
import { count } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../lib/server/db/open';
import {
  accountManagers,
  banners,
  carriers,
  companies,
  companyDomains,
  news,
  ports,
  routeGroupPorts,
  routeGroups,
  salesContacts,
} from '../lib/server/db/schema';
import { seedDatabase } from '../lib/server/db/seed';
import { ensureDemoCarrier } from '../lib/server/db/seed/demoCarrier';

async function main() {
  const started = Date.now();
  const db = await openDatabase();
  try {
    await migrateDatabase(db);
    await seedDatabase(db, { log: (s) => console.log(`[seed] ${s}`) });
    console.log(`[seed] ${await ensureDemoCarrier(db)}`);

    const tables = {
      companies,
      company_domains: companyDomains,
      ports,
      route_groups: routeGroups,
      route_group_ports: routeGroupPorts,
      carriers,
      sales_contacts: salesContacts,
      account_managers: accountManagers,
      news,
      banners,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      counts[name] = row?.n ?? 0;
    }
    console.log('[seed] row counts:');
    for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(18)} ${n}`);
  } finally {
    await db.$close();
  }
  console.log(`[seed] done (${db.$kind}) in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error('[seed] failed:', error);
  process.exit(1);
});
