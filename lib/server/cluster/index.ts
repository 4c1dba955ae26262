import 'server-only';
import { env } from '../../env';
import { MICROCACHE_KEY, type PageMicrocache } from '../../proxy/pageMicrocache.mjs';
import { log } from '../log';
import { processBus } from './bus';
import { NextCacheStore, registerNextCacheStore } from './nextCache';
import { pgTransport } from './pgBus';
import { connectRedis, outageLog } from './redis';
import { redisTransport } from './redisBus';
import { SIGNAL_KINDS } from './signals';

export { announce, onSignal } from './bus';
export type { Change, SignalKind } from './signals';

/*
 * Many instances, one truth. Started once per server process by instrumentation.ts:
 * - REDIS_URL: Next's cache on Redis (./nextCache.ts), signals over Redis pub/sub;
 * - else DATABASE_URL: Next's cache in process, signals over PostgreSQL LISTEN/NOTIFY;
 * - else (the embedded database, one process by design): nothing leaves the process.
 * In every case a signal empties the front server's page microcache and expires the tags it names
 * in Next's cache; the read models declare their own work next to them (onSignal).
 */

const STARTED = Symbol.for('portal.clusterStarted');
/** The pub/sub channel (Redis) or LISTEN channel (PostgreSQL) of the signals. */
export const PG_CHANNEL = 'portal_invalidate';

export function startCluster(): void {
  const g = globalThis as { [STARTED]?: boolean };
  const e = env();
  if (e.NEXT_PHASE === 'phase-production-build' || g[STARTED]) return;
  g[STARTED] = true;
  const bus = processBus();

  bus.on('pageMicrocache', SIGNAL_KINDS, (s) => {
    if (s.kind === 'resync' || s.tags.length) (globalThis as { [MICROCACHE_KEY]?: PageMicrocache })[MICROCACHE_KEY]?.clear();
  });

  if (e.REDIS_URL) {
    // one log line when Redis drops, one when both connections are back
    const outage = outageLog('redis');
    const commands = connectRedis(e.REDIS_URL, 'commands', { outage });
    const store = new NextCacheStore({ redis: { link: commands, prefix: e.REDIS_PREFIX } });
    registerNextCacheStore(store);
    bus.on('nextCache', SIGNAL_KINDS, (s) => (s.kind === 'resync' ? void store.resync() : store.expireLocally(s.tags, s.at)));
    bus.attach(redisTransport({ url: e.REDIS_URL, channel: `${e.REDIS_PREFIX}:invalidate`, commands, outage }));
  } else if (e.DATABASE_URL) {
    const store = new NextCacheStore();
    registerNextCacheStore(store);
    bus.on('nextCache', SIGNAL_KINDS, (s) => (s.kind === 'resync' ? void store.resync() : store.expireLocally(s.tags, s.at)));
    bus.attach(pgTransport({ connectionString: e.DATABASE_URL, channel: PG_CHANNEL }));
  }
  log.info('cluster.started', { carrier: bus.carrier, instance: bus.instanceId });
}
