import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db';
import { carrierConnections } from '../db/schema';
import { enqueueJob } from '../jobs/runner';
import { log } from '../log';
import { enabledEndpoint, hasConnections } from './connections';
import { importSchedules } from './scheduleImport';
import { MissingSecretKeyError } from './secrets';
import { env } from '../../env';
import { audit, type Actor } from '../audit';
import { ApiError } from '../errors';

/** The one-off job that imports one connection's schedules (payload { connectionId }). */
export const IMPORT_JOB = 'carriers.importSchedules';
/** How often a connection's schedules are fetched. */
export const SCHEDULE_SYNC_HOURS = 6;

/**
 * The recurring `carriers.schedules` job: queues an import for every enabled CS connection whose
 * last run is older than SCHEDULE_SYNC_HOURS, one job each, so a carrier that fails or hangs does
 * not hold the others up (each is retried on its own).
 */
export async function dispatchScheduleImports(db: Db, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - SCHEDULE_SYNC_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(carrierConnections)
      .set({ lastRunAt: now })
      .where(and(eq(carrierConnections.enabled, true), or(isNull(carrierConnections.lastRunAt), lt(carrierConnections.lastRunAt, due))))
      .returning({ id: carrierConnections.id, apis: carrierConnections.apis });
    const cs = rows.filter((r) => r.apis.includes('CS'));
    for (const r of cs) await enqueueJob(tx, IMPORT_JOB, { connectionId: r.id });
    return cs.length;
  });
}

export async function runScheduleImport(db: Db, connectionId: number) {
  const ep = await enabledEndpoint(db, connectionId);
  if (!ep || !ep.apis.includes('CS')) return null; // removed or disabled since it was queued
  return importSchedules(db, ep);
}

/** Start-up: connections are stored but their secrets cannot be read without the key: refuse to start. */
export async function assertCarrierSecretKey(db: Db): Promise<void> {
  if (env().CARRIER_SECRET_KEY) return;
  if (await hasConnections(db)) {
    const error = new MissingSecretKeyError();
    log.error('carriers.secretKeyMissing', { error });
    throw error;
  }
}

/** instrumentation.ts: ends the process when assertCarrierSecretKey refuses (never during the build). */
export async function refuseStartWithoutSecretKey(): Promise<void> {
  if (env().NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('../db');
  try {
    await assertCarrierSecretKey(await getDb());
  } catch (error) {
    if (error instanceof MissingSecretKeyError) {
      console.error(`Refusing to start: ${error.message}`);
      process.exit(1);
    }
    log.warn('carriers.secretKeyCheck', { error });
  }
}

/** The console's "fetch now": queues the import of an enabled connection of the actor's company; audited. */
export async function queueImportNow(db: Db, actor: Actor, connectionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select({ id: carrierConnections.id, enabled: carrierConnections.enabled, apis: carrierConnections.apis })
      .from(carrierConnections)
      .where(and(eq(carrierConnections.id, connectionId), eq(carrierConnections.companyId, actor.companyId)));
    if (!c || !c.enabled || !c.apis.includes('CS')) throw new ApiError(404, 'carrierConnectionNotFound');
    const jobId = await enqueueJob(tx, IMPORT_JOB, { connectionId });
    await audit(tx, actor, { action: 'carrierConnection.run', entity: 'carrier_connection', entityId: connectionId, summary: 'schedule import queued' });
    return jobId;
  });
}
