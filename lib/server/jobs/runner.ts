import 'server-only';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { dbAvailability } from '../db/availability';
import { jobs } from '../db/schema';
import { log, safeErrorMessage } from '../log';

/*
 * One job runner for PGlite and PostgreSQL, for one or many server processes. Jobs are rows of
 * `jobs`; a process claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (locked_until), runs
 * them outside any transaction, then records the outcome — only if it still holds the lease. Two
 * processes never hold one job at once. The lease is short (LEASE_SECONDS) and renewed by a
 * heartbeat while the process holds the job, so a live job that runs for minutes keeps its claim
 * while the claims of a process that died run out within the lease, and another process takes them
 * at its next poll: within LEASE_SECONDS + POLL_MS (20 s), never more than 30 s. stop() gives back
 * the jobs claimed and not started and lets the running one finish.
 * Recurring jobs are one row per name whose run_at moves on after each run, so every process
 * shares one schedule. Adding a job is one entry in lib/server/jobs/index.ts.
 */

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (db: Db, payload: Record<string, unknown>, job: JobRow) => Promise<unknown>;

export type JobDefinition = {
  name: string;
  run: JobHandler;
  /** Recurring: run every this many seconds (one shared schedule for all processes). */
  everySeconds?: number;
  /** One-off jobs: attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
};

export type JobRegistry = ReadonlyMap<string, JobDefinition>;

export function defineJobs(defs: JobDefinition[]): JobRegistry {
  return new Map(defs.map((d) => [d.name, d]));
}

/** Pause before the next try after `attempts` failures in a row: 30 s, 1, 2, 4 … minutes, at most 1 hour. */
export const jobBackoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Queues a one-off job. Pass the caller's transaction to make the job exist exactly when the write
 * that needs it commits (as the outbox does for mail).
 */
export async function enqueueJob(db: Db, name: string, payload: Record<string, unknown> = {}, opts: { runAt?: Date } = {}): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ name, payload, runAt: opts.runAt ?? new Date() })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

/** Creates the rows of the recurring jobs (or updates their period); due at once when new. */
export async function ensureSchedule(db: Db, registry: JobRegistry): Promise<void> {
  for (const def of registry.values()) {
    if (!def.everySeconds) continue;
    await db
      .insert(jobs)
      .values({ name: def.name, everySeconds: def.everySeconds })
      .onConflictDoUpdate({
        target: jobs.name,
        targetWhere: sql`${jobs.everySeconds} is not null`,
        set: { everySeconds: def.everySeconds },
      });
  }
}

/** How long a claim lasts without a heartbeat: what a process that died holds up at most. */
export const LEASE_SECONDS = 15;
/** Pause between polls when nothing was due. */
export const POLL_MS = 5000;

export type RunnerOptions = {
  /** Identifies this process in locked_by. */
  workerId?: string;
  /** Jobs claimed per query. */
  batch?: number;
  /** A claim lasts this long past the last heartbeat (default LEASE_SECONDS). */
  leaseSeconds?: number;
  /** How often the claims in hand are renewed (default: a third of the lease). */
  heartbeatMs?: number;
  /** Pause between polls when nothing was due (default POLL_MS). */
  pollMs?: number;
};

export class JobRunner {
  readonly workerId: string;
  private readonly batch: number;
  private readonly leaseSeconds: number;
  private readonly heartbeatMs: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** Set by stop(): a runDue in progress finishes the job in hand and gives back the rest. */
  private halted = false;
  /** Ids of the jobs this runner has claimed and not yet finished or given back. */
  private readonly held = new Set<number>();
  private beat: NodeJS.Timeout | null = null;
  /** runDue calls in progress: the heartbeat runs while there is one. */
  private active = 0;

  constructor(
    private readonly db: Db,
    private readonly registry: JobRegistry,
    opts: RunnerOptions = {},
  ) {
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.batch = opts.batch ?? 10;
    this.leaseSeconds = opts.leaseSeconds ?? LEASE_SECONDS;
    this.heartbeatMs = opts.heartbeatMs ?? Math.round((this.leaseSeconds * 1000) / 3);
    this.pollMs = opts.pollMs ?? POLL_MS;
  }

