// The front server's connections (lib/proxy/frontServer.mjs) with the app's own request code: the
// 413 of a body over its endpoint's limit (lib/server/fastApi.ts, lib/server/http.ts), the
// operations endpoints (lib/server/ops) and the request metrics, on a real Node HTTP server on a
// local port. A slow client is cut at headersTimeout; an oversize body gets its 413 naming the
// endpoint's real limit, and the connection then ends cleanly (FIN, never a reset), whether the body
// was declared too large or turned out so while read; keep-alive outlives the proxy's 60 s.
import { once } from 'node:events';
import { createServer as createTcpServer, connect, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontServer, OPS_KEY, SERVER_DEFAULTS, type Ops, type RequestInfo, type ServerSettings } from '@/lib/proxy/frontServer.mjs';
import { frontRouteFor } from '@/lib/server/fastApi';
import { getDb } from '@/lib/server/db';
import { createOps } from '@/lib/server/ops';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { createCompany, type TestCompany } from './helpers';

let co: TestCompany;
const nextCalls: string[] = [];

/**
 * What server.mjs does after the edge: the 413 of a declared body over its limit or a fast route
 * (the real ones), else "Next" (here a stand-in that notes the call; `/slow` answers after 300 ms,
 * a path under /workspace/orders/ is noted as the edge's rewrite of that page).
 */
async function handler(req: IncomingMessage, res: ServerResponse, info: RequestInfo): Promise<void> {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (pathname.startsWith('/workspace/orders/')) info.rewrite = `/zh-CN/${co.id}${pathname}`;
  const fast = frontRouteFor(req.method, pathname, req.headers['content-length']);
  if (fast) return fast(req, res);
  nextCalls.push(`${req.method} ${pathname}`);
  if (pathname === '/slow') await new Promise((r) => setTimeout(r, 300));
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('next');
}

async function start(settings: ServerSettings = SERVER_DEFAULTS): Promise<{ server: Server; port: number }> {
  const { server } = createFrontServer({ handler, settings });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

type RawAnswer = { status: number; headers: Record<string, string>; body: string; ended: boolean; error: string | null; closedAfterMs: number };

/**
 * A request written on a raw socket: the head, then `bodyBytes` of body (declared with
 * Content-Length, or chunked), written on after the answer arrives as a client that does not
 * read the answer before it has sent everything would. Resolves when the connection is closed:
 * the answer, whether the server ended it cleanly (FIN) or it was reset, and when.
 */
function rawRequest(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; bodyBytes?: number; chunked?: boolean }): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const started = Date.now();
    let raw = Buffer.alloc(0);
    let ended = false;
    let error: string | null = null;
    const bodyBytes = opts.bodyBytes ?? 0;
    const head = [
      `${opts.method ?? 'POST'} ${opts.path} HTTP/1.1`,
      `host: ${co.domains[0]}`,
      'content-type: application/json',
      opts.chunked ? 'transfer-encoding: chunked' : `content-length: ${bodyBytes}`,
      ...Object.entries(opts.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
      '',
      '',
    ].join('\r\n');
    socket.on('data', (c: Buffer) => (raw = Buffer.concat([raw, c])));
    // the server's FIN: this client still sends the rest of its body, then ends
    socket.on('end', () => (ended = true));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const text = raw.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const lines = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      let body = text.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      resolve({ status: Number(lines[0]?.split(' ')[1] ?? 0), headers, body, ended, error, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        const n = Math.min(chunk.length, bodyBytes - sent);
        sent += n;
        const piece = chunk.subarray(0, n);
        const more = socket.write(opts.chunked ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
        if (!more) return void socket.once('drain', pump);
      }
      if (opts.chunked && !socket.destroyed) socket.write('0\r\n\r\n');
      if (!socket.destroyed) socket.end();
    };
    pump();
  });
}

beforeAll(async () => {
  co = await createCompany({ companyNameCn: '前置服务物流' });
});

