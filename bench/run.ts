// The benchmark: the portal against a static Next.js baseline (bench/README.md describes every step and option).
//
//   npm run bench          (= npx tsx bench/run.ts)
//
// 1. builds the app into .next-bench and bench/baseline into bench/baseline/.next when missing or stale
// 2. prepares bench/.data/pg: migrate + seed, synthetic ports up to 10,000 for company 1, then 10 companies
//    (tenants.ts) with 5,000 dated sailings (sailings.ts), 100,000 orders (orders.ts) and 100,000 rates
//    (rates.ts) each, and the rate index's memory and rebuild time (indexCost.ts)
// 3. starts the app (server.mjs, port 3200) and the baseline (port 3201), warms both up, weighs the
//    public page types, desktop and mobile (HTML, its RSC payload, first-load CSS and JS)
// 4. measures the load targets with autocannon and an exact-latency loop, taking turns in rounds
// 5. the mixed load (bench/lib/mixed.ts): 60 s at 50 connections over a weighted mix of every endpoint
// 6. INP at 4× CPU slowdown (bench/lib/inp.ts): port search typing, a rate filter, the price-history chart
// 7. Lighthouse (performance, accessibility, best practices, SEO; median of 3) on every public page type
//    (bench/lib/publicPages.ts): the desktop pages with the desktop preset, the mobile site's pages with
//    the mobile settings, and the baseline page in both
// 8. prints a table, writes bench/RESULTS.md; both servers are stopped on success, error, Ctrl-C and
//    after the time budget (runBench)
//
// Environment: BENCH_TARGETS (a selection of load targets — baseline, home-cn, home-en, home-cn-next, lcl,
// ports, orders, rates, schedules — and steps — mixed, inp, lighthouse; a step it does not name is skipped;
// RESULTS.md is then left as it is and the report goes to bench/.data/results-<selection>.md),
// BENCH_BUDGET_SECONDS (2400 plus the planned mixed load, INP and Lighthouse runs: the whole run, builds
// included, is stopped after it), BENCH_REBUILD=1 (force builds), BENCH_SKIP_BUILD=1 (use the existing builds
// even when stale), BENCH_TYPECHECK=1 (let the app build run its type check; skipped by default so a
// colleague's unfinished file does not block the measurement), BENCH_APP_PORT (3200) and BENCH_BASELINE_PORT
// (3201), BENCH_CONNECTIONS (10), BENCH_SECONDS (10), BENCH_ROUNDS (5), BENCH_MIXED=0 (skip the mixed load;
// BENCH_MIXED_SECONDS 60, BENCH_MIXED_CONNECTIONS 50), BENCH_INP=0 (skip INP; BENCH_INP_RUNS 3),
// BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_PAGES (a selection: page
// keys such as home,lcl,article and/or mobile or desktop; every page when unset), BENCH_LIGHTHOUSE_SAVE=<folder>
// (keep every run's report). The two ports must be free. The bench never edits tsconfig.json / next-env.d.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIST, buildBenchApp, buildIfStale, type BuildOutcome } from './lib/build';
import { prepareDatabase } from './lib/db';
import { orderSearchTarget, prepareOrders } from './lib/orders';
import { prepareCompanies } from './lib/tenants';
import { prepareSailings } from './lib/sailings';
import { measureIndexCost } from './lib/indexCost';
import { cpuStart, meanShare, type CpuShare } from './lib/cpu';
import { cannon, exactLoop, inspectPage, warmUp, PHONE_USER_AGENT, mergeCannon, mergeExact, request, type CannonFigures, type ExactRun, type Target } from './lib/measure';
import { JSON_HEADERS, PORT_QUERIES, PORT_SEARCH_PATH, portSearchTarget, scheduleSearchTarget, THROUGH_NEXT } from './lib/queries';
import { prepareRates, rateSearchTarget } from './lib/rates';
import { lighthouse, type LighthouseFigures } from './lib/lighthouse';
import { firstArticleId, pageLabel, selectPages, type PublicPage } from './lib/publicPages';
import { measureInp, type InpFigures } from './lib/inp';
import { MIXED_CONNECTIONS, MIXED_SECONDS, mixedEndpoints, mixedLoad, warmUpMixed, type MixedFigures } from './lib/mixed';
import { portInUse, runBench, startServer, stopAll, waitForHttp, type Server } from './lib/proc';
import { consoleTable, cpuMsPerRequest, markdown, type Report, type Row } from './lib/report';
import { mobileUserApi } from '../lib/endpoints/mobileUser';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH = path.join(ROOT, 'bench');
const BASELINE = path.join(BENCH, 'baseline');
const DIST = BENCH_DIST;
const PG_DIR = path.join(BENCH, '.data/pg');
const LOGS = path.join(BENCH, '.data/logs');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3201);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** BENCH_LIGHTHOUSE_PAGES: the pages run through Lighthouse (bench/lib/publicPages.ts); every public page type when unset. */
const LIGHTHOUSE_SELECTION = process.env.BENCH_LIGHTHOUSE_PAGES ?? '';
/** BENCH_TARGETS: the load targets to measure (keys, comma-separated); all when unset. */
const ONLY_TARGETS = (process.env.BENCH_TARGETS ?? '')
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean);
/** The bench's steps after the load targets, each part of a full run and of a selection that names it (BENCH_TARGETS=mixed,inp). */
const STEPS = ['mixed', 'inp', 'lighthouse'] as const;
const stepOn = (step: (typeof STEPS)[number], env: string | undefined) => env !== '0' && (!ONLY_TARGETS.length || ONLY_TARGETS.includes(step));
const MIXED = stepOn('mixed', process.env.BENCH_MIXED);
const INP = stepOn('inp', process.env.BENCH_INP);
const LIGHTHOUSE = stepOn('lighthouse', process.env.BENCH_LIGHTHOUSE);
/** The load targets' keys (step 4), checked before the builds so that a mistyped selection fails at once. */
const LOAD_TARGETS = ['baseline', 'home-cn', 'home-en', 'home-cn-next', 'lcl', 'ports', 'orders', 'rates', 'schedules'];
const COMPANY_ID = 1;
const MIN_PORTS = 10_000;
const MIN_RATES = 100_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** The load runs in rounds (each target SECONDS/ROUNDS per round) so that slow changes in background load hit every target alike. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
/** Time cap of one target's exact loop over all rounds. */
const EXACT_MAX_MS = 15_000;
/** Lighthouse takes about 20 s a run on 2 cores: the default budget allows 40 s for each on top of the rest. */
const LIGHTHOUSE_SECONDS = LIGHTHOUSE ? selectPages(LIGHTHOUSE_SELECTION, '1').length * LIGHTHOUSE_RUNS * 40 : 0;
/**
 * The default budget: 2400 s for the builds, the database (the first run makes 1,000,000 rates and
 * 1,000,000 orders), the weighing and the load targets, plus the mixed load, INP and the planned
 * Lighthouse runs.
 */
