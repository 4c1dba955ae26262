import 'server-only';
import { connect as tcp, type Socket } from 'node:net';
import { connect as tls } from 'node:tls';

const encode = (args: string[]) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/**
 * Asks the Redis server of `url` (redis:// or rediss://, with the user and password it names) for a
 * PING: resolves on PONG, rejects when it refuses, does not answer within `timeoutMs` or cannot be
 * reached. One short connection, no client library: readiness only needs to know it answers. The
 * error never carries the URL (it may hold a password).
 */
export async function pingRedis(url: string, timeoutMs = 2000): Promise<void> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error('redis: REDIS_URL is not a URL');
  }
  const secure = u.protocol === 'rediss:';
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const port = Number(u.port || 6379);
  const commands: string[][] = [];
  if (u.password) {
    const password = decodeURIComponent(u.password);
    commands.push(u.username ? ['AUTH', decodeURIComponent(u.username), password] : ['AUTH', password]);
  }
  commands.push(['PING']);
  return new Promise<void>((resolve, reject) => {
    const socket: Socket = secure ? tls({ host, port, servername: host }) : tcp({ host, port });
    let received = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error('redis: no answer in time')), timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(commands.map(encode).join('')));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const lines = received.split('\r\n').slice(0, -1);
      const refused = lines.find((l) => l.startsWith('-'));
      if (refused) return finish(new Error(`redis: ${refused.slice(1).split(' ')[0]}`));
      if (lines.length >= commands.length) finish(lines[commands.length - 1] === '+PONG' ? undefined : new Error('redis: unexpected answer'));
    });
    socket.once('error', (error: NodeJS.ErrnoException) => finish(new Error(`redis: ${error.code ?? 'connection failed'}`)));
    socket.once('close', () => finish(new Error('redis: connection closed')));
  });
}
