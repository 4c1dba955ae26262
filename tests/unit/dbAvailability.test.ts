// Database availability: which errors mean "unavailable" (never a query's own bug), the one log
// line per outage and per recovery, late outcomes that must not flip the state, the pool's
// listeners, the front server's 500 → 503 while the database is down, and the search indexes'
// stale-while-error.
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDbAvailability, trackStale, DB_RETRY_AFTER_SECONDS, type DbAvailability } from '@/lib/server/db/availability';
import { isDatabaseUnavailable, markDatabaseError } from '@/lib/server/db/unavailable';
import { watchPool } from '@/lib/server/db/watchPool';
import { CompanyIndexCache } from '@/lib/server/companyIndex';

const coded = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** What Drizzle throws: its own error, the driver's as the cause. */
const drizzleError = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: 13900001111'), { cause });
const refused = () => markDatabaseError(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));

describe('isDatabaseUnavailable', () => {
  it('is true for a server going away or refusing work, whoever raised it', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) expect(isDatabaseUnavailable(coded('x', code)), code).toBe(true);
    expect(isDatabaseUnavailable(drizzleError(coded('terminating connection due to administrator command', '57P01')))).toBe(true);
  });

  it('is true for socket errors and driver messages of the database pool, through Drizzle and AggregateError', () => {
    expect(isDatabaseUnavailable(drizzleError(refused()))).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseError(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseError(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseError(new Error('Connection terminated due to connection timeout', { cause: new Error('x') })))).toBe(true);
    const both = markDatabaseError(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]));
    expect(isDatabaseUnavailable(drizzleError(both))).toBe(true);
  });

  it('is false for the same socket errors from anything else (a mail server, a payment provider)', () => {
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 10.0.0.1:587', 'ECONNREFUSED'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: coded('read ECONNRESET', 'ECONNRESET') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it("is false for a query's own failure: a real bug is never answered 503", () => {
    for (const code of ['23505', '42P01', '42601', '22P02', '40001', '57014']) expect(isDatabaseUnavailable(drizzleError(markDatabaseError(coded('x', code)))), code).toBe(false);
    expect(isDatabaseUnavailable(markDatabaseError(new Error('column "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('the availability state', () => {
  let lines: Record<string, unknown>[];
  let clock: number;
  let db: DbAvailability;

  beforeEach(() => {
    lines = [];
    clock = 1_000_000;
    const capture = (text: unknown) => void lines.push(JSON.parse(String(text)) as Record<string, unknown>);
    vi.spyOn(console, 'error').mockImplementation(capture);
    vi.spyOn(console, 'log').mockImplementation(capture);
    db = createDbAvailability(() => clock);
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs one line when an outage begins and one when it ends, with its length and the failures it swallowed', () => {
    expect(db.failed(drizzleError(refused()))).toBe(true);
    clock += 4200;
    for (let i = 0; i < 50; i++) expect(db.failed(refused())).toBe(true);
    expect(db.isDown()).toBe(true);
    db.succeeded();
    db.succeeded();
    expect(db.isDown()).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'db.unavailable', code: 'ECONNREFUSED', reason: 'connect ECONNREFUSED 127.0.0.1:5432', retryAfterSeconds: DB_RETRY_AFTER_SECONDS }),
      expect.objectContaining({ level: 'info', event: 'db.recovered', outageMs: 4200, failures: 51 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('13900001111');
  });

  it('ignores errors that are no outage: false, nothing logged, still up', () => {
    expect(db.failed(markDatabaseError(coded('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(db.failed(new Error('boom'))).toBe(false);
    expect(db.isDown()).toBe(false);
    expect(lines).toEqual([]);
  });

  it('a late outcome cannot flip the state: a success of work started before the outage, a failure of work started before the recovery', () => {
    const beforeOutage = db.epoch();
    db.failed(refused());
    db.succeeded(beforeOutage);
    expect(db.isDown()).toBe(true);
    const duringOutage = db.epoch();
    db.succeeded();
    expect(db.isDown()).toBe(false);
    expect(db.failed(refused(), duringOutage)).toBe(true);
    expect(db.isDown()).toBe(false);
    expect(lines.map((l) => l.event)).toEqual(['db.unavailable', 'db.recovered']);
  });
});

describe('busyOnFailure (front server)', () => {
  let server: Server;
  let db: DbAvailability;
  let status = 500;

  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    db = createDbAvailability();
    server = createServer((req, res) => {
      db.busyOnFailure(res);
      res.statusCode = status;
      res.end('page');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await new Promise((r) => server.close(r));
  });

  const get = () => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

  it('a page that fails while the database is down answers 503 with Retry-After; otherwise its own status', async () => {
    status = 500;
    expect((await get()).status).toBe(500);
    db.failed(refused());
    const busy = await get();
    expect([busy.status, busy.headers.get('retry-after'), busy.headers.get('cache-control')]).toEqual([503, String(DB_RETRY_AFTER_SECONDS), 'no-store']);
    status = 200;
    expect((await get()).status).toBe(200);
    status = 404;
    expect((await get()).status).toBe(404);
  });
});

describe('watchPool', () => {
  /** Just enough of a pg Pool: events, and connect() with a callback or a promise. */
  function fakePool(connectError: Error | null) {
    const pool = new EventEmitter() as EventEmitter & { connect: (cb?: (e: unknown, c?: unknown) => void) => Promise<unknown> | undefined };
    pool.connect = (cb) => {
      if (cb) return void setImmediate(() => cb(connectError, connectError ? undefined : {}));
      return connectError ? Promise.reject(connectError) : Promise.resolve({});
    };
    return pool;
  }
  const watch = () => ({ epoch: vi.fn(() => 7), failed: vi.fn((e: unknown) => isDatabaseUnavailable(e)), succeeded: vi.fn() });

  it("reports an idle connection's error instead of throwing it out of the process", () => {
    const pool = fakePool(null);
    const w = watch();
    watchPool(pool as unknown as Pool, w);
    expect(() => pool.emit('error', coded('terminating connection due to administrator command', '57P01'))).not.toThrow();
    expect(w.failed).toHaveBeenCalledTimes(1);
  });

  it('listens on every new connection (an error between the statements of a transaction) and counts the connection as a success', () => {
    const pool = fakePool(null);
    const w = watch();
    watchPool(pool as unknown as Pool, w);
    const client = Object.assign(new EventEmitter(), { query: () => Promise.resolve({ rows: [] }) });
    pool.emit('connect', client);
    expect(w.succeeded).toHaveBeenCalledTimes(1);
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    expect(isDatabaseUnavailable(w.failed.mock.calls[0]![0])).toBe(true);
  });

  it("marks and reports a connection that cannot be had, by callback and by promise, with the work's epoch", async () => {
    const error = coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const pool = fakePool(error);
    const w = watch();
    watchPool(pool as unknown as Pool, w);
    await expect(pool.connect()).rejects.toBe(error);
    const viaCallback = await new Promise((resolve) => pool.connect(resolve));
    expect(viaCallback).toBe(error);
    expect(w.failed.mock.calls).toEqual([
      [error, 7],
      [error, 7],
    ]);
    expect(isDatabaseUnavailable(drizzleError(error))).toBe(true);
  });

  it("reports each query's outcome on a connection, by promise and by callback", async () => {
    const pool = fakePool(null);
    const w = watch();
    watchPool(pool as unknown as Pool, w);
    const broken = coded('terminating connection due to administrator command', '57P01');
    let fail = false;
    const client = Object.assign(new EventEmitter(), {
      query(_text: string, _values?: unknown, cb?: (e: unknown, r?: unknown) => void) {
        if (cb) return void setImmediate(() => (fail ? cb(broken) : cb(null, { rows: [] })));
        return fail ? Promise.reject(broken) : Promise.resolve({ rows: [] });
      },
    });
    pool.emit('connect', client);
    w.succeeded.mockClear();
    await client.query('select 1');
    await new Promise((r) => client.query('select 1', undefined, r));
    expect(w.succeeded.mock.calls).toEqual([[7], [7]]);
    fail = true;
    await expect(client.query('select 1')).rejects.toBe(broken);
    expect(await new Promise((r) => client.query('select 1', undefined, r))).toBe(broken);
    expect(w.failed.mock.calls).toEqual([
      [broken, 7],
      [broken, 7],
    ]);
  });
});

describe('CompanyIndexCache while the database is unavailable', () => {
  let version: () => Promise<number>;
  let builds = 0;
  const cache = new CompanyIndexCache<string>(
    '__testIndexes',
    () => version(),
    async () => `index ${++builds}`,
    0,
  );

  it('serves the index it holds, marked stale; a query bug or an index never built still fails', async () => {
    version = async () => 1;
    expect(await trackStale(() => cache.get(1))).toEqual({ value: 'index 1', stale: false });
    version = () => Promise.reject(drizzleError(refused()));
    expect(await trackStale(() => cache.get(1))).toEqual({ value: 'index 1', stale: true });
    await expect(cache.get(2)).rejects.toThrow('Failed query');
    version = () => Promise.reject(drizzleError(markDatabaseError(coded('relation "x" does not exist', '42P01'))));
    await expect(cache.get(1)).rejects.toThrow('Failed query');
    // back: the same version keeps the index, a new one rebuilds it; neither is stale
    version = async () => 1;
    expect(await trackStale(() => cache.get(1))).toEqual({ value: 'index 1', stale: false });
    version = async () => 2;
    expect(await trackStale(() => cache.get(1))).toEqual({ value: 'index 2', stale: false });
  });
});
