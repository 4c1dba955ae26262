// The job runner: two runners — on PostgreSQL two separate connection pools, i.e. what two server
// processes have; on PGlite (single process) two runners on the one handle, interleaving their
// claims — race for the same due jobs, and each job runs exactly once. A failing job is retried with
// backoff and records its error. Sweeps delete what has expired and nothing else.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { getDb, type Db } from '@/lib/server/db';
import { openDatabase, type Database } from '@/lib/server/db/open';
import {
  jobs,
  knownDevices,
  passwordResetTokens,
  qrLoginTickets,
  rateLimitHits,
  sessions,
  staffSessions,
  subscriptionTokens,
  verificationCodes,
} from '@/lib/server/db/schema';
import { appJobs, JOBS_START_RETRY_MS, startBackgroundJobs, stopBackgroundJobs } from '@/lib/server/jobs';
import { dbAvailability } from '@/lib/server/db/availability';
import { markDatabaseError } from '@/lib/server/db/unavailable';
import { sweepCodes, sweepSessions } from '@/lib/server/jobs/sweeps';
import { defineJobs, enqueueJob, ensureSchedule, JobRunner, jobBackoffSeconds, LEASE_SECONDS, POLL_MS, type JobRow } from '@/lib/server/jobs/runner';
import { hashToken, newToken } from '@/lib/server/auth/session';
import { createCompany, createUserWithSession, type TestCompany } from './helpers';
import { createStaff } from './accountFixtures';

let second: Database | null = null;
/** The database handle of the "second process". */
let other: Db;

beforeAll(async () => {
  const url = env().DATABASE_URL;
  if (url) {
    second = await openDatabase({ url });
    other = second;
  } else {
    other = await getDb();
  }
});

afterAll(async () => {
  await second?.$close();
});

afterEach(() => vi.restoreAllMocks());

