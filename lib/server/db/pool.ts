import 'server-only';
import type { Database } from './open';

export type PoolStats = { total: number; idle: number; waiting: number };

/**
 * The connection pool's counts of a PostgreSQL handle (node-postgres `Pool`, which drizzle keeps as
 * `$client`): connections open, idle, and clients waiting for one. null on PGlite (no pool).
 */
export function poolStats(db: Database): PoolStats | null {
  if (db.$kind !== 'postgres') return null;
  const pool = (db as unknown as { $client?: { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown } }).$client;
  if (!pool || typeof pool.totalCount !== 'number' || typeof pool.idleCount !== 'number' || typeof pool.waitingCount !== 'number') return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
