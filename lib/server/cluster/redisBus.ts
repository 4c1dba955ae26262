import 'server-only';
import type { BusTransport } from './bus';
import { connectRedis, type OutageLog, type RedisLink } from './redis';

/**
 * The bus over Redis pub/sub: a subscriber connection of its own (a subscribed connection takes no
 * other command) and the process's command connection to publish. Each time the subscriber is
 * subscribed again after a (re)connection the bus is told (`reconnected`), so the process drops what
 * it may have missed meanwhile; each time the command connection is ready, waiting signals go out.
 */
export function redisTransport(opts: { url: string; channel: string; commands: RedisLink; outage?: OutageLog }): BusTransport {
  let sub: RedisLink | null = null;
  return {
    name: 'redis',
    start(events) {
      const link = connectRedis(opts.url, 'subscriber', { outage: opts.outage });
      sub = link;
      link.client.on('message', (channel: string, message: string) => {
        if (channel === opts.channel) events.message(message);
      });
      link.onReady(() => {
        link.client.subscribe(opts.channel).then(
          () => events.reconnected(),
          () => {
            // the connection dropped again before SUBSCRIBE: the next 'ready' tries again
          },
        );
      });
      opts.commands.onReady(() => events.sendable());
    },
    async publish(text) {
      await opts.commands.client.publish(opts.channel, text);
    },
    async stop() {
      await sub?.close();
      sub = null;
    },
  };
}
