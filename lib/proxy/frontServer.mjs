// The front server's connection handling (server.mjs): timeouts and a connection cap, the operations
// endpoints answered before the request edge, request metrics, a clean close after an answer given
// before the body was read (a 413), and graceful shutdown.
//
// Plain JavaScript so that server.mjs runs it under bare Node (types in frontServer.d.mts). What
// needs the app (readiness, metrics, stopping the job runner, closing the database) is reached
// through the object lib/server/ops registers on globalThis when Next starts (instrumentation.ts),
// as the request edge is.

import { createServer } from 'node:http';
import { withoutQueryParams } from '../server/redact.mjs';

export const OPS_KEY = Symbol.for('portal.ops');
// The process's database availability (lib/server/db/availability.ts): while the database is
// unavailable a failed answer goes out as 503 with Retry-After, and is not logged once more.
const DB_AVAILABILITY_KEY = Symbol.for('portal.dbAvailability');

/**
 * Defaults of the front server's settings. keepAliveTimeout is above the idle timeout of the proxy's
 * upstream connections (nginx `keepalive_timeout 60s`): a connection is closed by the proxy, never
 * by us while the proxy sends a request on it (that race is a 502). headersTimeout is above
 * keepAliveTimeout, as Node asks.
 */
export const SERVER_DEFAULTS = Object.freeze({
  keepAliveTimeoutMs: 65_000,
  headersTimeoutMs: 66_000,
  requestTimeoutMs: 120_000,
  maxConnections: 1000,
  shutdownTimeoutMs: 20_000,
});

/** After an answer given before its body was read, what of the body is still read and thrown away before the connection closes. */
const LINGER_MS = 5000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * The settings from the environment (server.mjs passes process.env), validated: a malformed value
 * stops the server at start with a message naming the variable.
 * @param {Record<string, string | undefined>} env
 */
