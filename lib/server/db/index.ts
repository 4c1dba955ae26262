import 'server-only';
import { openDatabase, type Database } from './open';

export type { Database } from './open';

// One connection (pool or embedded instance) per process, created on first use, never at import
// time: `next build` imports this module and must not open the database.
const globalForDb = globalThis as unknown as { __portalDb?: Promise<Database> };

export function getDb(): Promise<Database> {
  globalForDb.__portalDb ??= openDatabase();
  return globalForDb.__portalDb;
}
