import 'server-only';
import { Redis } from 'ioredis';
import { log } from '../log';

/*
 * Connections to Redis (REDIS_URL) that never take the process down: they reconnect forever (backoff
 * up to 5 s), a command sent while the connection is down fails at once instead of waiting in a
 * queue (a cache read is then a miss, a signal waits in the bus), and an outage is one log line when
 * it starts and one when it ends, however many reconnection attempts fail in between and however many
 * of the process's connections it cuts (they share one OutageLog).
 */

/** One `<name>.down` line when the first connection drops, one `<name>.up` when all are back. */
export type OutageLog = { down(role: string, error?: unknown): void; up(role: string): void };

export function outageLog(name: string): OutageLog {
  const down = new Set<string>();
  let since: number | null = null;
  return {
    down(role, error) {
      down.add(role);
      if (since !== null) return;
      since = Date.now();
      log.warn(`${name}.down`, { role, error });
    },
    up(role) {
      down.delete(role);
      if (since === null || down.size) return;
      log.info(`${name}.up`, { downMs: Date.now() - since });
      since = null;
    },
  };
}

export type RedisRole = 'commands' | 'subscriber';

export type RedisLink = {
  client: Redis;
  /** Whether the connection is up now. */
  readonly up: boolean;
  /** Called on every (re)connection that is ready for commands. */
  onReady(fn: () => void): void;
  close(): Promise<void>;
};

export function connectRedis(url: string, role: RedisRole, opts: { name?: string; outage?: OutageLog } = {}): RedisLink {
  const client = new Redis(url, {
    connectionName: opts.name ?? `portal-${role}`,
    lazyConnect: true,
    // a subscriber re-subscribes itself once ready (./redisBus.ts), so that it knows when it listens again
    autoResubscribe: false,
    // commands: fail fast while down; the subscriber queues its SUBSCRIBE until connected
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: role === 'subscriber' ? null : 1,
    // a hung server fails a command after a second (the cache then leaves it alone for a moment)
    commandTimeout: role === 'subscriber' ? undefined : 1_000,
    connectTimeout: 5_000,
    retryStrategy: (times) => Math.min(200 * times, 5_000),
  });
  const outage = opts.outage ?? outageLog('redis');
  const readyFns: (() => void)[] = [];
  let up = false;
  let closing = false;

  const wentDown = (error?: unknown) => {
    up = false;
    if (!closing) outage.down(role, error);
  };
  client.on('ready', () => {
    up = true;
    outage.up(role);
    for (const fn of readyFns) fn();
  });
  client.on('error', (error: unknown) => wentDown(error));
  client.on('close', () => {
    if (up) wentDown();
  });
  client.connect().catch(() => {
    // reported by the 'error' listener; the retry strategy keeps trying
  });

  return {
    client,
    get up() {
      return up;
    },
    onReady(fn) {
      readyFns.push(fn);
    },
    async close() {
      closing = true;
      readyFns.length = 0;
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
