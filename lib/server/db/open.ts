// Shared by the app (through ./index.ts) and by the scripts (migrate, seed, bench), so no 'server-only' here.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '../../env';
import { withAfterCommit } from './afterCommit';
import * as schema from './schema';
import { useStatementPaths } from './pgliteStatements';
import { watchPool, type PoolWatch } from './watchPool';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema> & { $close: () => Promise<void>; $kind: 'pglite' | 'postgres' };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'drizzle');

/**
 * How long a query waits for a connection (a new one, or a free one of a busy pool) before it fails
 * as "database unavailable": during an outage requests fail fast with 503 instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens the database. `watch` hears how PostgreSQL connections fare (the app passes its
 * availability state, lib/server/db/availability.ts); a pool always has its listeners, so a
 * connection the server ends never throws out of the process.
 */
export async function openDatabase(opts: { url?: string; dir?: string; watch?: PoolWatch } = {}): Promise<Database> {
  const url = opts.url ?? env().DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    watchPool(pool, opts.watch);
    const db = withAfterCommit(drizzle(pool, { schema }));
    return Object.assign(db, { $close: () => pool.end(), $kind: 'postgres' as const }) as unknown as Database;
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ opts.dir ?? env().PGLITE_DIR);
  mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the order lists' contains-searches (migration 0019), as on PostgreSQL
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  await useStatementPaths(client);
  const db = withAfterCommit(drizzle(client, { schema }));
  return Object.assign(db, { $close: () => client.close(), $kind: 'pglite' as const }) as unknown as Database;
}

export async function migrateDatabase(db: Database): Promise<void> {
  if (db.$kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
