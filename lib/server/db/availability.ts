import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { log, serializeError } from '../log';
import { unavailableCause } from './unavailable';
import type { PoolWatch } from './watchPool';

/** What an answer given while the database is unavailable tells the client to wait, in seconds. */
export const DB_RETRY_AFTER_SECONDS = 5;

/*
 * Whether this process can reach its database, as one small state shared by everything that uses
 * it: the pool (./watchPool.ts: every connection and query), the API wrapper (lib/server/http.ts),
 * the job runner, the company directory, the console guard and the front server (server.mjs). The
 * first failure that means "unavailable" (./unavailable.ts) logs `db.unavailable`, once; the first
 * success after it logs `db.recovered` with the outage's length and how many failures it swallowed.
 * In between nothing is logged per request. Held on globalThis: Next bundles the route handlers,
 * instrumentation and pages apart, and each bundle must see the one state of the process.
 */

type State = {
  down: boolean;
  /** Moves on each change of state; work started in an older epoch cannot change it (see PoolWatch). */
  epoch: number;
  since: number;
  failures: number;
};

export type DbAvailability = PoolWatch & {
  /** Notes a failure; true when it means "the database is unavailable" (answer 503, log nothing more). */
  failed(error: unknown, epoch?: number): boolean;
  isDown(): boolean;
  /** Front server: a page answered 500 while the database is unavailable goes out as 503 with Retry-After. */
  busyOnFailure(res: ServerResponse): void;
};

const KEY = Symbol.for('portal.dbAvailability');

function create(now: () => number = Date.now): DbAvailability {
  const s: State = { down: false, epoch: 0, since: 0, failures: 0 };
  const availability: DbAvailability = {
    epoch: () => s.epoch,
    isDown: () => s.down,
    failed(error, epoch = s.epoch) {
      const cause = unavailableCause(error);
      if (!cause) return false;
      if (s.down) {
        s.failures++;
        return true;
      }
      // started before the last recovery: its failure says nothing about now
      if (epoch !== s.epoch) return true;
      s.down = true;
      s.epoch++;
      s.since = now();
      s.failures = 1;
      const e = serializeError(cause) as { name?: unknown; code?: unknown; message?: unknown };
      log.error('db.unavailable', { code: e.code ?? e.name, reason: e.message, retryAfterSeconds: DB_RETRY_AFTER_SECONDS });
      return true;
    },
    succeeded(epoch = s.epoch) {
      // not down, or started before the outage was noticed
      if (!s.down || epoch !== s.epoch) return;
      s.down = false;
      s.epoch++;
      log.info('db.recovered', { outageMs: now() - s.since, failures: s.failures });
    },
    busyOnFailure(res) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
        res.writeHead = writeHead;
        if (statusCode === 500 && s.down) {
          statusCode = 503;
          this.statusMessage = 'Service Unavailable';
          if (typeof rest[0] === 'string') rest.shift();
          this.setHeader('retry-after', String(DB_RETRY_AFTER_SECONDS));
          this.setHeader('cache-control', 'no-store');
        }
        return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
      } as ServerResponse['writeHead'];
    },
  };
  return availability;
}

/** The process's database availability (one per process, whatever bundle asks). */
export function dbAvailability(): DbAvailability {
  const g = globalThis as { [KEY]?: DbAvailability };
  return (g[KEY] ??= create());
}

/** A fresh state with its own clock, for tests of the state itself. */
export const createDbAvailability = create;

// ---------------------------------------------------------------- answers served from memory

const STALE_KEY = Symbol.for('portal.staleAnswer');
type StaleScope = AsyncLocalStorage<{ stale: boolean }>;
const staleScope = ((globalThis as { [STALE_KEY]?: StaleScope })[STALE_KEY] ??= new AsyncLocalStorage());

/**
 * Runs a request's work and says whether any of it was answered from an in-memory copy that could
 * not be checked against the database (markStale): the API wrapper then sends `X-Data-Stale: 1`.
 */
export async function trackStale<T>(work: () => Promise<T>): Promise<{ value: T; stale: boolean }> {
  const flag = { stale: false };
  const value = await staleScope.run(flag, work);
  return { value, stale: flag.stale };
}

/** The answer in progress uses data kept in memory whose freshness could not be checked. */
export function markStale(): void {
  const flag = staleScope.getStore();
  if (flag) flag.stale = true;
}
