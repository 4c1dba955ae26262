import 'server-only';
import pg from 'pg';
import { log } from '../log';
import type { BusTransport } from './bus';

/**
 * The bus over PostgreSQL LISTEN/NOTIFY, for a deployment with DATABASE_URL and no Redis: a
 * dedicated client LISTENs (a pooled connection would be handed to queries and stop listening), and
 * NOTIFY goes through a one-connection pool of its own, so the app's pool is never held up by it.
 * A dropped listener reconnects with a backoff up to 5 s and tells the bus once it listens again;
 * an outage is one log line when it starts and one when it ends.
 */
export function pgTransport(opts: { connectionString: string; channel: string }): BusTransport {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.channel)) throw new Error(`not a plain channel name: ${opts.channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;
  let downSince: number | null = null;
  const notifier = new pg.Pool({ connectionString: opts.connectionString, max: 1, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 });
  // an idle connection that breaks must not take the process down: the next NOTIFY opens another
  notifier.on('error', () => {});

  const down = (error: unknown) => {
    if (downSince === null) {
      downSince = Date.now();
      log.warn('pgBus.down', { error });
    }
  };

  function listen(events: Parameters<BusTransport['start']>[0]): void {
    if (stopped) return;
    const c = new pg.Client({ connectionString: opts.connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = c;
    let lost = false;
    const reconnect = (error: unknown) => {
      if (lost || stopped) return;
      lost = true;
      down(error);
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      attempts++;
      retry = setTimeout(() => listen(events), Math.min(200 * attempts, 5_000));
      retry.unref?.();
    };
    c.on('error', reconnect);
    c.on('end', () => reconnect(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel === opts.channel && n.payload !== undefined) events.message(n.payload);
    });
    c.connect()
      .then(() => c.query(`LISTEN ${opts.channel}`))
      .then(() => {
        if (lost || stopped) return;
        attempts = 0;
        if (downSince !== null) log.info('pgBus.up', { downMs: Date.now() - downSince });
        downSince = null;
        events.reconnected();
        events.sendable();
      })
      .catch(reconnect);
  }

  return {
    name: 'postgres',
    start(events) {
      listen(events);
    },
    async publish(text) {
      await notifier.query('SELECT pg_notify($1, $2)', [opts.channel, text]);
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      c?.removeAllListeners();
      c?.on('error', () => {});
      await Promise.allSettled([c?.end(), notifier.end()]);
    },
  };
}
