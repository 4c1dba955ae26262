import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestInfo } from '../../proxy/frontServer.mjs';
import type { Database } from '../db';
import { dbAvailability } from '../db/availability';
import { poolStats } from '../db/pool';
import { log } from '../log';
import { routeLabel } from './routeLabel';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const QUERY_MS = 2000;

type Row = Record<string, string | number | null>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics query timed out')), QUERY_MS);
  });
  try {
    const result = await Promise.race([db.execute(query), late]);
    return (result as unknown as { rows: Row[] }).rows;
  } finally {
    clearTimeout(timer);
  }
}

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

/**
 * The process's Prometheus metrics (prom-client): requests and their latency by route pattern
 * (./routeLabel.ts), Node's own (process_*, nodejs_*), and, read from the database at each scrape,
 * the job queue, the outbox and the connection pool. See README "Health, metrics and shutdown".
 */
export function createMetrics(getDb: () => Promise<Database>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const dbUp = gauge('portal_db_up', '1 when the database answered the scrape’s queries, else 0');
  const jobsDue = gauge('portal_jobs_due', 'Jobs due and not claimed by any process');
  const jobsRunning = gauge('portal_jobs_claimed', 'Jobs claimed by a process (running or about to)');
  const jobsOldest = gauge('portal_jobs_oldest_due_seconds', 'How long the oldest due, unclaimed job has waited (0: none)');
  const outboxQueued = gauge('portal_outbox_queued', 'Messages not sent yet (queued or being sent), by channel', ['channel']);
  const outboxOldest = gauge('portal_outbox_oldest_unsent_seconds', 'Age of the oldest message not sent yet, by channel (outbox lag)', ['channel']);
  const outboxFailed = gauge('portal_outbox_failed', 'Messages given up after the last attempt, by channel', ['channel']);
  const pool = gauge('portal_db_pool_connections', 'PostgreSQL connection pool of this process: total, idle, and clients waiting', ['state']);
  const dbGauges = [jobsDue, jobsRunning, jobsOldest, outboxQueued, outboxOldest, outboxFailed];

  async function readDatabase(): Promise<void> {
    let db: Database;
    try {
      db = await getDb();
    } catch (error) {
      if (!dbAvailability().failed(error)) log.warn('metrics.database', { error });
      dbUp.set(0);
      for (const g of dbGauges) g.reset();
      return;
    }
    const stats = poolStats(db);
    pool.reset();
    if (stats) for (const [state, n] of Object.entries(stats)) pool.set({ state }, n);
    try {
      const [jobRows, outboxRows] = await Promise.all([
        rows(
          db,
          sql`select
                count(*) filter (where run_at <= now() and (locked_until is null or locked_until <= now())) as due,
                count(*) filter (where locked_until > now()) as claimed,
                coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now() and (locked_until is null or locked_until <= now()))), 0) as oldest
              from jobs where status = 'queued'`,
        ),
        rows(
          db,
          sql`select channel,
                count(*) filter (where status = 'queued') as queued,
                coalesce(extract(epoch from now() - min(created_at) filter (where status = 'queued')), 0) as oldest,
                count(*) filter (where status = 'failed') as failed
              from outbox_messages where status in ('queued', 'failed') group by channel`,
        ),
      ]);
      const j = jobRows[0];
      jobsDue.set(num(j?.due));
      jobsRunning.set(num(j?.claimed));
      jobsOldest.set(num(j?.oldest));
      for (const g of [outboxQueued, outboxOldest, outboxFailed]) g.reset();
      for (const channel of ['mail', 'sms']) {
        const r = outboxRows.find((o) => o.channel === channel);
        outboxQueued.set({ channel }, num(r?.queued));
        outboxOldest.set({ channel }, num(r?.oldest));
        outboxFailed.set({ channel }, num(r?.failed));
      }
      dbUp.set(1);
    } catch (error) {
      if (!dbAvailability().failed(error)) log.warn('metrics.database', { error });
      dbUp.set(0);
      for (const g of dbGauges) g.reset();
    }
  }

  return {
    observe(info: RequestInfo, status: number, seconds: number): void {
      const method = METHODS.has(info.method) ? info.method : 'OTHER';
      const route = routeLabel(info);
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    async text(): Promise<{ contentType: string; body: string }> {
      await readDatabase();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether an Authorization header bears the token (`Bearer <token>`), compared in constant time. */
export function bearsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}
