// The mixed load: BENCH_MIXED_CONNECTIONS (50) keep-alive connections for BENCH_MIXED_SECONDS (60),
// each sending one request after the other, every request drawn from a weighted mix of what the
// site's visitors and shippers ask for at once — public pages as a browser asks them (compressed),
// port, rate, schedule and order search, rate search and quotations of a logged-in certified user.
// Every request is timed from send to last byte and its status checked: per endpoint count, req/s,
// exact p50/p95/p99/max (nearest rank) and errors (non-2xx answers and socket errors).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { webfreightApi } from '../../lib/endpoints/webfreight';
import { href } from '../../lib/screens/registry';
import { percentile, request, warmUp, type Target } from './measure';
import { orderSearchTarget, type OrderLoad } from './orders';
import { prng } from './prng';
import { portSearchTarget, scheduleSearchTarget } from './queries';
import { rateSearchTarget, type RateDbSummary } from './rates';
import { loginSession } from './session';
import { chinaDate } from '../../lib/businessTime';

export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
export const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
/** The targets for every endpoint of the mix. */
export const MIXED_TARGET_P99_MS = 250;
export const MIXED_TARGET_ERRORS = 0;

const QUOTE_PATH = `/api${webfreightApi.quote.path}`;

/** What a desktop browser sends with a page request (compression as browsers ask for it). */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

export type MixedEndpoint = { target: Target; weight: number };

export type MixedRow = { key: string; label: string; weight: number; count: number; rps: number; p50: number; p95: number; p99: number; max: number; non2xx: number; errors: number; firstError?: string };

export type MixedFigures = {
  seconds: number;
  connections: number;
  rows: MixedRow[];
  total: MixedRow;
  targets: { p99Max: number; errorsMax: number };
};

const page = (key: string, label: string, origin: string, path: string): Target => ({ key, label, origin, method: 'GET', headers: BROWSER_HEADERS, requests: [{ path }] });

/**
 * The mix (weights in requests per 100): pages 25, port search 25 (every keystroke in a port field
 * asks), rate search 23 (8 visitors, 15 certified users), schedule and order search 10 each, quotes 7.
 * The logged-in entries send the session cookie of the demo shipper logged in through the login
 * endpoint. Quotations are priced on the server through the quote endpoint (what the quotation form
 * asks for as cargo is entered): saving one is limited to 60 an hour per user (LIMITS.quotationUser),
 * so a load of saves by one user would measure the limiter's 429s.
 */
export async function mixedEndpoints(origin: string, rateDb: RateDbSummary, orderLoad: OrderLoad, hosts: string[]): Promise<MixedEndpoint[]> {
  const session = await loginSession(origin);
  const api = { sys_source: 'etransweb' };
  const rates = rateSearchTarget(origin, rateDb);
  // The certified user is company 1's (its session cookie): its searches are company 1's. Visitors ask
  // every company through its host (the other companies' share of the rate target), with no token.
  const certifiedRates: Target = { ...rates, key: 'rates-certified', label: 'rate search (certified user)', headers: { ...api, cookie: session.cookie }, requests: rates.requests.filter((r) => !r.headers) };
  const visitorRates: Target = {
    ...rates,
    key: 'rates-visitor',
    label: 'rate search (visitor)',
    headers: api,
    requests: rates.requests.map((r) => (r.headers?.host ? { path: r.path, headers: { host: r.headers.host } } : { path: r.path })),
  };
  // LCL rates to quote on: the certified user's answers on the busiest lanes, valid today (the list
  // shows expired rates too; the quote endpoint refuses them, as the quotation form does).
  const rateIds: number[] = [];
  const today = chinaDate(); // the business day the server judges validity on
  for (const r of certifiedRates.requests.filter((x) => !x.path.includes('kind=')).slice(0, 8)) {
    // the first search of company 1 builds its rate index (seconds at 100,000 rates): asked again on a timeout
    let res = await request(origin, 'GET', r.path, { headers: certifiedRates.headers }).catch((e: unknown) => e as Error);
    for (let tries = 1; res instanceof Error && tries < 8; tries++) res = await request(origin, 'GET', r.path, { headers: certifiedRates.headers }).catch((e: unknown) => e as Error);
    if (res instanceof Error) throw res;
    const answer = JSON.parse(res.body.toString('utf8')) as { rows?: { id: number; kind: string; validFrom?: string | null; validTo?: string | null }[] };
    for (const row of answer.rows ?? []) {
      const valid = (!row.validFrom || row.validFrom <= today) && (!row.validTo || row.validTo >= today);
      if (row.kind === 'lcl' && valid && rateIds.length < 40) rateIds.push(row.id);
    }
  }
  if (!rateIds.length) throw new Error('bench: the certified user found no LCL rate to quote on');
  const quotes: Target = {
    key: 'quote',
    label: 'quotation (certified user)',
    origin,
    method: 'POST',
    headers: { ...api, 'content-type': 'application/json', cookie: session.cookie },
    requests: rateIds.map((rateId, i) => ({
      path: QUOTE_PATH,
      body: JSON.stringify({ rateId, quantity: 1 + (i % 20), packageType: 'CTNS', grossWeight: 120 + 37 * i, volume: 0.8 + (i % 9) * 0.45, customerType: i % 3 ? 'direct' : 'peer' }),
    })),
  };
  return [
    { target: page('page-home-cn', 'home / (cn)', origin, href('home')), weight: 10 },
    { target: page('page-home-en', 'home /en', origin, '/en'), weight: 4 },
    { target: page('page-lcl', 'LCL rates page', origin, href('lclFreight')), weight: 5 },
    { target: page('page-news', 'news page', origin, href('news', { tabId: '1' })), weight: 3 },
    { target: page('page-schedules', 'schedules page', origin, href('schedules')), weight: 3 },
    { target: portSearchTarget(origin), weight: 25 },
    { target: visitorRates, weight: 8 },
    { target: certifiedRates, weight: 15 },
    { target: scheduleSearchTarget(origin, hosts), weight: 10 },
    { target: orderSearchTarget(origin, orderLoad), weight: 10 },
    { target: quotes, weight: 7 },
  ];
}

