// The front server's page microcache (lib/proxy/pageMicrocache.mjs) over a real socket: what it keeps,
// for whom, for how long, and that a change empties it.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageMicrocache, createSelfRefresh, REFRESH_HEADER, type PageMicrocache } from '@/lib/proxy/pageMicrocache.mjs';

type Page = { status?: number; cache?: string; cookie?: string; chunks?: string[]; gzip?: boolean; wait?: Promise<void> };

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * A front server in miniature: the "edge" sets a security header and rewrites; "Next" answers `page`.
 * With `background`, a page whose time is up is refreshed by a request of the server's own, as server.mjs does.
 */
async function start(cache: PageMicrocache, page: () => Page, opts: { background?: boolean } = {}) {
  let rendered = 0;
  let requests = 0;
  const refreshes: string[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('x-edge-request', String(++requests)); // set by the edge for this very request
    // the edge's cookie for a browser that has none yet (the company cookie)
    const edgeCookies = req.headers.cookie ? [] : [`companyId=1; n=${requests}`];
    if (edgeCookies.length) res.setHeader('set-cookie', edgeCookies);
    const rewrite = `/zh-CN/1${req.url}`;
    const key = cache.keyOf(req.method, rewrite, req.headers);
    if (key !== null) {
      const own = selfRefresh.isRefresh(req);
      if (own) refreshes.push(`${req.url} ${req.headers['accept-encoding'] ?? ''} ${req.headers.host} ${req.headers['x-forwarded-host'] ?? '-'} ${req.headers.cookie ?? '-'}`);
      if (!own && cache.serve(key, res, opts.background ? selfRefresh.of(req, req.url!, 'portal.test') : undefined)) return;
      cache.capture(key, res, ['x-edge-request'], edgeCookies);
    }
    rendered++;
    const p = page();
    if (p.wait) {
      void p.wait.then(() => answer(res, p));
      return;
    }
    answer(res, p);
  });
  /** Next's answer: `p`, written as a cached page would be. */
  function answer(res: ServerResponse, p: Page) {
    res.statusCode = p.status ?? 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=600');
    if (p.cache) res.setHeader('x-nextjs-cache', p.cache);
    if (p.cookie) res.setHeader('set-cookie', p.cookie);
    const chunks = p.chunks ?? [`<p>页面 ${rendered}</p>`];
    if (p.gzip) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(chunks.join('')));
      return;
    }
    for (const c of chunks.slice(0, -1)) res.write(c);
    res.end(chunks.at(-1));
  }
  const selfRefresh = createSelfRefresh(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as AddressInfo).port;
  const get = (path = '/', headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on('error', reject);
      req.end();
    });
  return { get, rendered: () => rendered, refreshes };
}