const TOTAL_BUDGET_MS = Number(process.env.BENCH_BUDGET_SECONDS ?? 2400 + (MIXED ? MIXED_SECONDS + 60 : 0) + (INP ? 240 : 0) + LIGHTHOUSE_SECONDS) * 1000;
const T0 = Date.now();
/** What is left of the run's time budget, keeping `reserve` ms for what must follow. */
const remaining = (reserve: number) => Math.max(10_000, TOTAL_BUDGET_MS - (Date.now() - T0) - reserve);
const TARGET_HOME_RATIO = 0.5;
/** The cache-miss path: home and /lclFreight through Next (past the page microcache) against the baseline, and home's HTML. */
const TARGET_HOME_NEXT_RATIO = 0.6;
const TARGET_LCL_NEXT_RATIO = 0.8;
const TARGET_HOME_HTML = 60 * 1024;
const TARGET_PORT_P95_MS = 20;
const TARGET_RATE_P95_MS = 50;
const TARGET_SCHEDULE_P95_MS = 20;
const TARGET_ORDER_P95_MS = 20;
const TARGET_FIRST_LOAD_JS = 200 * 1024;
const TARGET_FIRST_LOAD_CSS = 60 * 1024;
/** Lighthouse targets: phone performance ≥ 95 and within 2 points of the baseline page's, desktop 100; accessibility ≥ 98; best practices and SEO 100. */
const TARGET_LIGHTHOUSE = { mobile: 95, belowBaseline: 2, desktop: 100, accessibility: 98, 'best-practices': 100, seo: 100 };


const log = (s: string) => console.log(`[bench] ${s}`);
const servers: Server[] = [];

