#!/usr/bin/env node
// The front server: a plain Node HTTP server in front of Next's request handler, used by
// `npm run start:prod`, `npm start` (scripts/quickstart.mjs), `npm run dev` and the e2e server.
//
// It is the one place that sees the connection, so it applies the one rule for forwarded headers
// (lib/proxy/forwarded.mjs: X-Forwarded-* believed only from TRUSTED_PROXIES) and rewrites them to
// the vetted values before anything else reads them. Then it runs the request edge that
// instrumentation.ts registered (lib/proxy/edge.ts: locale, company of the Host, cookie hygiene,
// route guards, security headers, rewrite to /<locale>/<companyId>/…), in process and without
// Next's proxy adapter, and hands the request to Next. Connections, the operations endpoints
// (/healthz, /readyz, /metrics), request metrics and graceful shutdown are lib/proxy/frontServer.mjs.
//
//   node server.mjs [--dev] [-p PORT] [-H HOSTNAME]      (PORT from the environment too; default 3000)
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { applyVetted, parseTrustedProxies, vetRequest } from './lib/proxy/forwarded.mjs';
import { createFrontServer, serverSettingsFrom, stopOnSignals } from './lib/proxy/frontServer.mjs';
import { withEdgeResponse } from './lib/proxy/edgeResponse.mjs';
import { createPageMicrocache, createSelfRefresh, MICROCACHE_KEY } from './lib/proxy/pageMicrocache.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const args = process.argv.slice(2);
const argOf = (...names) => {
  const i = args.findIndex((a) => names.includes(a));
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes('--dev');
const port = Number(argOf('-p', '--port') ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: containers set it to their own name. Default: every interface.
const hostname = argOf('-H', '--hostname');
// Next expects NODE_ENV to match the mode (it is read when `next` is imported).
process.env.NODE_ENV = dev ? 'development' : 'production';

const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const EDGE_KEY = Symbol.for('portal.edge');
// Hot API calls answered by their route handler without Next's router (lib/server/fastApi.ts).
const FAST_API_KEY = Symbol.for('portal.fastApi');
const MARK = 'x-portal-edge';
// Cached public pages answered again from their bytes for a moment (lib/proxy/pageMicrocache.mjs);
// off in development, where every request should render.
const microcacheMs = dev ? 0 : Number(process.env.PAGE_MICROCACHE_MS ?? 1000);
if (!Number.isFinite(microcacheMs) || microcacheMs < 0) throw new Error(`PAGE_MICROCACHE_MS must be a number of milliseconds ≥ 0, not ${process.env.PAGE_MICROCACHE_MS}`);
const microcache = createPageMicrocache({ ttlMs: microcacheMs });
globalThis[MICROCACHE_KEY] = microcache;
// Timeouts, connection cap and shutdown bound (HTTP_*_MS, HTTP_MAX_CONNECTIONS, SHUTDOWN_TIMEOUT_MS).
const settings = serverSettingsFrom(process.env);

/** Files of public/, served by Next as they are (found once; in development looked up each time). */
const publicDir = path.join(root, 'public');
function listFiles(dir, prefix, out) {
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const rel = `${prefix}/${e.name}`;
    if (e.isDirectory()) listFiles(path.join(dir, e.name), rel, out);
    else out.add(rel);
  }
  return out;
}
const publicFiles = dev ? null : listFiles(publicDir, '', new Set());
function isPublicFile(pathname) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last.includes('.')) return false;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (publicFiles) return publicFiles.has(decoded);
  const file = path.join(publicDir, decoded);
  if (!file.startsWith(publicDir + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const { default: next } = await import('next');
const app = next({ dev, dir: root, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** @param {import('./lib/proxy/frontServer.d.mts').RequestInfo} info what the edge did, for the request metrics */
async function onRequest(req, res, info) {
  // Origin-form only ("/path?query"); an absolute or asterisk request target is refused.
  if (!req.url?.startsWith('/')) {
    res.statusCode = 400;
    res.end();
    return;
  }
  const vetted = vetRequest(
    { remoteAddress: req.socket.remoteAddress, encrypted: !!req.socket.encrypted, headers: req.headers },
    trusted,
  );
  applyVetted(req.headers, vetted);
  delete req.headers[MARK];
  delete req.headers['content-security-policy'];

  const edge = globalThis[EDGE_KEY];
  if (edge) {
    const url = req.url;
    const q = url.indexOf('?');
    const publicFile = isPublicFile(q < 0 ? url : url.slice(0, q));
    const result = await edge.route({
      url,
      host: vetted.host,
      proto: vetted.proto,
      userAgent: req.headers['user-agent'] ?? null,
      cookie: req.headers.cookie ?? null,
      publicFile,
    });
    info.publicFile = publicFile;
    info.rewrite = result.rewrite;
    info.redirect = !!result.redirect;
    // applied as the head is written: the answer's own headers (a served file's policy) are kept
    withEdgeResponse(res, { headers: result.headers, rewrite: result.rewrite });
    if (result.setCookie.length) res.setHeader('set-cookie', result.setCookie);
    if (result.redirect) {
      res.statusCode = result.redirect.status;
      res.setHeader('location', result.redirect.location);
      res.end();
      return;
    }
    if (result.rewrite) req.url = result.rewrite;
    Object.assign(req.headers, result.requestHeaders);
    req.headers[MARK] = '1';
    const key = microcache.keyOf(req.method, result.rewrite, req.headers);
    if (key !== null) {
      // a page whose time is up is refreshed by a request of this server's own, in the background
      if (!selfRefresh.isRefresh(req) && microcache.serve(key, res, selfRefresh.of(req, url, vetted.host))) return;
      microcache.capture(key, res, Object.keys(result.headers), result.setCookie);
    }
  }
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  // a declared body over its endpoint's limit (413), or a fast route (lib/server/fastApi.ts)
  const fast = globalThis[FAST_API_KEY]?.(req.method, q < 0 ? url : url.slice(0, q), req.headers['content-length']);
  if (fast) return fast(req, res);
  // Without a registered edge (it registers while Next starts), proxy.ts does the same work.
  await handle(req, res);
}

const { server, shutdown } = createFrontServer({ handler: onRequest, settings });
const selfRefresh = createSelfRefresh(server);
const upgrade = typeof app.getUpgradeHandler === 'function' ? app.getUpgradeHandler() : null;
if (upgrade) server.on('upgrade', (req, socket, head) => upgrade(req, socket, head));

server.listen(port, hostname, () => {
  console.log(`> ${dev ? 'Development' : 'Production'} server on http://${hostname ?? 'localhost'}:${port}${trusted.length ? ` (trusted proxies: ${process.env.TRUSTED_PROXIES})` : ''}`);
});
// SIGTERM (or Ctrl-C): graceful shutdown (lib/proxy/frontServer.mjs), Next's own close (at most
// 3 s), exit 0.
stopOnSignals(shutdown, () => Promise.race([app.close?.(), new Promise((r) => setTimeout(r, 3000).unref())]));
