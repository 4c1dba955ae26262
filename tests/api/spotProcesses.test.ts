// No overselling with two server processes on one PostgreSQL database: two child processes
// (tests/api/processes/spotWorker.ts, each with its own connection pool) reserve the same offer at
// the same moment, then both close the payment windows at once. Exactly as many reservations hold
// as there was space, the remaining quantity ends at 0 and is never negative, and the space comes
// back exactly once. Runs only when DATABASE_URL names PostgreSQL (CI's second api pass); PGlite is
// one process by design.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { spotOffers, spotReservationEvents, spotReservations } from '@/lib/server/db/schema';
import { toSettings } from '@/lib/server/company';
import { createCompany, type TestCompany } from './helpers';
import { userWithSession } from './authzFixtures';
import { createSpotOffer, offerRemaining } from './orderFixtures';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Worker = { ready: Promise<void>; go: () => void; done: Promise<{ pid: number; results: unknown[] }> };

/** Starts one worker process with its task; it waits for go() after saying it is ready. */
function startWorker(task: unknown, filesDir: string): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/api/processes/register.mjs', 'tests/api/processes/spotWorker.ts', JSON.stringify(task)], {
    cwd: root,
    env: { ...process.env, FILES_DIR: filesDir, JOBS: 'off', LOG_LEVEL: 'error' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const lines = createInterface({ input: child.stdout });
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const done = new Promise<{ pid: number; results: unknown[] }>((resolve, reject) => {
    let result: { pid: number; results: unknown[] } | undefined;
    lines.on('line', (line) => {
      if (line === 'ready') onReady();
      else if (line.startsWith('{')) result = JSON.parse(line) as { pid: number; results: unknown[] };
    });
    child.on('exit', (code) => (code === 0 && result ? resolve(result) : reject(new Error(`worker exited ${code}: ${stderr}`))));
  });
  // a worker that dies before it is ready fails the test instead of hanging it
  void done.catch(() => onReady());
  return { ready, go: () => child.stdin.end('go\n'), done };
}

describe.skipIf(!onPostgres)('spot space with two server processes on one PostgreSQL', () => {
  let a: TestCompany;
  let filesDir: string;

  beforeAll(async () => {
    a = await createCompany({ companyNameCn: '双进程物流' });
    filesDir = await mkdtemp(path.join(tmpdir(), 'spot-procs-'));
  });

  afterAll(async () => {
    await rm(filesDir, { recursive: true, force: true });
  });

  it('30 reservations of 1 from two processes against 10 left: exactly 10 hold, remaining 0; closing the windows from both returns the space once', { timeout: 180_000 }, async () => {
    const offer = await createSpotOffer(a.id, { remaining: 10 });
    const users = await Promise.all(Array.from({ length: 30 }, () => userWithSession(a.id, { certificationStatus: 3 })));
    const company = toSettings(a);
    const task = (part: typeof users) => ({ kind: 'reserve', company, offerId: offer, quantity: 1, users: part.map((u) => ({ userId: u.userId, name: '李敏' })) });
    const workers = [startWorker(task(users.slice(0, 15)), filesDir), startWorker(task(users.slice(15)), filesDir)];
    await Promise.all(workers.map((w) => w.ready));

    // while they run, the remaining quantity is watched: it never goes below 0
    const db = await getDb();
    const seen: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        seen.push(await offerRemaining(offer));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    for (const w of workers) w.go();
    const outcomes = await Promise.all(workers.map((w) => w.done));
    watching = false;
    await watcher;

    expect(new Set(outcomes.map((o) => o.pid)).size).toBe(2);
    const results = outcomes.flatMap((o) => o.results as { ok: boolean; id?: number; key?: string }[]);
    const held = results.filter((r) => r.ok);
    expect(held).toHaveLength(10);
    expect(results.filter((r) => !r.ok).map((r) => r.key)).toEqual(Array.from({ length: 20 }, () => 'quantity:quantityMax'));
    expect(await offerRemaining(offer)).toBe(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    const rows = await db.select().from(spotReservations).where(eq(spotReservations.offerId, offer));
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === 'unpaid' && r.quantityHeld)).toBe(true);
    const [{ held: sumHeld } = { held: 0 }] = await db
      .select({ held: sql<number>`coalesce(sum(${spotReservations.quantity}), 0)::int` })
      .from(spotReservations)
      .where(and(eq(spotReservations.offerId, offer), eq(spotReservations.quantityHeld, true)));
    const [o] = await db.select().from(spotOffers).where(eq(spotOffers.id, offer));
    expect(o!.remaining + sumHeld).toBe(o!.totalQuantity);

    // the window ends: both processes close every window at the same moment (an injected clock past
    // the deadline); each reservation is cancelled once and the quantity returns exactly once
    const ids = rows.map((r) => r.id);
    const after = new Date(Math.max(...rows.map((r) => r.payDeadline.getTime())) + 1000).toISOString();
    const closers = [startWorker({ kind: 'expire', ids, now: after }, filesDir), startWorker({ kind: 'expire', ids, now: after }, filesDir)];
    await Promise.all(closers.map((w) => w.ready));
    for (const w of closers) w.go();
    const closed = await Promise.all(closers.map((w) => w.done));
    const cancelledByCall = closed.flatMap((c) => (c.results as (boolean | number)[]).slice(0, ids.length)).filter((x) => x === true).length;
    const cancelledBySweep = closed.reduce((n, c) => n + Number((c.results as number[])[ids.length]), 0);
    expect(cancelledByCall + cancelledBySweep).toBe(10);
    expect(await offerRemaining(offer)).toBe(10);
    const events = await db
      .select({ id: spotReservationEvents.reservationId })
      .from(spotReservationEvents)
      .where(and(eq(spotReservationEvents.status, 'cancelled'), sql`${spotReservationEvents.reservationId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
    expect(events.map((e) => e.id).sort()).toEqual([...ids].sort());
  });
});