/**
 * Every request of every endpoint once (at least 3), one after the other (first renders, caches, JIT,
 * every company's rate index), each answered 200.
 */
export async function warmUpMixed(mix: MixedEndpoint[], log: (s: string) => void): Promise<void> {
  for (const { target } of mix) await warmUp(target, Math.max(3, target.requests.length), log);
}

function rowOf(key: string, label: string, weight: number, times: number[], seconds: number, non2xx: number, errors: number, firstError?: string): MixedRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    key,
    label,
    weight,
    count: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    non2xx,
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/**
 * `connections` workers on one keep-alive agent (a socket each) for `seconds`: each draws an
 * endpoint by weight (a fixed seed: every run asks the same sequence), sends that endpoint's next
 * request and waits for the last byte of the answer before the next. A socket error is an error,
 * not asked again.
 */
export async function mixedLoad(mix: MixedEndpoint[], connections = MIXED_CONNECTIONS, seconds = MIXED_SECONDS): Promise<MixedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const totalWeight = mix.reduce((s, m) => s + m.weight, 0);
  const rnd = prng(20261127);
  const stats = mix.map(() => ({ times: [] as number[], next: 0, non2xx: 0, errors: 0, firstError: undefined as string | undefined }));
  const pick = () => {
    let x = rnd() * totalWeight;
    for (let i = 0; i < mix.length; i++) if ((x -= mix[i]!.weight) < 0) return i;
    return mix.length - 1;
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const i = pick();
      const { target } = mix[i]!;
      const s = stats[i]!;
      const r = target.requests[s.next++ % target.requests.length]!;
      const t0 = performance.now();
      try {
        const res = await request(target.origin, target.method, r.path, { body: r.body, headers: { ...target.headers, ...r.headers }, agent, retry: false });
        s.times.push(performance.now() - t0);
        if (res.status < 200 || res.status >= 300) {
          s.non2xx++;
          s.firstError ??= `${res.status} ${target.method} ${r.path}`;
        }
      } catch (error) {
        s.errors++;
        s.firstError ??= `${(error as Error).message} ${target.method} ${r.path}`;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, () => worker()));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const rows = mix.map(({ target, weight }, i) => {
    const s = stats[i]!;
    return rowOf(target.key, target.label, weight, s.times, elapsed, s.non2xx, s.errors, s.firstError);
  });
  const total = rowOf(
    'total',
    'all endpoints',
    totalWeight,
    stats.flatMap((s) => s.times),
    elapsed,
    rows.reduce((n, r) => n + r.non2xx, 0),
    rows.reduce((n, r) => n + r.errors, 0),
  );
  return { seconds: elapsed, connections, rows, total, targets: { p99Max: MIXED_TARGET_P99_MS, errorsMax: MIXED_TARGET_ERRORS } };
}

/** The targets table's rows of the mixed load: [target, measured, met]. */
export function mixedTargetRows(m: MixedFigures): { text: string; measured: string; met: boolean }[] {
  const failed = m.total.non2xx + m.total.errors;
  return [
    { text: `mixed load (${m.connections} connections): ${m.targets.errorsMax} errors`, measured: `${failed} of ${m.total.count.toLocaleString('en-US')} (${m.total.non2xx} non-2xx, ${m.total.errors} socket errors)`, met: failed <= m.targets.errorsMax },
    ...m.rows.map((r) => ({ text: `mixed load: p99 ≤ ${m.targets.p99Max} ms, ${r.label}`, measured: `${r.p99.toFixed(1)} ms (${r.count} requests)`, met: r.count > 0 && r.p99 <= m.targets.p99Max })),
  ];
}
