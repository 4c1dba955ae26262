import 'server-only';
import { sql } from 'drizzle-orm';
import journal from '../../../drizzle/meta/_journal.json';
import type { Database } from '../db';
import { pingRedis } from './redisPing';

export type Check = 'ok' | 'down' | 'pending' | 'unknown';
export type Readiness = { ready: boolean; checks: Record<string, Check> };

/** The last migration of this build's journal: applied when drizzle has recorded it (or a later one). */
const LAST_MIGRATION = journal.entries.at(-1)!;

const CHECK_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether drizzle's migrations table records the journal's last migration (its `when` is the row's created_at). */
async function migrationsApplied(db: Database, lastMigration: number): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  const latest = (result as unknown as { rows: { latest: string | number | null }[] }).rows[0]?.latest;
  return latest !== null && latest !== undefined && Number(latest) >= lastMigration;
}

/**
 * Whether this process can serve: the database answers, this build's migrations are applied, and
 * Redis answers when `redisUrl` is set. Each check is bounded (2 s), so a database that hangs makes
 * the answer "down", never a hung probe. Nothing internal is reported: only each check's state.
 */
export async function readiness(getDb: () => Promise<Database>, redisUrl: string | undefined, lastMigration = LAST_MIGRATION.when): Promise<Readiness> {
  const database = within(
    getDb().then(async (db) => {
      await db.execute(sql`select 1`);
      return db;
    }),
    CHECK_MS,
  );
  const checks: Record<string, Check> = {};
  const [db, redis] = await Promise.allSettled([database, redisUrl ? pingRedis(redisUrl, CHECK_MS) : Promise.resolve()]);
  checks.database = db.status === 'fulfilled' ? 'ok' : 'down';
  if (db.status === 'fulfilled') {
    checks.migrations = await within(migrationsApplied(db.value, lastMigration), CHECK_MS).then(
      (applied): Check => (applied ? 'ok' : 'pending'),
      (): Check => 'pending',
    );
  } else checks.migrations = 'unknown';
  if (redisUrl) checks.redis = redis.status === 'fulfilled' ? 'ok' : 'down';
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
