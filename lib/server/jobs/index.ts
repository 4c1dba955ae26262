import 'server-only';
import { env } from '../../env';
import { getDb } from '../db';
import { dbAvailability, DB_RETRY_AFTER_SECONDS } from '../db/availability';
import { log } from '../log';
import { deliverOutbox } from '../outbox';
import { defineJobs, JobRunner, type JobRegistry, type RunnerOptions } from './runner';
import { sendRateAlerts, type RateAlertPayload } from '../rateAlerts';
import { RATE_ALERT_JOB } from '../rateAdmin';
import { rollSchedules } from '../scheduleGeneration';
import { notifyTracking } from '../tracking/notify';
import { CARRIER_SUBSCRIPTIONS_JOB, sweepPushReceipts, syncCarrierSubscriptions } from '../tracking/dcsa/subscriptions';
import { dispatchScheduleImports, IMPORT_JOB, runScheduleImport } from '../carriers/jobs';
import { sweepCodes, sweepJobs, sweepQrTickets, sweepRateLimits, sweepSessions } from './sweeps';
import { expireDueReservations, expireReservation, REFUND_JOB, refundPayment } from '../spot';

export { enqueueJob } from './runner';

/**
 * The app's background jobs. Adding one is one entry: a name, what it runs (a service taking the
 * database handle) and, for a recurring job, its period. One-off jobs are queued with enqueueJob.
 */
export const appJobs = defineJobs([
  // Also takes over the messages of a process that died while sending them (their claim runs out
  // within OUTBOX_LEASE_SECONDS): every 10 s, so within 30 s of its death.
  { name: 'outbox.deliver', everySeconds: 10, run: (db) => deliverOutbox(db, { limit: 50 }) },
  { name: 'sweep.sessions', everySeconds: 15 * 60, run: sweepSessions },
  { name: 'sweep.qrTickets', everySeconds: 15 * 60, run: sweepQrTickets },
  { name: 'sweep.codes', everySeconds: 60 * 60, run: sweepCodes },
  { name: 'sweep.rateLimits', everySeconds: 60 * 60, run: sweepRateLimits },
  { name: 'sweep.jobs', everySeconds: 24 * 60 * 60, run: sweepJobs },
  { name: RATE_ALERT_JOB, run: (db, payload) => sendRateAlerts(db, payload as RateAlertPayload) },
  // Spot space: each reservation's 3-minute payment window is closed by its own job at the deadline
  // (queued with the reservation); the sweep catches any whose job was lost.
  { name: 'spot.expire', run: (db, payload) => expireReservation(db, Number(payload.reservationId)) },
  { name: 'spot.expireDue', everySeconds: 30, run: (db) => expireDueReservations(db) },
  // a refunded payment paid back by its provider, retried with backoff until the provider accepts
  { name: REFUND_JOB, maxAttempts: 20, run: (db, payload) => refundPayment(db, Number(payload.paymentId)) },
  { name: 'schedules.generate', everySeconds: 6 * 60 * 60, run: rollSchedules },
  // Carrier schedules (DCSA CS): the dispatcher queues one import per due connection, each retried on its own.
  { name: 'carriers.schedules', everySeconds: 15 * 60, run: (db) => dispatchScheduleImports(db) },
  { name: IMPORT_JOB, maxAttempts: 3, run: (db, payload) => runScheduleImport(db, Number(payload.connectionId)) },
  { name: 'tracking.notify', everySeconds: 5 * 60, run: (db, payload) => notifyTracking(db, { companyId: typeof payload.companyId === 'number' ? payload.companyId : undefined }) },
  // carriers' event subscriptions for the bills users follow (and deleted for those nobody follows), also queued after a subscribe
  { name: CARRIER_SUBSCRIPTIONS_JOB, everySeconds: 10 * 60, run: (db, payload) => syncCarrierSubscriptions(db, { companyId: typeof payload.companyId === 'number' ? payload.companyId : undefined }) },
  { name: 'sweep.carrierPushes', everySeconds: 24 * 60 * 60, run: (db) => sweepPushReceipts(db) },
]);

const g = globalThis as unknown as { __portalJobs?: JobRunner };

/**
 * Starts this process's job runner once (instrumentation.ts `register()`, Node runtime), unless
 * JOBS=off or during `next build`. Every server process may run one: they share the schedule and
 * never take the same job. The front server stops it on SIGTERM (stopBackgroundJobs, through
 * lib/server/ops); a process that dies without stopping it leaves claims that run out within
 * LEASE_SECONDS.
 */
export async function startBackgroundJobs(registry: JobRegistry = appJobs, opts: RunnerOptions = {}): Promise<void> {
  const e = env();
  if (e.JOBS === 'off' || e.NEXT_PHASE === 'phase-production-build' || g.__portalJobs) return;
  const runner = new JobRunner(await getDb(), registry, opts);
  g.__portalJobs = runner;
  await startWhenReachable(runner);
}

/** How long a runner whose start found the database unavailable waits before trying again. */
export const JOBS_START_RETRY_MS = DB_RETRY_AFTER_SECONDS * 1000;

/**
 * Starts the runner; while the database is unavailable (a process started during an outage) it tries
 * again every JOBS_START_RETRY_MS until it starts or is stopped, the outage logged once by the
 * availability state. Any other failure is logged and leaves the process without jobs.
 */
async function startWhenReachable(runner: JobRunner): Promise<void> {
  // stopped (shutdown) while waiting to try again
  if (g.__portalJobs !== runner) return;
  try {
    await runner.start();
  } catch (error) {
    if (g.__portalJobs !== runner) return;
    if (dbAvailability().failed(error)) {
      setTimeout(() => void startWhenReachable(runner), JOBS_START_RETRY_MS).unref();
      return;
    }
    log.error('jobs.start', { error });
    return;
  }
  log.info('jobs.started', { worker: runner.workerId });
}

/**
 * Stops this process's job runner (graceful shutdown): no new claims, the job running finishes,
 * the jobs claimed and not started are given back at once.
 */
export async function stopBackgroundJobs(): Promise<void> {
  const runner = g.__portalJobs;
  if (!runner) return;
  g.__portalJobs = undefined;
  await runner.stop();
  log.info('jobs.stopped', { worker: runner.workerId });
}
