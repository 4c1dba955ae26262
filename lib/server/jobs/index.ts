import 'server-only';
import { env } from '../../env';
import { getDb } from '../db';
import { log } from '../log';
import { deliverOutbox } from '../outbox';
import { defineJobs, JobRunner } from './runner';
import { sendRateAlerts, type RateAlertPayload } from '../rateAlerts';
import { RATE_ALERT_JOB } from '../rateAdmin';
import { rollSchedules } from '../scheduleGeneration';
import { notifyTracking } from '../tracking/notify';
import { dispatchScheduleImports, IMPORT_JOB, runScheduleImport } from '../carriers/jobs';
import { sweepCodes, sweepJobs, sweepQrTickets, sweepRateLimits, sweepSessions } from './sweeps';
import { expireDueReservations, expireReservation, REFUND_JOB, refundPayment } from '../spot';

export { enqueueJob } from './runner';

/**
 * The app's background jobs. Adding one is one entry: a name, what it runs (a service taking the
 * database handle) and, for a recurring job, its period. One-off jobs are queued with enqueueJob.
 */
export const appJobs = defineJobs([
  { name: 'outbox.deliver', everySeconds: 30, run: (db) => deliverOutbox(db, { limit: 50 }) },
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
]);

const g = globalThis as unknown as { __portalJobs?: JobRunner };

/**
 * Starts this process's job runner once (instrumentation.ts `register()`, Node runtime), unless
 * JOBS=off or during `next build`; stops it on SIGTERM/SIGINT. Every server process may run one:
 * they share the schedule and never take the same job.
 */
export async function startBackgroundJobs(): Promise<void> {
  const e = env();
  if (e.JOBS === 'off' || e.NEXT_PHASE === 'phase-production-build' || g.__portalJobs) return;
  const runner = new JobRunner(await getDb(), appJobs);
  g.__portalJobs = runner;
  try {
    await runner.start();
  } catch (error) {
    log.error('jobs.start', { error });
    return;
  }
  const stop = () => void runner.stop();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  log.info('jobs.started', { worker: runner.workerId });
}