async function cleanup(): Promise<void> {
  if (servers.length) log('stopping servers…');
  await stopAll();
}


function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
  // The bench always runs on its own embedded database, never on a configured server.
  delete env.DATABASE_URL;
  delete env.TRUSTED_PROXIES;
  return env;
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function rssMiB(server: Server | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${server?.child.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a hand-written analysis section of the previous RESULTS.md (below this marker) across runs. */
const ANALYSIS_MARKER = '<!-- analysis: written by hand, kept across runs -->';

function previousAnalysis(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const i = text.indexOf(ANALYSIS_MARKER);
    return i >= 0 ? text.slice(i) : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  process.chdir(ROOT);
  delete process.env.DATABASE_URL; // lib/env reads it: the bench database is always PGlite

  const unknownKeys = ONLY_TARGETS.filter((k) => !LOAD_TARGETS.includes(k) && !STEPS.some((s) => s === k));
  if (unknownKeys.length) throw new Error(`BENCH_TARGETS: no target ${unknownKeys.join(', ')} (targets: ${[...LOAD_TARGETS, ...STEPS].join(', ')})`);
  for (const port of [APP_PORT, BASELINE_PORT]) {
    if (await portInUse(port)) throw new Error(`port ${port} is already in use on 127.0.0.1: stop what runs there first`);
  }

  // 1. builds
  const force = process.env.BENCH_REBUILD === '1';
  const skip = process.env.BENCH_SKIP_BUILD === '1';
  const builds: BuildOutcome[] = [];
  log('app build (.next-bench)…');
  builds.push(
    await buildBenchApp({
      root: ROOT,
      env: childEnv({}),
      logFile: path.join(LOGS, 'build-app.log'),
      timeoutMs: remaining(90_000),
      force,
      skip,
      typecheck: process.env.BENCH_TYPECHECK === '1',
    }),
  );
  log(`  ${builds[0]!.built ? `built in ${(builds[0]!.ms / 1000).toFixed(1)} s` : builds[0]!.reason}`);
  log('baseline build (bench/baseline/.next)…');
  builds.push(
    await buildIfStale({
      name: 'baseline',
      root: ROOT,
      dir: BASELINE,
      distDir: path.join(BASELINE, '.next'),
      sources: ['app', 'next.config.ts', 'tsconfig.json'].map((p) => path.join(BASELINE, p)),
      env: childEnv({}),
      logFile: path.join(LOGS, 'build-baseline.log'),
      timeoutMs: remaining(80_000),
      force,
      skip,
    }),
  );
  log(`  ${builds[1]!.built ? `built in ${(builds[1]!.ms / 1000).toFixed(1)} s` : builds[1]!.reason}`);

  // 2. database
  log('database (bench/.data/pg): migrate, seed, synthetic ports…');
  const db = await prepareDatabase(PG_DIR, COMPANY_ID, MIN_PORTS, () => {});
  log(`  company ${db.companyId}: ${db.sailings} sailings (weeks ${db.sailingWeeks.join(' to ')})`);
  log(`  company ${db.companyId}: ${db.ports} ports (${db.syntheticPorts} synthetic, ${db.inserted} new), ports_version ${db.portsVersion}, ${db.ms} ms`);
  const fleet = await prepareCompanies(PG_DIR);
  log(`  ${fleet.tenants.length} companies (${fleet.tenants.map((t) => t.host).join(', ')}), ${fleet.sailings} dated sailings (all weeks, before the top-up below), ${fleet.ms} ms`);
  const sailingLoad = await prepareSailings(PG_DIR, fleet.tenants);
  log(`  ${sailingLoad.sailings} dated sailings in the schedule search's window (${sailingLoad.perCompany} per company, ${sailingLoad.inserted} new), ${sailingLoad.ms} ms`);
  const orderLoad = await prepareOrders(PG_DIR, fleet.tenants);
  log(`  ${orderLoad.orders} orders in all (${orderLoad.inserted} new), ${orderLoad.numbers.length} numbers to ask for, ${orderLoad.ms} ms`);
  const rateDb = await prepareRates(PG_DIR, COMPANY_ID, MIN_RATES, fleet.tenants.slice(1));
  log(`  ${rateDb.rates} rates per company (${rateDb.inserted} new), ${rateDb.ms} ms`);
  const indexCost = await measureIndexCost(ROOT, PG_DIR, fleet.tenants[1]?.id ?? COMPANY_ID, childEnv({}));
  log(`  rate index of company ${indexCost.companyId}: ${indexCost.rates} rates, built in ${indexCost.buildMs.toFixed(0)} ms, ${indexCost.heapPer100kMiB.toFixed(1)} MiB heap per 100,000 rates; rebuilt after an import in ${indexCost.rebuildMs.toFixed(0)} ms`);
  const dataset = {
    companies: fleet.tenants.length,
    rates: rateDb.rates * fleet.tenants.length,
    orders: orderLoad.orders,
    sailings: sailingLoad.sailings,
    sailingsPerCompany: sailingLoad.perCompany,
    prepareMs: fleet.ms + sailingLoad.ms + orderLoad.ms + rateDb.ms,
  };

  // 3. servers
  const nextBin = path.join(ROOT, 'node_modules/next/dist/bin/next');
  // No `-H 127.0.0.1`: with an IP as hostname Next's proxy rewrites break (NextURL turns 127.0.0.1 into
  // localhost, so the rewrite's origin differs from the server's and Next proxies it as an external
  // URL, in a loop). Without -H the servers listen on all interfaces; the bench only talks to 127.0.0.1.
  // The app runs behind its front server (server.mjs), as `npm run start:prod` serves it.
  const app = startServer('app', APP_PORT, process.execPath, [path.join(ROOT, 'server.mjs'), '-p', String(APP_PORT)], {
    cwd: ROOT,
    env: childEnv({ NODE_ENV: 'production', NEXT_DIST_DIR: DIST, PORT: String(APP_PORT), PGLITE_DIR: PG_DIR }),
    logFile: path.join(LOGS, 'app.log'),
  });
  servers.push(app);
  const baseline = startServer('baseline', BASELINE_PORT, process.execPath, [nextBin, 'start', '-p', String(BASELINE_PORT)], {
    cwd: BASELINE,
    env: childEnv({ NODE_ENV: 'production', PORT: String(BASELINE_PORT) }),
    logFile: path.join(LOGS, 'baseline.log'),
  });
  servers.push(baseline);
  const appOrigin = `http://127.0.0.1:${APP_PORT}`;
  const baseOrigin = `http://127.0.0.1:${BASELINE_PORT}`;
  log(`app ready in ${await waitForHttp(app, `${appOrigin}/api${mobileUserApi.kefuInit.path}`, 60_000)} ms, baseline in ${await waitForHttp(baseline, `${baseOrigin}/`, 30_000)} ms`);

  const portPath = PORT_SEARCH_PATH;
  const jsonHeaders = JSON_HEADERS;
  const allTargets: Target[] = [
    { key: 'baseline', label: 'baseline static page', origin: baseOrigin, method: 'GET', requests: [{ path: '/' }] },
    { key: 'home-cn', label: 'home / (cn)', origin: appOrigin, method: 'GET', requests: [{ path: '/' }] },
    { key: 'home-en', label: 'home /en', origin: appOrigin, method: 'GET', requests: [{ path: '/en' }] },
    // Home again, past the front server's page microcache: a conditional request (an ETag that never
    // matches) is handed to Next, which answers 200 from its own cache — the origin's cost without it.
    { key: 'home-cn-next', label: 'home / (cn), through Next', origin: appOrigin, method: 'GET', headers: THROUGH_NEXT, requests: [{ path: '/' }] },
    // Same pipeline as home through Next (front server, edge, a cached page of the company), half the
    // HTML: next to it, it shows from the same run how much of that cost is the page's size.
    { key: 'lcl', label: '/lclFreight (cn), through Next', origin: appOrigin, method: 'GET', headers: THROUGH_NEXT, requests: [{ path: '/lclFreight' }] },
    portSearchTarget(appOrigin),
    orderSearchTarget(appOrigin, orderLoad),
    rateSearchTarget(appOrigin, rateDb),
    scheduleSearchTarget(appOrigin, fleet.tenants.map((t) => t.host)),
  ];
  const unlisted = allTargets.filter((t) => !LOAD_TARGETS.includes(t.key));
  if (unlisted.length) throw new Error(`bench: LOAD_TARGETS lacks ${unlisted.map((t) => t.key).join(', ')}`);
  // A selection of a page target measures the baseline too: its targets are ratios to the baseline of the same run.
  const RATIO_TARGETS = ['home-cn', 'home-en', 'home-cn-next', 'lcl'];
  const selected = ONLY_TARGETS.some((k) => RATIO_TARGETS.includes(k)) ? ['baseline', ...ONLY_TARGETS] : ONLY_TARGETS;
  const targets = ONLY_TARGETS.length ? allTargets.filter((t) => selected.includes(t.key)) : allTargets;
  if (ONLY_TARGETS.length) log(`targets: ${targets.map((t) => t.key).join(', ')} (BENCH_TARGETS)`);

  // Warm-up: first renders, the port index, the company lookup, JIT — every request of a target at least
  // once, so each company's rate index (built when first asked: seconds per 100,000 rates) is held before
  // anything is measured; the build itself is measured on its own (rateIndexCost).
  for (const t of targets) await warmUp(t, Math.max(20, t.requests.length), log);
  const portQueries: Report['portQueries'] = [];
  for (const { q, types } of PORT_QUERIES) {
    const res = await request(appOrigin, 'POST', portPath, { body: JSON.stringify({ nameCn: q, types }), headers: jsonHeaders });
    const answer = JSON.parse(res.body.toString('utf8')) as { code?: string; rows?: { code: string; nameCn: string; nameEn: string }[] };
    const first = answer.rows?.[0];
    portQueries.push({ query: q, types, status: res.status, rows: answer.rows?.length ?? 0, first: first ? `${first.code} ${first.nameCn} ${first.nameEn}` : '–' });
  }

  // Page weight and cache headers (before the load, after the first render): the baseline and every
  // public page type, the mobile site's pages asked for by a phone. A selection may have warmed none of
  // these pages, and a cold first render can outlast a request's timeout on a busy machine: warm-up asks again.
  const warmPage = (p: PublicPage) =>
    warmUp({ key: p.key, label: pageLabel(p), origin: appOrigin, method: 'GET', headers: p.formFactor === 'mobile' ? { 'user-agent': PHONE_USER_AGENT } : undefined, requests: [{ path: p.path }] }, 1, log);
  for (const p of selectPages('', undefined).filter((x) => !x.baseline)) await warmPage(p);
  const articleId = await firstArticleId(appOrigin);
  if (!articleId) log('  no article linked from the news list: the article page is left out');
  const weighed = selectPages('', articleId).filter((x) => !x.baseline);
  for (const p of weighed.filter((x) => x.key === 'article')) await warmPage(p);
  const pages: Report['pages'] = [{ label: 'baseline', info: await inspectPage(baseOrigin, '/') }];
  for (const p of weighed) {
    pages.push({ label: pageLabel(p), info: await inspectPage(appOrigin, p.path, p.formFactor === 'mobile' ? { 'user-agent': PHONE_USER_AGENT } : undefined) });
  }

  // 4. load, one target after the other
  const exactN: Record<string, number> = { baseline: 3000, 'home-cn': 2000, 'home-en': 2000, 'home-cn-next': 2000, lcl: 2000, ports: 4000, rates: 4000, schedules: 3000, orders: 4000 };
  const idle = cpuStart(undefined);
  await new Promise((r) => setTimeout(r, 2000));
  const background = idle();
  if (background) log(`background load before measuring: ${background.machine.toFixed(2)} of ${background.cores} cores busy (load average ${background.load1.toFixed(2)})`);
  for (const t of targets) {
    log(`${t.label}: warm-up, autocannon -c ${CONNECTIONS} -d ${WARMUP_SECONDS} (discarded)`);
    await cannon(t, CONNECTIONS, WARMUP_SECONDS);
  }
  const runs = new Map<string, { cannon: CannonFigures[]; cpu: (CpuShare | undefined)[]; exact: ExactRun[] }>(
    targets.map((t) => [t.key, { cannon: [], cpu: [], exact: [] }]),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round}/${ROUNDS}: each target for ${(SECONDS / ROUNDS).toFixed(1)} s at ${CONNECTIONS} connections, then its exact loop`);
    for (const t of targets) {
      const run = runs.get(t.key)!;
      const cpu = cpuStart((t.origin === baseOrigin ? baseline : app).child.pid);
      run.cannon.push(await cannon(t, CONNECTIONS, SECONDS / ROUNDS));
      run.cpu.push(cpu());
      run.exact.push(await exactLoop(t, CONNECTIONS, Math.ceil((exactN[t.key] ?? 2000) / ROUNDS), EXACT_MAX_MS / ROUNDS));
    }
  }
  const rows: Row[] = [];
  for (const t of targets) {
    const run = runs.get(t.key)!;
    const c = mergeCannon(run.cannon);
    const share = meanShare(run.cpu);
    const e = mergeExact(run.exact);
    rows.push({ key: t.key, label: t.label, cannon: c, exact: e, cpu: share });
    log(
      `  ${Math.round(c.rps)} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms; exact p95 ${e.p95.toFixed(2)} ms (${e.n} requests)` +
        (share ? `; CPU cores: server ${share.server.toFixed(2)}, load generator ${share.client.toFixed(2)}, others ${share.others.toFixed(2)}` : ''),
    );
  }

  // 5. the mixed load: every endpoint at once, at MIXED_CONNECTIONS connections
  let mixed: MixedFigures | undefined;
  if (MIXED) {
    const mix = await mixedEndpoints(appOrigin, rateDb, orderLoad, fleet.tenants.map((t) => t.host));
    await warmUpMixed(mix, log);
    log(`mixed load: ${mix.length} endpoints, ${MIXED_CONNECTIONS} connections for ${MIXED_SECONDS} s…`);
    mixed = await mixedLoad(mix);
    for (const x of [...mixed.rows, mixed.total]) {
      log(`  ${x.label}: ${x.count} requests, ${x.rps.toFixed(1)} req/s, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms, max ${x.max.toFixed(0)} ms, ${x.non2xx} non-2xx, ${x.errors} errors${x.firstError ? ` (first: ${x.firstError})` : ''}`);
    }
  }
  const serverRssMiB = { app: rssMiB(app), baseline: rssMiB(baseline) };

  // 6. INP of three interactions at 4× CPU slowdown, with the load over
  let inp: InpFigures[] | undefined;
  if (INP) {
    log('INP: port search typing, a rate filter, the price-history chart…');
    inp = await measureInp(ROOT, appOrigin, rateDb, log);
  }

  // 7. Lighthouse, with the load over (each run is a fresh Chromium on a quiet server)
  const lighthouseFigures: LighthouseFigures[] = [];
  if (LIGHTHOUSE) {
    for (const p of selectPages(LIGHTHOUSE_SELECTION, articleId)) {
      log(`Lighthouse ${p.formFactor} ${p.baseline ? 'baseline ' : ''}${p.path}: ${LIGHTHOUSE_RUNS} runs…`);
      const f = await lighthouse(ROOT, p.baseline ? baseOrigin : appOrigin, p.path, p.formFactor, LIGHTHOUSE_RUNS);
      lighthouseFigures.push(p.baseline ? { ...f, baseline: true } : f);
      const s = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
      log(
        `  performance ${s(f.score)} (median of ${f.runs.length}: ${f.runs.map((r) => s(r.score)).join(', ')}), accessibility ${s(f.scores.accessibility)}, ` +
          `best practices ${s(f.scores['best-practices'])}, SEO ${s(f.scores.seo)}; TBT ${f.tbtMs.toFixed(0)} ms, LCP ${f.lcpMs.toFixed(0)} ms` +
          `${f.finalPath !== p.path ? `; landed on ${f.finalPath}` : ''}${f.error ? `; failed run: ${f.error}` : ''}` +
          `${Object.keys(f.failed).length ? `\n    failed audits: ${Object.keys(f.failed).join(', ')}` : ''}`,
      );
    }
  }

  // 8. report
  const rps = (k: string) => rows.find((r) => r.key === k)?.cannon.rps ?? NaN;
  const cnRatio = rps('home-cn') / rps('baseline');
  const enRatio = rps('home-en') / rps('baseline');
  const portP95 = rows.find((r) => r.key === 'ports')?.exact.p95 ?? NaN;
  const rateP95 = rows.find((r) => r.key === 'rates')?.exact.p95 ?? NaN;
  const scheduleP95 = rows.find((r) => r.key === 'schedules')?.exact.p95 ?? NaN;
  const orderP95 = rows.find((r) => r.key === 'orders')?.exact.p95 ?? NaN;
  const cpuMs = (k: string) => {
    const row = rows.find((r) => r.key === k);
    return row ? cpuMsPerRequest(row) : NaN;
  };
  const nextVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version;
  const resultsFile = path.join(BENCH, 'RESULTS.md');
  // A partial run (BENCH_TARGETS) does not overwrite the full run's figures in RESULTS.md.
  const reportFile = ONLY_TARGETS.length ? path.join(BENCH, '.data', `results-${ONLY_TARGETS.join('-')}.md`) : resultsFile;
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? 'unknown CPU',
      memoryGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
      next: nextVersion,
      os: `${os.type()} ${os.release()}`,
      commit: commit(),
    },
    settings: { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS, exactN },
    background,
    builds,
    db,
    dataset,
    indexCost,
    rows,
    pages,
    portQueries,
    serverRssMiB,
    targets: {
      homeRatio: { cn: cnRatio, en: enRatio, min: TARGET_HOME_RATIO, metCn: cnRatio >= TARGET_HOME_RATIO, metEn: enRatio >= TARGET_HOME_RATIO },
      cpuRatio: { cn: cpuMs('baseline') / cpuMs('home-cn'), en: cpuMs('baseline') / cpuMs('home-en') },
      homeThroughNext: { ratio: rps('home-cn-next') / rps('baseline'), cpuRatio: cpuMs('baseline') / cpuMs('home-cn-next') },
      throughNext: (
        [
          ['home-cn-next', 'home (cn) through Next', TARGET_HOME_NEXT_RATIO],
          ['lcl', '/lclFreight (cn) through Next', TARGET_LCL_NEXT_RATIO],
        ] as const
      ).flatMap(([key, label, min]) => (rows.some((x) => x.key === key) ? [{ label, min, ratio: rps(key) / rps('baseline'), cpuRatio: cpuMs('baseline') / cpuMs(key) }] : [])),
      html: { max: TARGET_HOME_HTML, pages: ['desktop /', 'desktop /en'] },
      pageSize: (
        [
          ['baseline', 'baseline'],
          ['lcl', 'desktop /lclFreight'],
          ['home-cn-next', 'desktop /'],
        ] as const
      ).flatMap(([key, page]) => {
        const row = rows.find((x) => x.key === key);
        const info = pages.find((x) => x.label === page)?.info;
        return row && info ? [{ label: row.label, htmlRaw: info.htmlRaw, cpuMs: cpuMs(key), ratio: rps(key) / rps('baseline') }] : [];
      }),
      portP95: { value: portP95, max: TARGET_PORT_P95_MS, met: portP95 <= TARGET_PORT_P95_MS },
      rateP95: { value: rateP95, max: TARGET_RATE_P95_MS, met: rateP95 <= TARGET_RATE_P95_MS, rates: rateDb.rates },
      scheduleP95: { value: scheduleP95, max: TARGET_SCHEDULE_P95_MS, met: scheduleP95 <= TARGET_SCHEDULE_P95_MS },
      orderP95: { value: orderP95, max: TARGET_ORDER_P95_MS, met: orderP95 <= TARGET_ORDER_P95_MS, orders: orderLoad.orders },
      firstLoad: { maxJs: TARGET_FIRST_LOAD_JS, maxCss: TARGET_FIRST_LOAD_CSS, pages: pages.filter((p) => p.label !== 'baseline').map((p) => p.label) },
      lighthouse: TARGET_LIGHTHOUSE,
    },
    lighthouse: LIGHTHOUSE ? { runs: LIGHTHOUSE_RUNS, figures: lighthouseFigures } : undefined,
    mixed,
    inp,
    analysis: previousAnalysis(resultsFile),
  };
  console.log(`\n${consoleTable(report)}\n`);
  console.log(
    pages.map((p) => `${p.label}: HTML ${p.info.htmlRaw} B (gzip ${p.info.htmlGzip}), CSS ${p.info.assets.css.raw} B (gzip ${p.info.assets.css.gzip}), JS ${p.info.assets.js.raw} B (gzip ${p.info.assets.js.gzip})`).join('\n'),
  );
  writeFileSync(reportFile, markdown(report));
  log(`wrote ${path.relative(ROOT, reportFile)} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
}

runBench('bench', TOTAL_BUDGET_MS, main, cleanup);
