import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dbAvailability } from './availability';
import { openDatabase, type Database, type Schema } from './open';

export type { Database } from './open';
export { afterCommit } from './afterCommit';

/**
 * What a service works on: the process's handle or a transaction of it. Services take one of these
 * plus plain parameters (company id, user id, locale …), never the request, so a route handler, a
 * server component, a PDF render or a background job can call them, and a caller can put several
 * writes (say, a token and the mail that carries it) in one transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction (what `db.transaction(async (tx) => …)` hands over). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// One connection (pool or embedded instance) per process, created on first use, never at import
// time: `next build` imports this module and must not open the database.
const globalForDb = globalThis as unknown as { __portalDb?: Promise<Database> };

export function getDb(): Promise<Database> {
  globalForDb.__portalDb ??= openDatabase({ watch: dbAvailability() });
  return globalForDb.__portalDb;
}

/**
 * Closes the process's database handle (graceful shutdown, after the last request and job): the
 * pool's connections, or the embedded database. Nothing is opened when none was.
 */
export async function closeDb(): Promise<void> {
  const open = globalForDb.__portalDb;
  if (!open) return;
  await (await open).$close();
}
