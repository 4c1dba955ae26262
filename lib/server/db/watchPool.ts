// Shared by the app and the scripts, so no 'server-only' here.
import type { Pool, PoolClient } from 'pg';
import { markDatabaseError } from './unavailable';

/**
 * Who hears how the database's connections fare (the app's is lib/server/db/availability.ts). An
 * `epoch` is taken when a piece of work starts and handed back with its outcome, so an outcome that
 * arrives late (a query sent before an outage was noticed, a refusal from before a recovery) cannot
 * flip the state back.
 */
export type PoolWatch = {
  epoch(): number;
  failed(error: unknown, epoch?: number): unknown;
  succeeded(epoch?: number): void;
};

const quiet: PoolWatch = { epoch: () => 0, failed: () => false, succeeded: () => {} };

type Callback = (error: unknown, ...rest: unknown[]) => void;

/**
 * Listens to a node-postgres pool so that a broken connection never becomes an uncaught exception
 * and every outcome reaches `watch`:
 * - an idle connection the server ends (a restart: 57P01 "terminating connection") is reported by
 *   the pool's `error` event, which without a listener would throw;
 * - a checked-out connection that breaks between queries (inside a transaction) emits `error` on
 *   itself, so every connection gets a listener when it is made;
 * - a connection that could not be had (refused, or not within connectionTimeoutMillis) fails
 *   `connect`, and a query that fails on a connection fails `query`: both are marked as the
 *   database's own errors (so they are told apart from a mail server's ECONNREFUSED) and reported;
 * - a new connection and every query that succeeds report success.
 */
export function watchPool(pool: Pool, watch: PoolWatch = quiet): void {
  const failed = (error: unknown, epoch?: number) => watch.failed(markDatabaseError(error), epoch);
  pool.on('error', (error) => failed(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => failed(error));
    watchQueries(client, watch, failed);
    watch.succeeded();
  });

  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<PoolClient> | undefined;
  // pool.query() checks out through this.connect(callback); a transaction through connect().
  (pool as { connect: unknown }).connect = (cb?: Callback) => {
    const epoch = watch.epoch();
    if (typeof cb === 'function') {
      return connect((error, ...rest) => {
        if (error) failed(error, epoch);
        cb(error, ...rest);
      });
    }
    return connect()!.catch((error: unknown) => {
      failed(error, epoch);
      throw error;
    });
  };
}

function watchQueries(client: PoolClient, watch: PoolWatch, failed: (error: unknown, epoch?: number) => unknown): void {
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function (this: PoolClient, ...args: unknown[]) {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof first?.submit === 'function') return query.apply(this, args);
    const epoch = watch.epoch();
    const settle = (error: unknown) => (error ? failed(error, epoch) : watch.succeeded(epoch));
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        settle(error);
        (cb as Callback)(error, ...rest);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(() => settle(null), settle);
    return result;
  };
}