describe('page microcache', () => {
  it('answers a repeated request for a cached page with the same bytes and headers, without rendering again', async () => {
    const cache = createPageMicrocache({ ttlMs: 60_000 });
    const s = await start(cache, () => ({ cache: 'HIT', chunks: ['<html>', '<p>上海 → 鹿特丹</p>', '</html>'] }));
    const first = await s.get('/');
    const second = await s.get('/');
    expect(s.rendered()).toBe(1);
    expect(second.body.toString('utf8')).toBe('<html><p>上海 → 鹿特丹</p></html>');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('s-maxage=600');
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(Number(second.headers['content-length'])).toBe(first.body.length);
    // the edge's own header is set by the edge on every answer, never replayed from the cache
    expect(first.headers['x-edge-request']).toBe('1');
    expect(second.headers['x-edge-request']).toBe('2');
    // the edge's cookie is this answer's own; a browser that sends cookies gets none, and the cached page
    expect(first.headers['set-cookie']).toEqual(['companyId=1; n=1']);
    expect(second.headers['set-cookie']).toEqual(['companyId=1; n=2']);
    const withCookie = await s.get('/', { cookie: 'companyId=1' });
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(withCookie.body.equals(first.body)).toBe(true);
    expect(s.rendered()).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('keeps only what Next served from its cache: not a MISS, an error or an answer that sets a cookie', async () => {
    for (const page of [{ cache: 'MISS' }, {}, { cache: 'HIT', status: 404 }, { cache: 'HIT', cookie: 'a=b' }] satisfies Page[]) {
      const cache = createPageMicrocache({ ttlMs: 60_000 });
      const s = await start(cache, () => page);
      await s.get('/');
      await s.get('/');
      expect(s.rendered(), JSON.stringify(page)).toBe(2);
      expect(cache.size).toBe(0);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = null;
    }
  });

  it('never answers router, conditional, HEAD or cookie-setting requests from the cache', async () => {
    const cache = createPageMicrocache({ ttlMs: 60_000 });
    const s = await start(cache, () => ({ cache: 'HIT' }));
    await s.get('/');
    expect(s.rendered()).toBe(1);
    const bypass: Record<string, string>[] = [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'if-none-match': '"x"' }, { range: 'bytes=0-1' }];
    for (const headers of bypass) {
      await s.get('/', headers);
    }
    await s.get('/', {}, 'HEAD');
    expect(s.rendered()).toBe(6);
  });

  it('keys by path, query and Accept-Encoding, so a compressed body only goes to a client that asked for it', async () => {
    const cache = createPageMicrocache({ ttlMs: 60_000 });
    let gzip = false;
    const s = await start(cache, () => ({ cache: 'HIT', gzip, chunks: ['<p>港口</p>'] }));
    await s.get('/');
    gzip = true;
    const zipped = await s.get('/', { 'accept-encoding': 'gzip' });
    const again = await s.get('/', { 'accept-encoding': 'gzip' });
    const plain = await s.get('/');
    await s.get('/?page=2');
    expect(s.rendered()).toBe(3);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.body).toString('utf8')).toBe('<p>港口</p>');
    expect(again.body.equals(zipped.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe('<p>港口</p>');
  });

  it('forgets an entry after its time and everything on clear()', async () => {
    let t = 1_000;
    const cache = createPageMicrocache({ ttlMs: 1_000, now: () => t });
    const s = await start(cache, () => ({ cache: 'HIT' }));
    await s.get('/');
    t += 999;
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 1</p>');
    t += 1;
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 2</p>');
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 3</p>');
  });

  it('when its time is up, the server refreshes an entry in the background and every request meanwhile gets its bytes', async () => {
    let t = 1_000;
    const cache = createPageMicrocache({ ttlMs: 1_000, staleMs: 5_000, now: () => t });
    let release = () => {};
    let slow = false;
    const s = await start(cache, () => (slow ? { cache: 'HIT', wait: new Promise<void>((resolve) => (release = resolve)) } : { cache: 'HIT' }), { background: true });
    await s.get('/?tab=1', { 'accept-encoding': 'br' });
    t += 1_500; // past its time, within the stale time
    slow = true;
    // the request that finds the time up is answered at once, from the last bytes
    const stale = await s.get('/?tab=1', { 'accept-encoding': 'br', 'x-forwarded-host': 'elsewhere.test', cookie: 'companyId=1' });
    expect(stale.body.toString('utf8')).toBe('<p>页面 1</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the server asked itself for the same page, with the same headers, on the host it was vetted for: one refresh
    expect(s.refreshes).toEqual(['/?tab=1 br portal.test portal.test companyId=1']);
    expect(s.rendered()).toBe(2);
    const during = await Promise.all([s.get('/?tab=1', { 'accept-encoding': 'br' }), s.get('/?tab=1', { 'accept-encoding': 'br' })]);
    expect(during.map((r) => r.body.toString('utf8'))).toEqual(['<p>页面 1</p>', '<p>页面 1</p>']);
    expect(s.rendered()).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the refreshed entry answers from now on, for its full time
    slow = false;
    expect((await s.get('/?tab=1', { 'accept-encoding': 'br' })).body.toString('utf8')).toBe('<p>页面 2</p>');
    expect(s.rendered()).toBe(2);
    expect(s.refreshes).toHaveLength(1);
  });

  it('a request from outside with the refresh header is an ordinary request: served from the cache', async () => {
    const cache = createPageMicrocache({ ttlMs: 60_000 });
    const s = await start(cache, () => ({ cache: 'HIT' }), { background: true });
    await s.get('/');
    expect((await s.get('/', { [REFRESH_HEADER]: 'guess' })).body.toString('utf8')).toBe('<p>页面 1</p>');
    expect(s.rendered()).toBe(1);
  });

  it('without a background refresh, one request refreshes an entry and the others get its bytes meanwhile', async () => {
    let t = 1_000;
    const cache = createPageMicrocache({ ttlMs: 1_000, staleMs: 5_000, now: () => t });
    let release = () => {};
    let slow = false;
    const s = await start(cache, () => (slow ? { cache: 'HIT', wait: new Promise<void>((resolve) => (release = resolve)) } : { cache: 'HIT' }));
    await s.get('/');
    t += 1_500; // past its time, within the stale time
    slow = true;
    const refresh = s.get('/'); // goes to Next, which takes its time
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.rendered()).toBe(2);
    // meanwhile: the last bytes, no second render
    const during = await Promise.all([s.get('/'), s.get('/'), s.get('/')]);
    expect(during.map((r) => r.body.toString('utf8'))).toEqual(['<p>页面 1</p>', '<p>页面 1</p>', '<p>页面 1</p>']);
    expect(s.rendered()).toBe(2);
    release();
    expect((await refresh).body.toString('utf8')).toBe('<p>页面 2</p>');
    // the refreshed entry answers from now on
    slow = false;
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 2</p>');
    expect(s.rendered()).toBe(2);
  });

  it('hands out no entry past its stale time, and a refresh that was not kept lets the next request try again', async () => {
    let t = 1_000;
    const cache = createPageMicrocache({ ttlMs: 1_000, staleMs: 5_000, now: () => t });
    let next: Page = { cache: 'HIT' };
    const s = await start(cache, () => next);
    await s.get('/');
    t += 2_000;
    next = { cache: 'MISS' }; // the refresh is not kept; the entry stays as it was
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 2</p>');
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 3</p>'); // not stuck behind the one that ended
    expect(cache.size).toBe(1);
    t += 4_000; // 1 s + 5 s after it was kept: gone
    expect((await s.get('/')).body.toString('utf8')).toBe('<p>页面 4</p>');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer that was being written when the cache was cleared', async () => {
    const cache = createPageMicrocache({ ttlMs: 60_000 });
    const s = await start(cache, () => {
      cache.clear(); // content changed while this answer was rendered from the old cache
      return { cache: 'HIT' };
    });
    await s.get('/');
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries pages and maxBytes bytes, dropping the oldest', async () => {
    const cache = createPageMicrocache({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1_000_000 });
    const s = await start(cache, () => ({ cache: 'HIT' }));
    for (let i = 0; i < 10; i++) await s.get(`/?n=${i}`);
    expect(cache.size).toBe(3);
    await s.get('/?n=9');
    await s.get('/?n=0');
    expect(s.rendered()).toBe(11);

    const small = createPageMicrocache({ ttlMs: 60_000, maxBytes: 100 });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const t = await start(small, () => ({ cache: 'HIT', chunks: ['x'.repeat(60)] }));
    await t.get('/?a');
    await t.get('/?b');
    expect(small.size).toBe(1);
    expect(small.bytes).toBe(60);
  });

  it('is off with a time of 0', async () => {
    const cache = createPageMicrocache({ ttlMs: 0 });
    const s = await start(cache, () => ({ cache: 'HIT' }));
    await s.get('/');
    await s.get('/');
    expect(cache.enabled).toBe(false);
    expect(s.rendered()).toBe(2);
  });
});