describe('timeouts and the connection cap', () => {
  it('defaults: keep-alive 65 s (above nginx upstream keepalive_timeout 60 s), headersTimeout above it, a request timeout and a connection cap', async () => {
    const { server, port } = await start();
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    expect(server.requestTimeout).toBe(120_000);
    expect(server.maxConnections).toBe(1000);
    // and it is what a client is told
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
    await stop(server);
  });

  it('a client that never finishes its headers is cut at headersTimeout', async () => {
    const { server, port } = await start({ ...SERVER_DEFAULTS, keepAliveTimeoutMs: 1000, headersTimeoutMs: 1500, requestTimeoutMs: 3000 });
    const socket = connect({ port, host: '127.0.0.1' });
    await once(socket, 'connect');
    const t0 = Date.now();
    socket.write(`GET / HTTP/1.1\r\nhost: ${co.domains[0]}\r\nx-slow: `);
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('error', () => {});
    await once(socket, 'close');
    const elapsed = Date.now() - t0;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    // checked every second: cut within the timeout plus one check
    expect(elapsed).toBeLessThan(3500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(nextCalls).not.toContain('GET /');
    await stop(server);
  });

  it('past maxConnections a new connection is closed at once, and the ones open are served', async () => {
    const { server, port } = await start({ ...SERVER_DEFAULTS, maxConnections: 1 });
    const first = connect({ port, host: '127.0.0.1' });
    await once(first, 'connect');
    const second = connect({ port, host: '127.0.0.1' });
    second.on('error', () => {});
    await once(second, 'close');
    first.write('GET /healthz HTTP/1.1\r\nhost: a\r\n\r\n');
    const [data] = (await once(first, 'data')) as [Buffer];
    expect(data.toString()).toMatch(/^HTTP\/1\.1 200/);
    first.destroy();
    await stop(server);
  });
});

describe('a body over its endpoint’s limit: 413 naming the limit, then a clean close', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    ({ server, port } = await start());
  });
  afterAll(() => stop(server));

  it('declared too large on the fast path (port search, 1 MB): 413 in the request’s language, Connection: close, FIN without a reset', async () => {
    const res = await rawRequest(port, { path: '/api/webschedulecontroller/webquerygloblports', headers: { lang: 'en' }, bodyBytes: 8 * 1024 * 1024 });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual({ code: '0', message: en.Api.bodyTooLarge.replace('{max}', '1 MB') });
    expect(res.error).toBeNull();
    expect(res.ended).toBe(true);
    expect(res.closedAfterMs).toBeLessThan(3000);
  });

  it('declared too large for a route Next serves (news save, 256 KB): the front server answers the 413 with “256 KB” before Next sees it', async () => {
    const before = nextCalls.length;
    const res = await rawRequest(port, { path: '/api/staff/news/save', bodyBytes: 4 * 1024 * 1024 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(cn.Api.bodyTooLarge.replace('{max}', '256 KB'));
    expect(cn.Api.bodyTooLarge.replace('{max}', '256 KB')).toBe('请求内容过大，不能超过 256 KB');
    expect(res.headers.connection).toBe('close');
    expect(res.error).toBeNull();
    expect(res.ended).toBe(true);
    expect(nextCalls.length).toBe(before);
  });

  it('chunked, found too large while read by apiHandler: the rest is read and thrown away, then the same 413, on a connection that ends cleanly', async () => {
    const res = await rawRequest(port, { path: '/api/webschedulecontroller/webquerygloblports', chunked: true, bodyBytes: 8 * 1024 * 1024 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(cn.Api.bodyTooLarge.replace('{max}', '1 MB'));
    // the whole request was read: the connection could even serve another one
    expect(res.headers.connection).toBe('keep-alive');
    expect(res.error).toBeNull();
    expect(res.ended).toBe(true);
    expect(res.closedAfterMs).toBeLessThan(3000);
  });

  it('a body within the limit is served as usual and the connection kept alive', async () => {
    const body = JSON.stringify({ nameCn: 'sha', types: 1 });
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/webschedulecontroller/webquerygloblports', headers: { host: co.domains[0], 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        resolve,
      );
      req.on('error', reject);
      req.end(body);
    });
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('keep-alive');
  });
});

