// A microcache of cached public pages in the front server (server.mjs).
//
// Next serves a public page from its own cache (`x-nextjs-cache: HIT`) but still pays its
// per-request pipeline and re-encodes the cached HTML string to UTF-8 for every response, which is
// most of the cost of a home page request. The front server keeps the exact bytes and headers of
// such a HIT for a short time (PAGE_MICROCACHE_MS, default 1,000 ms; 0 turns it off) and answers the
// same request from them: the bytes a browser gets are the ones Next sent a moment before.
//
// Plain JavaScript so that server.mjs runs it under bare Node (types in pageMicrocache.d.mts).
//
// What is kept, and for whom:
// - only a GET of a page the request edge rewrote (`/<locale>/<companyId>/…`), with no RSC/router
//   headers and no conditional or range headers: a plain document request;
// - only an answer that is 200, `x-nextjs-cache: HIT` (Next itself serves the same bytes to everyone)
//   and where Next set no cookie, up to 1 MB;
// - keyed by the rewritten path and query (company and locale are in it; the Host never is, so odd
//   hosts add nothing) and the Accept-Encoding header (the body may be compressed);
// - headers and cookies the edge sets for this very request (security headers, which depend on the
//   scheme; the company cookie) are never stored: the edge sets them afresh on every answer;
// - at most `maxEntries` entries and `maxBytes` bytes, the oldest dropped first;
// - cleared at once when the app invalidates a cache tag in this process (lib/server/pageCache.ts).
//
// One refresh at a time, in the background: when an entry's time is up, the front server asks
// itself for the page again (`refresh`, a request of its own whose answer only refreshes the entry)
// and every request meanwhile gets the entry's bytes a little longer (up to `staleMs` past its time,
// 10 × the time by default), as a shared cache does with stale-while-revalidate. Before, every
// request after the time went to Next until one answer was kept, and under load those were the
// pages' tail latency (bench/RESULTS.md). Only bytes Next served as a cache HIT moments before are
// handed out so; a content change still empties the cache at once. Without `refresh` the request
// that finds the time up refreshes the entry itself, the others still get the bytes meanwhile.

import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';

export const MICROCACHE_KEY = Symbol.for('portal.pageMicrocache');

/** The header that marks the front server's own refresh request (its value: the process's token). */
export const REFRESH_HEADER = 'x-page-microcache-refresh';

/** Request headers not replayed by a refresh: hop-by-hop, or the mark itself. */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', REFRESH_HEADER]);

/**
 * Background refreshes for `serve`: `of(req, url, host)` answers a refresh that asks `server` (this
 * front server) again for `url` with the headers `req` came with, on `host` and marked with a token
 * only this process knows, and reads the answer to its end (the capture keeps it). `isRefresh(req)`
 * tells such a request: the front server hands it to Next and captures the answer, never serving it
 * from the cache. A request from outside with the header is an ordinary request.
 */
export function createSelfRefresh(server) {
  const token = randomUUID();
  return {
    isRefresh(req) {
      return req.headers[REFRESH_HEADER] === token;
    },
    of(req, url, host) {
      return (done) => {
        const headers = {};
        for (let i = 0; i < req.rawHeaders.length; i += 2) {
          const name = req.rawHeaders[i].toLowerCase();
          if (!NOT_REPLAYED.has(name)) headers[name] = req.rawHeaders[i + 1];
        }
        if (host) {
          // the host the request was vetted for, whether or not this server trusts its own address as a proxy
          headers.host = host;
          if (headers['x-forwarded-host'] !== undefined) headers['x-forwarded-host'] = host;
        }
        headers[REFRESH_HEADER] = token;
        // where this server listens: a socket path, or its address (loopback when it listens on every interface)
        const address = server.address();
        if (!address) return done();
        const to =
          typeof address === 'string'
            ? { socketPath: address }
            : { host: address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address, port: address.port };
        const r = httpRequest(
          { ...to, method: 'GET', path: url, headers, timeout: 30_000 },
          (res) => {
            res.on('end', done);
            res.on('error', done);
            res.resume();
          },
        );
        r.on('timeout', () => r.destroy(new Error('page microcache refresh: timeout')));
        r.on('error', done);
        r.end();
      };
    },
  };
}

/** Request headers that make an answer differ (Next varies on them) or that ask for part of it. */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'if-none-match',
  'if-modified-since',
  'range',
];

/** Response headers never stored: hop-by-hop, per answer, or cookies. */
const NOT_STORED = new Set(['set-cookie', 'transfer-encoding', 'content-length', 'connection', 'keep-alive', 'date']);

