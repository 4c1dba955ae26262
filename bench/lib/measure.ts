// Load generation and page inspection. Everything goes to 127.0.0.1 only.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

export type Target = {
  key: string;
  label: string;
  origin: string; // http://127.0.0.1:PORT
  method: 'GET' | 'POST';
  /** One request, or a rotating set (each connection cycles through them); a request's headers are added to the target's (e.g. another company's host). */
  requests: { path: string; body?: string; headers?: Record<string, string> }[];
  headers?: Record<string, string>;
};

/** GET requests to these paths with the header the site's own pages send. */
export const siteGetTarget = (key: string, label: string, origin: string, paths: (string | { path: string; headers?: Record<string, string> })[]): Target => ({
  key,
  label,
  origin,
  method: 'GET',
  headers: { sys_source: 'etransweb' },
  requests: paths.map((p) => (typeof p === 'string' ? { path: p } : p)),
});

export type CannonFigures = {
  /** completed requests ÷ elapsed seconds */
  rps: number;
  seconds: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export type ExactFigures = { n: number; rps: number; p50: number; p95: number; p99: number; max: number; non2xx: number; errors: number };

/** One exact loop's raw outcome: every request's latency (ms), sorted. */
export type ExactRun = { times: number[]; elapsedMs: number; non2xx: number; errors: number };

function assertLocal(origin: string): void {
  const u = new URL(origin);
  if (u.hostname !== '127.0.0.1') throw new Error(`bench: refusing to send traffic to ${origin} (127.0.0.1 only)`);
}

/**
 * autocannon for `seconds` at `connections`: throughput plus its latency percentiles (whole ms).
 * With `times`, every answered request's latency (ms, fractional: autocannon's own timing from send
 * to the end of the answer) is appended to it, for exact percentiles (p95) over several runs.
 */
export async function cannon(t: Target, connections: number, seconds: number, times?: number[]): Promise<CannonFigures> {
  assertLocal(t.origin);
  const headers = { ...(t.headers ?? {}) };
  const instance = autocannon({
    url: t.origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: t.requests.map((r) => ({ method: t.method, path: r.path, headers: { ...headers, ...r.headers }, ...(r.body !== undefined ? { body: r.body } : {}) })),
  });
  if (times) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return {
    rps: result.requests.total / result.duration,
    seconds: result.duration,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };

type RequestOptions = { body?: string; headers?: Record<string, string>; agent?: http.Agent; /** false: a socket error is an error, not asked again (a load that counts errors) */ retry?: boolean };

/** One HTTP request to 127.0.0.1; retried once when a kept-alive socket was closed by the server meanwhile. */
export async function request(origin: string, method: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
  try {
    return await requestOnce(origin, method, path, opts);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (opts.retry === false || (code !== 'ECONNRESET' && code !== 'EPIPE')) throw error;
    return requestOnce(origin, method, path, opts);
  }
}

function requestOnce(origin: string, method: string, path: string, opts: RequestOptions): Promise<Answer> {
  assertLocal(origin);
  const u = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: Number(u.port),
        method,
        path: u.pathname + u.search,
        agent: opts.agent,
        headers: { ...(opts.headers ?? {}), ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}) },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/**
 * n requests one after the other (first renders, indexes, the company lookup, JIT), each answer 200.
 * A request that fails (a timeout while the first search builds its index of 100,000 rates, seconds
 * on a busy machine) is asked again, up to 8 times.
 */
export async function warmUp(t: Target, n: number, log: (s: string) => void): Promise<void> {
  for (let i = 0; i < n; i++) {
    const r = t.requests[i % t.requests.length]!;
    const headers = { ...t.headers, ...r.headers };
    let res = await request(t.origin, t.method, r.path, { body: r.body, headers }).catch((e: unknown) => e as Error);
    for (let tries = 1; res instanceof Error && tries < 8; tries++) {
      log(`  ${t.label}: request ${i + 1} ${res.message}; asking again`);
      res = await request(t.origin, t.method, r.path, { body: r.body, headers }).catch((e: unknown) => e as Error);
    }
    if (res instanceof Error) throw res;
    if (res.status !== 200) throw new Error(`${t.label}: ${t.method} ${r.path} answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`);
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length); // nearest-rank
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Exact latencies: n requests by `workers` concurrent keep-alive workers (one socket each), each
 * request timed with performance.now() from send to last byte. Stops early after maxMs.
 */
export async function exactLoop(t: Target, workers: number, n: number, maxMs: number): Promise<ExactRun> {
  assertLocal(t.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const times: number[] = [];
  let next = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  async function worker(): Promise<void> {
    while (next < n && performance.now() < deadline) {
      const i = next++;
      const r = t.requests[i % t.requests.length]!;
      const t0 = performance.now();
      try {
        const res = await request(t.origin, t.method, r.path, { body: r.body, headers: { ...t.headers, ...r.headers }, agent });
        times.push(performance.now() - t0);
        if (res.status < 200 || res.status >= 300) non2xx++;
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, () => worker()));
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { times, elapsedMs: elapsed, non2xx, errors };
}

/** Exact percentiles over the requests of one or more exact loops. */
export function mergeExact(runs: ExactRun[]): ExactFigures {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const elapsed = runs.reduce((s, r) => s + r.elapsedMs, 0);
  return {
    n: times.length,
    rps: (times.length / elapsed) * 1000,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  };
}

export type Assets = { files: { url: string; kind: 'css' | 'js'; raw: number; gzip: number }[]; css: { raw: number; gzip: number; count: number }; js: { raw: number; gzip: number; count: number } };

export type PageInfo = {
  path: string;
  status: number;
  htmlRaw: number;
  htmlGzip: number;
  /** bytes of the HTML's inline RSC payload (the `self.__next_f.push(…)` scripts): the props and messages of the client components */
  rscRaw: number;
  headers: Record<string, string>;
  assets: Assets;
};

const INTERESTING_HEADERS = ['cache-control', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'vary', 'set-cookie', 'content-type', 'etag'];

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

/** The stylesheets (<link rel=stylesheet>) and scripts (<script src>) a page's HTML loads. */
export function assetUrls(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (href && rel.includes('stylesheet')) css.add(href.replace(/&amp;/g, '&'));
  }
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(m[0], 'src');
    // Next's legacy polyfills (<script noModule>, ~39 KB gzip): a browser that runs modules never fetches them
    if (src && !/\snomodule\b/i.test(m[0])) js.add(src.replace(/&amp;/g, '&'));
  }
  return { css: [...css], js: [...js] };
}

/** Bytes of a page's inline RSC payload: the `<script>self.__next_f.push(…)</script>` elements, tags included. */
export function rscPayloadBytes(html: string): number {
  let n = 0;
  for (const m of html.matchAll(/<script\b[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g)) n += Buffer.byteLength(m[0]);
  return n;
}

/** A phone's user agent (Lighthouse's mobile emulation sends one like it): the mobile site's pages send other browsers home. */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** Status, headers and sizes of a page and of the CSS/JS it loads (gzip: zlib level 6, as Next's compression); a phone's view with `{ 'user-agent': PHONE_USER_AGENT }`. */
export async function inspectPage(origin: string, path: string, requestHeaders?: Record<string, string>): Promise<PageInfo> {
  const res = await request(origin, 'GET', path, { headers: requestHeaders });
  const html = res.body.toString('utf8');
  const headers: Record<string, string> = {};
  for (const h of INTERESTING_HEADERS) {
    const v = res.headers[h];
    if (v !== undefined) headers[h] = Array.isArray(v) ? v.join(' | ') : v;
  }
  const urls = assetUrls(html);
  const files: Assets['files'] = [];
  for (const [kind, list] of [['css', urls.css], ['js', urls.js]] as const) {
    for (const url of list) {
      if (/^https?:\/\//i.test(url) && !url.startsWith(origin)) continue; // never leave 127.0.0.1
      const a = await request(origin, 'GET', url);
      if (a.status !== 200) throw new Error(`bench: ${url} (loaded by ${path}) answered ${a.status}`);
      files.push({ url, kind, raw: a.body.length, gzip: gzipSync(a.body, { level: 6 }).length });
    }
  }
  const sum = (k: 'css' | 'js') => {
    const f = files.filter((x) => x.kind === k);
    return { raw: f.reduce((s, x) => s + x.raw, 0), gzip: f.reduce((s, x) => s + x.gzip, 0), count: f.length };
  };
  return {
    path,
    status: res.status,
    htmlRaw: res.body.length,
    htmlGzip: gzipSync(res.body, { level: 6 }).length,
    rscRaw: rscPayloadBytes(html),
    headers,
    assets: { files, css: sum('css'), js: sum('js') },
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};

/** Several autocannon runs of one target as one: req/s over all of them, latency percentiles the median of the runs'. */
export function mergeCannon(runs: CannonFigures[]): CannonFigures {
  const total = runs.reduce((s, r) => s + r.total, 0);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    rps: total / seconds,
    seconds,
    p50: median(runs.map((r) => r.p50)),
    p97_5: median(runs.map((r) => r.p97_5)),
    p99: median(runs.map((r) => r.p99)),
    max: Math.max(...runs.map((r) => r.max)),
    total,
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    timeouts: runs.reduce((s, r) => s + r.timeouts, 0),
  };
}
