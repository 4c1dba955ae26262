// Applies the SQL migrations in ./drizzle and seeds the database when it is empty.
// PGlite in PGLITE_DIR (default ./.data/pg), or PostgreSQL when DATABASE_URL is set.
import { openDatabase, migrateDatabase } from '../lib/server/db/open';
import { seedDatabase, seedIsNeeded } from '../lib/server/db/seed';
import { ensureDemoCarrier } from '../lib/server/db/seed/demoCarrier';

async function main() {
  const started = Date.now();
  const db = await openDatabase();
  try {
    await migrateDatabase(db);
    if (process.argv.includes('--no-seed')) return;
    if (await seedIsNeeded(db)) {
      console.log('[db] empty database: seeding…');
      await seedDatabase(db, { log: (s) => console.log(`[seed] ${s}`) });
    }
    console.log(`[seed] ${await ensureDemoCarrier(db)}`);
  } finally {
    await db.$close();
  }
  console.log(`[db] ready (${db.$kind}) in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error('[db] failed:', error);
  process.exit(1);
});