const MAX_BODY = 1024 * 1024;

/** Whether the answer's Set-Cookie is exactly what the edge set (Next added none). */
function sameCookies(header, edgeCookies) {
  const set = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return set.length === edgeCookies.length && set.every((c, i) => c === edgeCookies[i]);
}

/**
 * @param {{ ttlMs?: number, staleMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageMicrocache(options = {}) {
  const ttlMs = options.ttlMs ?? 1000;
  const staleMs = options.staleMs ?? ttlMs * 10;
  const maxEntries = options.maxEntries ?? 256;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  /** @type {Map<string, { expires: number, headers: [string, string | number | string[]][], body: Buffer }>} */
  const entries = new Map();
  /** Keys whose refresh is under way: a request for it went to Next and has not ended yet. */
  const refreshing = new Set();
  let bytes = 0;
  let generation = 0;

  const drop = (key) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.length;
    entries.delete(key);
  };

  return {
    get enabled() {
      return ttlMs > 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    /** The key of a request the cache may answer or keep, or null. */
    keyOf(method, rewrite, headers) {
      if (ttlMs <= 0 || method !== 'GET' || !rewrite) return null;
      for (const h of BYPASS_HEADERS) if (headers[h] !== undefined) return null;
      const enc = headers['accept-encoding'];
      return `${rewrite}\n${Array.isArray(enc) ? enc.join(',') : (enc ?? '')}`;
    },

    /**
     * Answer from the cache; false when the request is to go to Next: there is no entry, its time and
     * stale time are up, or its time is up, no refresh is under way and there is no `refresh` (this
     * request refreshes the entry: capture next). `refresh(done)` starts a refresh of this entry in
     * the background (a request of the server's own that is captured) and calls `done` when it ended.
     */
    serve(key, res, refresh) {
      const e = entries.get(key);
      if (!e) return false;
      const t = now();
      if (e.expires <= t) {
        if (e.expires + staleMs <= t) {
          drop(key);
          return false;
        }
        if (!refreshing.has(key)) {
          refreshing.add(key);
          const done = () => refreshing.delete(key); // answered or abandoned: the next one may refresh
          if (!refresh) {
            res.once('close', done);
            return false;
          }
          refresh(done);
        }
      }
      res.statusCode = 200;
      for (const [name, value] of e.headers) res.setHeader(name, value);
      res.setHeader('content-length', e.body.length);
      res.end(e.body);
      return true;
    },

    /**
     * Watch Next's answer to this request and keep it when it qualifies. Call before handing the
     * request to Next; `edgeHeaderNames` are the headers and `edgeCookies` the Set-Cookie values the
     * edge set for this request.
     */
    capture(key, res, edgeHeaderNames, edgeCookies = []) {
      const chunks = [];
      let size = 0;
      let tooBig = false;
      const started = generation;
      const collect = (chunk, encoding) => {
        if (tooBig || chunk == null || typeof chunk === 'function') return;
        const buf =
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
            : Buffer.from(chunk); // a copy: the writer may reuse its buffer
        size += buf.length;
        if (size > MAX_BODY) {
          tooBig = true;
          chunks.length = 0;
          return;
        }
        chunks.push(buf);
      };
      const write = res.write;
      const end = res.end;
      res.write = function (chunk, encoding, cb) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, cb);
      };
      res.end = function (chunk, encoding, cb) {
        collect(chunk, encoding);
        res.write = write;
        res.end = end;
        const stored =
          !tooBig &&
          started === generation &&
          res.statusCode === 200 &&
          res.getHeader('x-nextjs-cache') === 'HIT' &&
          sameCookies(res.getHeader('set-cookie'), edgeCookies);
        if (stored) {
          const skip = new Set(edgeHeaderNames.map((n) => n.toLowerCase()));
          const headers = Object.entries(res.getHeaders()).filter(
            ([name, value]) => value !== undefined && !NOT_STORED.has(name) && !skip.has(name),
          );
          const body = Buffer.concat(chunks);
          drop(key);
          entries.set(key, { expires: now() + ttlMs, headers, body });
          bytes += body.length;
          for (const oldest of entries.keys()) {
            if (entries.size <= maxEntries && bytes <= maxBytes) break;
            drop(oldest);
          }
        }
        return end.call(this, chunk, encoding, cb);
      };
    },

    /** Forget everything (content changed); answers being captured now are not kept either. */
    clear() {
      generation++;
      entries.clear();
      refreshing.clear();
      bytes = 0;
    },
  };
}