const suffix = `${process.pid}-${Date.now().toString(36)}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function clearJobs(names: string[]) {
  const db = await getDb();
  await db.delete(jobs).where(inArray(jobs.name, names));
}

describe('two runners, one set of jobs', () => {
  it('each due one-off job runs exactly once, over many rounds', async () => {
    const name = `test.once.${suffix}`;
    const runs = new Map<number, string[]>();
    const registry = defineJobs([
      {
        name,
        run: async (_db, _payload, job) => {
          await pause(Math.random() * 4);
          runs.set(job.id, [...(runs.get(job.id) ?? []), 'x']);
        },
      },
    ]);
    const db = await getDb();
    const a = new JobRunner(db, registry, { workerId: 'A', batch: 3 });
    const b = new JobRunner(other, registry, { workerId: 'B', batch: 3 });
    const ids: number[] = [];
    const byWorker = { A: 0, B: 0 };
    for (let round = 0; round < 8; round++) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => enqueueJob(db, name, { round })));
      ids.push(...batch);
      const [ra, rb] = await Promise.all([a.runDue(), b.runDue()]);
      byWorker.A += ra;
      byWorker.B += rb;
      // nothing left due, and every job of the round is done
      const left = await db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, batch));
      expect(left.every((j) => j.status === 'done')).toBe(true);
    }
    expect(ids).toHaveLength(200);
    for (const id of ids) expect(runs.get(id)).toEqual(['x']);
    expect(byWorker.A + byWorker.B).toBe(200);
    if (second) {
      // Two real connections: both took a share.
      expect(byWorker.A).toBeGreaterThan(0);
      expect(byWorker.B).toBeGreaterThan(0);
    }
    await clearJobs([name]);
  });

  it('a recurring job is one schedule: due once, run once by the two, then next due a period later', async () => {
    const name = `test.every.${suffix}`;
    let count = 0;
    const registry = defineJobs([{ name, everySeconds: 3600, run: async () => void count++ }]);
    const db = await getDb();
    await Promise.all([ensureSchedule(db, registry), ensureSchedule(other, registry)]);
    const rows = await db.select().from(jobs).where(eq(jobs.name, name));
    expect(rows).toHaveLength(1);
    const a = new JobRunner(db, registry, { workerId: 'A' });
    const b = new JobRunner(other, registry, { workerId: 'B' });
    for (let i = 0; i < 5; i++) await Promise.all([a.runDue(), b.runDue()]);
    expect(count).toBe(1);
    const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
    expect(row!.status).toBe('queued');
    expect(row!.lockedBy).toBeNull();
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(3500 * 1000);
    await clearJobs([name]);
  });

  it('a job whose runner died is taken again once its lease has run out, and only then', async () => {
    const name = `test.lease.${suffix}`;
    const seen: string[] = [];
    const registry = defineJobs([{ name, run: async () => void seen.push('ran') }]);
    const db = await getDb();
    const id = await enqueueJob(db, name);
    const dead = new JobRunner(db, registry, { workerId: 'dead', leaseSeconds: 60 });
    expect((await dead.claim()).map((j) => j.id)).toEqual([id]);
    const alive = new JobRunner(other, registry, { workerId: 'alive' });
    expect(await alive.runDue()).toBe(0);
    await db.update(jobs).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(jobs.id, id));
    expect(await alive.runDue()).toBe(1);
    expect(seen).toEqual(['ran']);
    await clearJobs([name]);
  });
});

describe('short leases, renewed while a job runs', () => {
  it('a live runner keeps a job that runs well past its lease: the other runner never takes it', async () => {
    const name = `test.long.${suffix}`;
    let runs = 0;
    let started!: () => void;
    const begun = new Promise<void>((r) => (started = r));
    const registry = defineJobs([
      {
        name,
        run: async () => {
          runs++;
          started();
          await pause(2500);
        },
      },
    ]);
    const db = await getDb();
    const id = await enqueueJob(db, name);
    // a 1 s lease renewed every 200 ms, for a job of 2.5 s
    const live = new JobRunner(db, registry, { workerId: 'live', leaseSeconds: 1, heartbeatMs: 200 });
    const other = new JobRunner(db, registry, { workerId: 'other', leaseSeconds: 1 });
    const running = live.runDue();
    // the live runner holds the job (otherwise the other's first poll could simply win the claim)
    await begun;
    let taken = 0;
    for (const end = Date.now() + 2300; Date.now() < end; await pause(100)) taken += await other.runDue();
    expect(await running).toBe(1);
    expect(taken).toBe(0);
    expect(runs).toBe(1);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', lockedBy: null });
    await clearJobs([name]);
  });

  it('the claim of a runner that died runs out with its lease, and another runner takes the job then', async () => {
    const name = `test.takeover.${suffix}`;
    const seen: string[] = [];
    const registry = defineJobs([{ name, run: async () => void seen.push('ran') }]);
    const db = await getDb();
    const id = await enqueueJob(db, name);
    // claimed, then nothing: no heartbeat renews it
    const dead = new JobRunner(db, registry, { workerId: 'dead', leaseSeconds: 1 });
    expect((await dead.claim()).map((j) => j.id)).toEqual([id]);
    const alive = new JobRunner(other, registry, { workerId: 'alive', leaseSeconds: 1 });
    expect(await alive.runDue()).toBe(0);
    await pause(1300);
    expect(await alive.runDue()).toBe(1);
    expect(seen).toEqual(['ran']);
    await clearJobs([name]);
  });

  it('with the defaults, a dead process’s job is taken over within 30 s: the lease plus one poll', async () => {
    expect(LEASE_SECONDS + POLL_MS / 1000).toBeLessThanOrEqual(30);
    const name = `test.defaults.${suffix}`;
    const registry = defineJobs([{ name, run: async () => {} }]);
    const db = await getDb();
    const id = await enqueueJob(db, name);
    await new JobRunner(db, registry, { workerId: 'dead' }).claim();
    const [row] = await db
      .select({ left: sql<number>`extract(epoch from ${jobs.lockedUntil} - now())` })
      .from(jobs)
      .where(eq(jobs.id, id));
    expect(Number(row!.left)).toBeGreaterThan(LEASE_SECONDS - 5);
    expect(Number(row!.left)).toBeLessThanOrEqual(LEASE_SECONDS);
    await clearJobs([name]);
  });

  it('stop() lets the running job finish and gives back the jobs claimed and not started, at once', async () => {
    const name = `test.stop.${suffix}`;
    const ran: number[] = [];
    let started!: () => void;
    const first = new Promise<void>((r) => (started = r));
    const registry = defineJobs([
      {
        name,
        run: async (_db, _payload, job) => {
          started();
          await pause(400);
          ran.push(job.id);
        },
      },
    ]);
    const db = await getDb();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await enqueueJob(db, name));
    const runner = new JobRunner(db, registry, { workerId: 'stopping', batch: 10, pollMs: 60_000 });
    await runner.start();
    await first;
    await runner.stop();
    expect(ran).toEqual([ids[0]]);
    expect(runner.heldIds()).toEqual([]);
    const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)).toMatchObject({ status: 'done', lockedBy: null });
    for (const id of ids.slice(1)) {
      const r = byId.get(id)!;
      expect(r).toMatchObject({ status: 'queued', lockedBy: null, attempts: 0 });
      expect(r.lockedUntil).toBeNull();
    }
    // given back: another runner takes them at once
    expect(await new JobRunner(other, registry, { workerId: 'next' }).runDue()).toBe(3);
    await clearJobs([name]);
  });
});

describe('failures', () => {
  it('a failing job records its error and is retried with backoff, then marked failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = `test.fail.${suffix}`;
    let tries = 0;
    const registry = defineJobs([
      {
        name,
        maxAttempts: 3,
        run: async () => {
          tries++;
          throw new Error(`remote refused (try ${tries})`);
        },
      },
    ]);
    const db = await getDb();
    const id = await enqueueJob(db, name);
    const runner = new JobRunner(db, registry);
    await runner.runDue();
    let [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'remote refused (try 1)', lockedBy: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + (jobBackoffSeconds(1) - 5) * 1000);
    // not due yet: not run again
    await runner.runDue();
    expect(tries).toBe(1);
    for (let i = 2; i <= 3; i++) {
      await db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, id));
      await runner.runDue();
    }
    [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'remote refused (try 3)' });
    expect(jobBackoffSeconds(2)).toBeGreaterThan(jobBackoffSeconds(1));
    await clearJobs([name]);
  });

  it('records no query values in last_error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = `test.sqlfail.${suffix}`;
    const secret = '110105199001011234';
    const registry = defineJobs([{ name, run: (db) => db.execute(sql`select ${secret}::int`) }]);
    const db = await getDb();
    const id = await enqueueJob(db, name);
    await new JobRunner(db, registry).runDue();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.lastError).toContain('Failed query');
    expect(row!.lastError).not.toContain(secret);
    await clearJobs([name]);
  });
});

describe('sweeps', () => {
  let co: TestCompany;
  beforeAll(async () => {
    co = await createCompany();
  });

  const past = (s: number) => new Date(Date.now() - s * 1000);
  const future = (s: number) => new Date(Date.now() + s * 1000);

  it('delete expired sessions, tickets, codes, tokens and rate windows, and nothing live', async () => {
    const db = await getDb();
    const live = await createUserWithSession(co.id);
    const dead = await createUserWithSession(co.id, { expiresAt: past(10) });
    const staff = await createStaff(co.id);
    const staffLive = newToken();
    const staffDead = newToken();
    await db.insert(staffSessions).values([
      { id: hashToken(staffLive), staffId: staff.staffId, companyId: co.id, expiresAt: future(600) },
      { id: hashToken(staffDead), staffId: staff.staffId, companyId: co.id, expiresAt: past(10) },
    ]);
    const ticket = (id: string, expiresAt: Date) => ({ id, companyId: co.id, browserHash: 'b', expiresAt });
    await db.insert(qrLoginTickets).values([
      ticket(`old-${suffix}`, past(2 * 3600)),
      ticket(`recent-${suffix}`, past(60)),
      ticket(`open-${suffix}`, future(60)),
    ]);
    const code = (account: string, expiresAt: Date) => ({ companyId: co.id, purpose: 'register', account, codeHash: 'h', expiresAt });
    await db.insert(verificationCodes).values([code(`dead-${suffix}`, past(10)), code(`live-${suffix}`, future(600))]);
    const token = (id: string, expiresAt: Date) => ({ id, companyId: co.id, userId: live.userId, sendFlag: 1, expiresAt });
    await db.insert(passwordResetTokens).values([token(`dead-${suffix}`, past(10)), token(`live-${suffix}`, future(600))]);
    await db.insert(rateLimitHits).values([
      { companyId: co.id, bucket: 'old', windowStart: past(3 * 24 * 3600), count: 1 },
      { companyId: co.id, bucket: 'now', windowStart: past(60), count: 1 },
    ]);

    // The app's own registration of the sweeps, run by a runner as in production.
    const names = [...appJobs.keys()].filter((n) => n.startsWith('sweep.'));
    await ensureSchedule(db, appJobs);
    await db.update(jobs).set({ runAt: past(1) }).where(inArray(jobs.name, names));
    const registry = defineJobs(names.map((n) => appJobs.get(n)!));
    expect(await new JobRunner(db, registry).runDue()).toBe(names.length);

    const ids = async <T extends { id: string | number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    expect(await ids(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.companyId, co.id)))).toEqual([hashToken(live.token)]);
    expect(await ids(db.select({ id: staffSessions.id }).from(staffSessions).where(eq(staffSessions.companyId, co.id)))).toEqual([hashToken(staffLive)]);
    expect((await ids(db.select({ id: qrLoginTickets.id }).from(qrLoginTickets).where(eq(qrLoginTickets.companyId, co.id)))).sort()).toEqual(
      [`open-${suffix}`, `recent-${suffix}`].sort(),
    );
    const codes = await db.select({ account: verificationCodes.account }).from(verificationCodes).where(eq(verificationCodes.companyId, co.id));
    expect(codes.map((c) => c.account)).toEqual([`live-${suffix}`]);
    expect(await ids(db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(eq(passwordResetTokens.companyId, co.id)))).toEqual([
      `live-${suffix}`,
    ]);
    const windows = await db.select({ bucket: rateLimitHits.bucket }).from(rateLimitHits).where(eq(rateLimitHits.companyId, co.id));
    expect(windows.map((w) => w.bucket)).toEqual(['now']);
    expect(dead.userId).toBeGreaterThan(0);
  });

  it('drop expired known browsers and subscription manage links, and keep live ones', async () => {
    const db = await getDb();
    const device = (tokenHash: string, expiresAt: Date) => ({ companyId: co.id, realm: 'user' as const, subjectId: 1, tokenHash, expiresAt });
    await db.insert(knownDevices).values([device(`dead-${suffix}`, past(10)), device(`live-${suffix}`, future(600))]);
    const link = (id: string, expiresAt: Date) => ({ id, companyId: co.id, subscribeEmail: 'sweep@example.com', expiresAt });
    await db.insert(subscriptionTokens).values([link(`dead-${suffix}`, past(10)), link(`live-${suffix}`, future(600))]);
    await sweepSessions(db);
    await sweepCodes(db);
    expect((await db.select().from(knownDevices).where(eq(knownDevices.companyId, co.id))).map((r) => r.tokenHash)).toEqual([`live-${suffix}`]);
    expect((await db.select().from(subscriptionTokens).where(eq(subscriptionTokens.companyId, co.id))).map((r) => r.id)).toEqual([`live-${suffix}`]);
  });

  it('the recurring sweeps are due again a period later', async () => {
    const db = await getDb();
    const rows: JobRow[] = await db.select().from(jobs).where(and(eq(jobs.name, 'sweep.sessions')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60 * 1000);
  });
});

describe('a process started while the database is unavailable', () => {
  it('starts its job runner once the database answers again, and not before', async () => {
    const g = globalThis as unknown as { __portalDb?: Promise<Database>; __portalJobs?: unknown };
    const realDb = g.__portalDb;
    const real = await getDb();
    let refusals = 1;
    // the first statement of the start (the recurring schedule) finds the database refusing connections
    const flaky = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'insert' && refusals > 0) {
          refusals--;
          throw markDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
        }
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const name = `test.startRetry.${Date.now()}`;
    const registry = defineJobs([{ name, everySeconds: 3600, run: async () => {} }]);
    const scheduled = async () => (await real.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, name))).length;
    g.__portalDb = Promise.resolve(flaky as Database);
    g.__portalJobs = undefined;
    try {
      await startBackgroundJobs(registry, { pollMs: 60_000 });
      expect(refusals).toBe(0);
      expect(await scheduled()).toBe(0);
      const until = Date.now() + JOBS_START_RETRY_MS + 5000;
      while ((await scheduled()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect(await scheduled()).toBe(1);
    } finally {
      await stopBackgroundJobs();
      g.__portalDb = realDb;
      dbAvailability().succeeded();
      await real.delete(jobs).where(eq(jobs.name, name));
    }
  }, 20_000);
});
