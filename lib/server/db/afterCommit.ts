// Shared by the app and the scripts (openDatabase wraps every handle), so no 'server-only' here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { is } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

/*
 * Work that must wait until a write is committed (waking the outbox: delivery reads committed rows
 * only). Drizzle has no after-commit hook, so every handle's `transaction` is wrapped: the wrapper
 * collects what `afterCommit` registers while its callback runs (an AsyncLocalStorage follows the
 * callback through every await, savepoints of `tx.transaction` included) and runs it once the
 * transaction has committed; a rollback drops it. On PGlite and node-postgres alike, the promise of
 * `db.transaction` settles after COMMIT.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the hooks never touch it
type Handle = PgDatabase<PgQueryResultHKT, any>;
type Hook<D> = (db: D) => void;
type Pending = { db: Handle; hooks: Hook<Handle>[] };

// One store per process, not per module instance: the handle is shared through globalThis (./index.ts),
// and a production build may bundle this module more than once (instrumentation, each route), so a
// module-level store would let a route's enqueue miss the transaction the handle opened.
const STORE = Symbol.for('portal.afterCommit');
const pending: AsyncLocalStorage<Pending> = ((globalThis as { [STORE]?: AsyncLocalStorage<Pending> })[STORE] ??= new AsyncLocalStorage<Pending>());

/** Wraps a handle's `transaction` so that hooks registered inside run after its commit. */
export function withAfterCommit<D extends Handle>(db: D): D {
  const open = db.transaction.bind(db);
  const transaction: typeof db.transaction = async (fn, config) => {
    const mine: Pending = { db, hooks: [] };
    const result = await pending.run(mine, () => open(fn, config));
    for (const hook of mine.hooks) {
      try {
        hook(db);
      } catch {
        // a hook only starts work of its own; it never undoes the commit
      }
    }
    return result;
  };
  db.transaction = transaction;
  return db;
}

/**
 * Runs `hook` with the process handle once what `db` wrote is committed: at once for a handle
 * outside any transaction (its statement has committed), after the outermost commit for a
 * transaction, never when that transaction rolls back.
 */
export function afterCommit<D extends Handle>(db: D | Handle, hook: Hook<D>): void {
  const current = pending.getStore();
  if (!is(db, PgTransaction)) hook(db as D);
  else if (current) current.hooks.push(hook as Hook<Handle>);
  // a transaction of an unwrapped handle: nothing can tell when it commits; the recurring job follows up
}