describe('operations endpoints, before the edge', () => {
  let server: Server;
  let port: number;
  const token = 'metrics-token-0123456789';
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  const withOps = (ops: Ops | undefined) => ((globalThis as { [OPS_KEY]?: Ops })[OPS_KEY] = ops);

  beforeAll(async () => {
    ({ server, port } = await start());
  });
  afterAll(async () => {
    withOps(undefined);
    await stop(server);
  });

  it('/healthz: 200 "ok", never cached, no locale redirect, no database', async () => {
    withOps(undefined);
    const res = await fetch(url('/healthz'), { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok\n');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(url('/healthz'), { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(url('/healthz'), { method: 'POST' })).status).toBe(405);
  });

  it('/readyz: 503 until the app has registered, then 200 with its checks', async () => {
    withOps(undefined);
    let res = await fetch(url('/readyz'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, checks: { server: 'starting' } });
    withOps(createOps());
    res = await fetch(url('/readyz'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
  });

  it('/readyz: 503 when the database is down or hangs, or this build’s last migration is not applied', async () => {
    withOps(createOps({ getDb: () => Promise.reject(new Error('connection refused')) }));
    let res = await fetch(url('/readyz'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, checks: { database: 'down', migrations: 'unknown' } });
    withOps(createOps({ getDb: () => new Promise(() => {}) }));
    const t0 = Date.now();
    res = await fetch(url('/readyz'));
    expect(res.status).toBe(503);
    expect(Date.now() - t0).toBeLessThan(4000);
    withOps(createOps({ lastMigration: Date.now() + 86_400_000 }));
    res = await fetch(url('/readyz'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'pending' } });
  });

  it('/readyz with REDIS_URL: Redis must answer PING (with the URL’s password), else 503', async () => {
    const commands: string[] = [];
    const redis: TcpServer = createTcpServer((socket) => {
      socket.on('data', (c: Buffer) => {
        const text = c.toString();
        commands.push(text);
        socket.write(text.includes('AUTH') ? '+OK\r\n+PONG\r\n' : '+PONG\r\n');
      });
    });
    redis.listen(0, '127.0.0.1');
    await once(redis, 'listening');
    const redisPort = (redis.address() as AddressInfo).port;
    withOps(createOps({ redisUrl: `redis://:s3cret@127.0.0.1:${redisPort}/2` }));
    let res = await fetch(url('/readyz'));
    expect(await res.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'ok' } });
    expect(commands.join('')).toContain('AUTH\r\n$6\r\ns3cret');
    await new Promise<void>((r) => redis.close(() => r()));
    withOps(createOps({ redisUrl: `redis://127.0.0.1:${redisPort}` }));
    res = await fetch(url('/readyz'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'down' } });
  });

  it('/metrics: a 404 without METRICS_TOKEN, 401 without the token, Prometheus text with it', async () => {
    withOps(createOps());
    expect((await fetch(url('/metrics'), { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    withOps(createOps({ metricsToken: token }));
    const refused = await fetch(url('/metrics'), { headers: { authorization: 'Bearer wrong-token-0123456789' } });
    expect(refused.status).toBe(401);
    expect((await fetch(url('/metrics'))).status).toBe(401);
    const res = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const name of ['portal_http_requests_total', 'portal_http_request_duration_seconds_bucket', 'portal_jobs_due', 'portal_jobs_oldest_due_seconds', 'portal_outbox_oldest_unsent_seconds', 'portal_db_up 1', 'process_cpu_seconds_total']) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/portal_outbox_queued\{channel="mail"\} \d+/);
    if ((await getDb()).$kind === 'postgres') expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
  });

  it('requests are counted by route pattern — the endpoint’s path, the page’s screen — never by their raw URL', async () => {
    withOps(createOps({ metricsToken: token }));
    await rawRequest(port, { path: '/api/staff/news/save', bodyBytes: 300 * 1024 });
    await fetch(url('/workspace/orders/918273'));
    await fetch(url('/api/webfreight/no-such-endpoint/42'));
    const text = await (await fetch(url('/metrics'), { headers: { authorization: `Bearer ${token}` } })).text();
    expect(text).toContain('portal_http_requests_total{method="POST",route="/api/staff/news/save",status="413"} 1');
    expect(text).toContain('portal_http_requests_total{method="GET",route="page:orderDetail",status="200"} 1');
    expect(text).toContain('route="api:unknown"');
    expect(text).not.toContain('918273');
    expect(text).not.toContain('no-such-endpoint');
  });
});
