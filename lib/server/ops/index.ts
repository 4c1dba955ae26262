import 'server-only';
import { OPS_KEY, type Ops } from '../../proxy/frontServer.mjs';
import { env } from '../../env';
import { closeDb, getDb as processDb, type Database } from '../db';
import { stopBackgroundJobs } from '../jobs';
import { stopOutbox } from '../outbox';
import { bearsToken, createMetrics } from './metrics';
import { readiness } from './readiness';

export type { Ops };

const NOT_FOUND = { status: 404, contentType: 'text/plain; charset=utf-8', body: 'not found\n' };

/**
 * What the front server (lib/proxy/frontServer.mjs) needs of the app: readiness, the metrics, and
 * stopping the background work and the database on shutdown. `/metrics` is closed to the public:
 * served only when METRICS_TOKEN is set and the request bears it (`Authorization: Bearer …`);
 * otherwise it is a 404, as if it did not exist.
 */
export function createOps(opts: { metricsToken?: string; redisUrl?: string; getDb?: () => Promise<Database>; lastMigration?: number } = {}): Ops {
  const getDb = opts.getDb ?? processDb;
  const metrics = createMetrics(getDb);
  return {
    readiness: () => readiness(getDb, opts.redisUrl, opts.lastMigration),
    async metrics(authorization) {
      if (!opts.metricsToken) return NOT_FOUND;
      if (!bearsToken(authorization, opts.metricsToken)) return { status: 401, contentType: 'text/plain; charset=utf-8', body: 'unauthorized\n' };
      return { status: 200, ...(await metrics.text()) };
    },
    observe: (info, status, seconds) => metrics.observe(info, status, seconds),
    async stopWork() {
      await Promise.all([stopBackgroundJobs(), stopOutbox()]);
    },
    close: closeDb,
  };
}

/** instrumentation.ts register(): the app's operations, where the front server finds them. */
export function registerOps(): void {
  const g = globalThis as { [OPS_KEY]?: Ops };
  const e = env();
  g[OPS_KEY] ??= createOps({ metricsToken: e.METRICS_TOKEN, redisUrl: e.REDIS_URL });
}
