// Shared by the app (through ./index.ts) and by the scripts (migrate, seed, bench), so no 'server-only' here.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '../../env';
import { withAfterCommit } from './afterCommit';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema> & { $close: () => Promise<void>; $kind: 'pglite' | 'postgres' };

export const MIGRATIONS_DIR = path.join(process.cwd(), 'drizzle');

export async function openDatabase(opts: { url?: string; dir?: string } = {}): Promise<Database> {
  const url = opts.url ?? env().DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: 10 });
    const db = withAfterCommit(drizzle(pool, { schema }));
    return Object.assign(db, { $close: () => pool.end(), $kind: 'postgres' as const }) as unknown as Database;
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ opts.dir ?? env().PGLITE_DIR);
  mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(dir);
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