  /** Takes up to `batch` due jobs this process knows; no other process can take them meanwhile. */
  async claim(): Promise<JobRow[]> {
    const names = [...this.registry.keys()];
    if (!names.length) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'queued'),
          inArray(jobs.name, names),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(this.batch)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})`, lockedBy: this.workerId, updatedAt: sql`now()` })
      .where(inArray(jobs.id, due))
      .returning();
    for (const job of claimed) this.held.add(job.id);
    // RETURNING keeps no order: run them in the order they fell due
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** Renews the lease of every job in hand; a job whose claim was lost meanwhile is let go. */
  async heartbeat(): Promise<void> {
    const ids = [...this.held];
    if (!ids.length) return;
    const renewed = await this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'queued')))
      .returning({ id: jobs.id });
    const kept = new Set(renewed.map((r) => r.id));
    for (const id of ids) {
      if (kept.has(id) || !this.held.has(id)) continue;
      this.held.delete(id);
      log.warn('job.leaseLost', { id, worker: this.workerId });
    }
  }

  private startHeartbeat(): void {
    if (this.beat || this.heartbeatMs <= 0) return;
    this.beat = setInterval(() => {
      // while the database is unavailable: logged once per outage (db.unavailable), not per beat
      this.heartbeat().catch((error: unknown) => {
        if (!dbAvailability().failed(error)) log.warn('job.heartbeat', { error });
      });
    }, this.heartbeatMs);
    this.beat.unref();
  }

  private stopHeartbeat(): void {
    if (this.beat) clearInterval(this.beat);
    this.beat = null;
  }

  /** Gives back claimed jobs that have not started: due again at once, for any process. */
  private async release(batch: JobRow[]): Promise<void> {
    const ids = batch.map((j) => j.id);
    for (const id of ids) this.held.delete(id);
    if (!ids.length) return;
    await this.db
      .update(jobs)
      .set({ lockedUntil: null, lockedBy: null, updatedAt: sql`now()` })
      .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, this.workerId)));
  }

  /** The ids of the jobs this runner holds (claimed, not finished nor given back). */
  heldIds(): number[] {
    return [...this.held];
  }

  private async finish(job: JobRow, error: unknown | null): Promise<void> {
    this.held.delete(job.id);
    const def = this.registry.get(job.name);
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId));
    const free = { lockedUntil: null, lockedBy: null, updatedAt: sql`now()` } as const;
    if (error === null) {
      await this.db
        .update(jobs)
        .set(
          job.everySeconds
            ? { ...free, attempts: 0, lastError: '', runAt: sql`now() + make_interval(secs => ${job.everySeconds})` }
            : { ...free, status: 'done' },
        )
        .where(mine);
      return;
    }
    const attempts = job.attempts + 1;
    const giveUp = !job.everySeconds && attempts >= (def?.maxAttempts ?? 5);
    const wait = job.everySeconds ? Math.min(job.everySeconds, jobBackoffSeconds(attempts)) : jobBackoffSeconds(attempts);
    await this.db
      .update(jobs)
      .set({
        ...free,
        attempts,
        lastError: safeErrorMessage(error).slice(0, 500),
        ...(giveUp ? { status: 'failed' } : { runAt: sql`now() + make_interval(secs => ${wait})` }),
      })
      .where(mine);
  }

  /**
   * Claims and runs due jobs until none is left; answers how many ran. The heartbeat renews the
   * claims in hand meanwhile. After stop() the job running finishes and the rest are given back.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    if (this.halted) return ran;
    const epoch = dbAvailability().epoch();
    if (this.active++ === 0) this.startHeartbeat();
    try {
      for (;;) {
        const claimed = await this.claim();
        for (const [i, job] of claimed.entries()) {
          if (this.halted) {
            await this.release(claimed.slice(i));
            return ran;
          }
          const def = this.registry.get(job.name);
          let failure: unknown | null = null;
          try {
            if (!def) throw new Error(`unknown job ${job.name}`);
            await def.run(this.db, job.payload, job);
          } catch (error) {
            failure = error ?? new Error('job failed');
            // the database went away under the job: logged once per outage, not per job
            if (!dbAvailability().failed(error, epoch)) log.warn('job.failed', { job: job.name, id: job.id, attempt: job.attempts + 1, error });
          }
          await this.finish(job, failure);
          ran++;
        }
        if (claimed.length < this.batch || this.halted) return ran;
      }
    } finally {
      if (--this.active === 0) this.stopHeartbeat();
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.running || this.stopped) return;
    const epoch = dbAvailability().epoch();
    this.running = this.runDue()
      .then(() => undefined)
      // a poll while the database is unavailable: logged once per outage (db.unavailable), not per poll
      .catch((error: unknown) => {
        if (!dbAvailability().failed(error, epoch)) log.error('job.runner', { error });
      })
      .finally(() => {
        this.running = null;
        this.schedule(this.pollMs);
      });
    await this.running;
  }

  /** Writes the recurring schedule, then polls every pollMs. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.halted = false;
    try {
      await ensureSchedule(this.db, this.registry);
    } catch (error) {
      // not started: a later start() tries again
      this.stopped = true;
      this.halted = true;
      throw error;
    }
    this.schedule(0);
  }

  /** Runs due jobs now instead of at the next poll. */
  kick(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /**
   * Stops polling, lets the job running finish (its claim kept alive meanwhile) and gives back the
   * jobs claimed and not started, so another process takes them at once. Answers when none is held.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