export function serverSettingsFrom(env) {
  const read = (name, fallback, min) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, not ${raw}`);
    return n;
  };
  const keepAliveTimeoutMs = read('HTTP_KEEP_ALIVE_TIMEOUT_MS', SERVER_DEFAULTS.keepAliveTimeoutMs, 1000);
  const headersTimeoutMs = read('HTTP_HEADERS_TIMEOUT_MS', Math.max(SERVER_DEFAULTS.headersTimeoutMs, keepAliveTimeoutMs + 1000), 1000);
  const requestTimeoutMs = read('HTTP_REQUEST_TIMEOUT_MS', Math.max(SERVER_DEFAULTS.requestTimeoutMs, headersTimeoutMs), 1000);
  const maxConnections = read('HTTP_MAX_CONNECTIONS', SERVER_DEFAULTS.maxConnections, 1);
  const shutdownTimeoutMs = read('SHUTDOWN_TIMEOUT_MS', SERVER_DEFAULTS.shutdownTimeoutMs, 0);
  if (headersTimeoutMs <= keepAliveTimeoutMs) {
    throw new Error(`HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS (${keepAliveTimeoutMs})`);
  }
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error(`HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must not be less than HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs})`);
  }
  return { keepAliveTimeoutMs, headersTimeoutMs, requestTimeoutMs, maxConnections, shutdownTimeoutMs };
}

const logLine = (level, event, fields = {}) =>
  (level === 'info' ? console.log : console.error)(JSON.stringify({ t: new Date().toISOString(), level, event, ...fields }));

const hasBody = (req) => (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined;

/**
 * An answer written while the request's body is still unread (a 413, a refusal before reading) or
 * while the server drains goes out with `Connection: close`. Node would then destroy the socket with
 * the client's body still arriving, which resets the connection (the client may lose the answer),
 * or, keeping it alive, read the whole body, however large. Instead the connection is half-closed
 * once the answer is sent, and what the client still sends is read and thrown away, up to
 * LINGER_BYTES or LINGER_MS, before it is closed.
 */
function closeAfterAnswer(req, res, isDraining) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    res.writeHead = writeHead;
    const unread = hasBody(req) && !req.complete;
    if (unread || isDraining()) this.setHeader('connection', 'close');
    if (unread) lingerOnClose(req);
    return writeHead.apply(this, args);
  };
}

function lingerOnClose(req) {
  const socket = req.socket;
  // the request was destroyed (and its connection with it): nothing to linger on
  if (!socket || socket.destroyed) return;
  const destroySoon = socket.destroySoon;
  // Node calls destroySoon once an answer marked `Connection: close` is written
  socket.destroySoon = function () {
    // the whole body was read meanwhile: nothing left to discard
    if (socket.destroyed || req.readableEnded || req.destroyed) return destroySoon.call(socket);
    socket.end();
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      if (socket.writableFinished) socket.destroy();
      else socket.once('finish', () => socket.destroy());
    };
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // whoever was reading the body (a cancelled stream, an abandoned iterator) no longer is
    req.removeAllListeners('data');
    req.removeAllListeners('readable');
    req.on('data', (chunk) => {
      read += chunk.length;
      if (read > LINGER_BYTES) socket.destroy();
    });
    req.once('end', done);
    req.once('error', () => socket.destroy());
    // after the listeners' removal has taken effect (a 'readable' listener keeps a stream from flowing)
    process.nextTick(() => req.resume());
  };
}

const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function sendText(res, status, contentType, body, headers = {}) {
  res.writeHead(status, { ...NO_STORE, 'content-type': contentType, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * /healthz: the process is alive (200 "ok"; nothing else is asked, the database neither).
 * /readyz: it can serve (database reachable, migrations applied, Redis reachable when configured):
 * 200 or 503 with the checks as JSON; 503 while starting or stopping.
 * /metrics: Prometheus text, only for a request bearing METRICS_TOKEN (lib/server/ops).
 * Never cached; answered before the request edge (no locale redirect, no company).
 */
async function answerOps(pathname, req, res, draining) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n', { allow: 'GET, HEAD' });
    return;
  }
  const ops = globalThis[OPS_KEY];
  if (pathname === '/healthz') {
    sendText(res, 200, 'text/plain; charset=utf-8', 'ok\n');
    return;
  }
  if (pathname === '/readyz') {
    const state = draining ? { ready: false, checks: { server: 'stopping' } } : ops ? await ops.readiness() : { ready: false, checks: { server: 'starting' } };
    sendText(res, state.ready ? 200 : 503, 'application/json', JSON.stringify(state));
    return;
  }
  const answer = ops ? await ops.metrics(req.headers.authorization) : { status: 404, contentType: 'text/plain; charset=utf-8', body: 'not found\n' };
  sendText(res, answer.status, answer.contentType, answer.body, answer.status === 401 ? { 'www-authenticate': 'Bearer' } : {});
}

/**
 * The front server's HTTP server around `handler` (the edge and Next, server.mjs). `handler` may
 * note what it did with the request in `info` (the edge's rewrite, a redirect, a public file) for
 * the request metrics, which label a request by its route pattern, never its raw URL.
 * @param {{
 *   handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, info: import('./frontServer.d.mts').RequestInfo) => Promise<void>,
 *   settings?: ReturnType<typeof serverSettingsFrom>,
 * }} opts
 */
export function createFrontServer({ handler, settings = SERVER_DEFAULTS }) {
  let draining = false;
  const isDraining = () => draining;
  const server = createServer(
    {
      keepAliveTimeout: settings.keepAliveTimeoutMs,
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      // how often Node looks for connections past headersTimeout / requestTimeout (default 30 s,
      // which let a slow client hold a connection that much longer)
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      const started = performance.now();
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const pathname = q < 0 ? url : url.slice(0, q);
      globalThis[DB_AVAILABILITY_KEY]?.busyOnFailure(res);
      closeAfterAnswer(req, res, isDraining);
      // while draining, a keep-alive connection is closed as soon as its answer is out
      res.once('close', () => draining && server.closeIdleConnections());
      /** @type {import('./frontServer.d.mts').RequestInfo} */
      const info = { method: req.method ?? 'GET', pathname };
      res.once('close', () => {
        try {
          globalThis[OPS_KEY]?.observe(info, res.statusCode, (performance.now() - started) / 1000);
        } catch {
          // metrics never fail a request
        }
      });
      const work = OPS_PATHS.has(pathname) ? answerOps(pathname, req, res, draining) : handler(req, res, info);
      work.catch((err) => {
        if (!globalThis[DB_AVAILABILITY_KEY]?.failed(err)) logLine('error', 'frontServer.failed', { message: withoutQueryParams(String(err?.stack ?? err)) });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    },
  );
  // Node's own keepAliveTimeout option exists since 18.?; the properties hold on every version
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  server.headersTimeout = settings.headersTimeoutMs;
  server.requestTimeout = settings.requestTimeoutMs;
  // past it, a new connection is closed at once (a proxy retries another instance)
  server.maxConnections = settings.maxConnections;

  let closing = null;
  /**
   * Graceful shutdown: stop accepting connections, close the idle keep-alive ones (and each busy
   * one once its answer is sent), let the requests in flight finish up to shutdownTimeoutMs, and
   * meanwhile stop the job runner (the job running finishes, the jobs claimed and not started are
   * given back); then close the database pools. Resolves when done; the caller exits.
   */
  function shutdown() {
    closing ??= (async () => {
      draining = true;
      const t0 = Date.now();
      const ops = globalThis[OPS_KEY];
      const closed = new Promise((resolve) => server.close(() => resolve(true)));
      server.closeIdleConnections();
      logLine('info', 'frontServer.stopping', { connections: await connectionCount(server) });
      const work = Promise.resolve(ops?.stopWork()).catch((err) => logLine('error', 'frontServer.stopWork', { message: String(err?.message ?? err) }));
      let timer;
      const deadline = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), settings.shutdownTimeoutMs);
      });
      const drained = await Promise.race([closed, deadline]);
      if (!drained) {
        logLine('warn', 'frontServer.shutdownTimeout', { connections: await connectionCount(server) });
        server.closeAllConnections();
      }
      await Promise.race([work, deadline]);
      clearTimeout(timer);
      await Promise.resolve(ops?.close()).catch((err) => logLine('error', 'frontServer.closeResources', { message: String(err?.message ?? err) }));
      logLine('info', 'frontServer.stopped', { ms: Date.now() - t0 });
    })();
    return closing;
  }

  return { server, shutdown, isDraining };
}

/**
 * SIGTERM (or Ctrl-C): graceful shutdown, then `after` (bounded by the caller), then exit 0. A
 * second signal exits at once (1).
 * @param {() => Promise<void>} shutdown
 * @param {() => Promise<unknown>} [after]
 */
export function stopOnSignals(shutdown, after = async () => {}) {
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (stopping) process.exit(1);
      stopping = true;
      shutdown()
        .then(after)
        .catch(() => {})
        .finally(() => process.exit(0));
    });
  }
}

function connectionCount(server) {
  return new Promise((resolve) => server.getConnections((err, n) => resolve(err ? null : n)));
}
