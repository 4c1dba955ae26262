// The cluster bench: one instance against two behind nginx, each with and without the Redis cache
// handler, under the same load; and what the shared cache costs per request.
//
//   npm run bench:cluster          (= npx tsx bench/cluster.ts)
//
// 1. builds the app into .next-bench when missing or stale (the build `npm run bench` uses)
// 2. creates a PostgreSQL database of its own (migrate, seed, company 1 topped up to 10,000 ports and
//    100,000 rates: bench/lib/db.ts, bench/lib/rates.ts) and a Redis key prefix of its own
// 3. starts four clusters side by side with scripts/cluster.mjs (SKIP_BUILD=1, the build above), each
//    its own nginx in front: 1 and 2 instances without Redis (Next's cache in each process, signals over
//    LISTEN/NOTIFY), 1 and 2 instances with REDIS_URL (the Redis cache handler, a prefix each)
// 4. warms them up, then measures with autocannon: every endpoint at every connection count on every
//    configuration, the configurations one right after the other (their order rotating per round),
//    in rounds, so that the background load of the shared machine hits all of them alike; the CPU
//    time of the instances, nginx, the database's backends and redis-server per request
// 5. times reads of the cached pages straight from Redis (what an instance pays for a page it does
//    not hold itself)
// 6. writes the section "Several instances" of bench/RESULTS.md (everything else in the file stays as
//    it is), drops the database, deletes the Redis keys, stops every process it started (also on
//    error, Ctrl-C and after the time budget)
//
// Environment: CLUSTER_BENCH_ROUNDS (4), CLUSTER_BENCH_SECONDS (12: per endpoint, connection count and
// configuration over all rounds), CLUSTER_BENCH_CONNECTIONS (10,50), CLUSTER_BENCH_PORT (3260: ten ports
// from it), CLUSTER_BENCH_CONFIGS (a selection of 1-local,2-local,1-redis,2-redis; the report then goes to
// bench/.data/cluster-<configs>.md), CLUSTER_BENCH_TARGETS (a selection of home-next,home,ports,rates,
// schedules; likewise), CLUSTER_BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: the
// server the database is made on), CLUSTER_BENCH_REDIS_URL (redis://127.0.0.1:6379/5),
// CLUSTER_BENCH_BUDGET_SECONDS (1200, builds included), BENCH_REBUILD=1, BENCH_SKIP_BUILD=1, BENCH_TYPECHECK=1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deserialize } from 'node:v8';
import { Redis } from 'ioredis';
import pg from 'pg';
import { BENCH_DIST, buildBenchApp, type BuildOutcome } from './lib/build';
import { cpuStart, meanShare, type CpuShare } from './lib/cpu';
import { prepareDatabase, type DbSummary } from './lib/db';
import { cannon, mergeCannon, percentile, warmUp, type CannonFigures, type Target } from './lib/measure';
import { descendants, portInUse, processesNamed, runBench, startServer, stopAll, waitForHttp, type Server } from './lib/proc';
import { portSearchTarget, scheduleSearchTarget, THROUGH_NEXT } from './lib/queries';
import { prepareRates, rateSearchTarget, type RateDbSummary } from './lib/rates';
import { mobileUserApi } from '../lib/endpoints/mobileUser';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH = path.join(ROOT, 'bench');
const LOGS = path.join(BENCH, '.data/logs');
const RESULTS = path.join(BENCH, 'RESULTS.md');
const COMPANY_ID = 1;
const MIN_PORTS = 10_000;
const MIN_RATES = 100_000;
const ROUNDS = Math.max(1, Number(process.env.CLUSTER_BENCH_ROUNDS ?? 4));
const SECONDS = Math.max(ROUNDS, Number(process.env.CLUSTER_BENCH_SECONDS ?? 12));
const CONNECTIONS = (process.env.CLUSTER_BENCH_CONNECTIONS ?? '10,50')
  .split(',')
  .map((c) => Number(c.trim()))
  .filter((c) => Number.isInteger(c) && c > 0);
const FIRST_PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 3260);
const PG_SERVER = process.env.CLUSTER_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const BUDGET_MS = Number(process.env.CLUSTER_BENCH_BUDGET_SECONDS ?? 1200) * 1000;
/** Reads of each cached page straight from Redis (step 5). */
const REDIS_READS = 500;
const selection = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
const ONLY_CONFIGS = selection('CLUSTER_BENCH_CONFIGS');
const ONLY_TARGETS = selection('CLUSTER_BENCH_TARGETS');

const T0 = Date.now();
const stamp = `${process.pid}_${Date.now().toString(36)}`;
const log = (s: string) => console.log(`[bench:cluster] ${s}`);

// ------------------------------------------------------------------ the configurations

type Config = {
  key: string;
  label: string;
  instances: number;
  redis: boolean;
  nginxPort: number;
  appPort: number;
  /** REDIS_PREFIX of its instances (Redis configurations) */
  prefix?: string;
  server?: Server;
};

const REDIS_BASE_PREFIX = `clusterbench_${stamp}`;
// Ten ports from FIRST_PORT: nginx, then the instances, per configuration.
const ALL_CONFIGS: Config[] = [
  { key: '1-local', label: '1 instance, no Redis', instances: 1, redis: false, nginxPort: FIRST_PORT, appPort: FIRST_PORT + 1 },
  { key: '2-local', label: '2 instances, no Redis', instances: 2, redis: false, nginxPort: FIRST_PORT + 2, appPort: FIRST_PORT + 3 },
  { key: '1-redis', label: '1 instance, Redis', instances: 1, redis: true, nginxPort: FIRST_PORT + 5, appPort: FIRST_PORT + 6, prefix: `${REDIS_BASE_PREFIX}_1` },
  { key: '2-redis', label: '2 instances, Redis', instances: 2, redis: true, nginxPort: FIRST_PORT + 7, appPort: FIRST_PORT + 8, prefix: `${REDIS_BASE_PREFIX}_2` },
];

// ------------------------------------------------------------------ what we own, and undoing it

const undo: { what: string; step: () => Promise<void> | void }[] = [];

async function cleanup(): Promise<void> {
  // the clusters first: each stops its instances and nginx on SIGTERM and removes its nginx prefix
  const clusters = ALL_CONFIGS.flatMap((c) => (c.server ? [c.server] : []));
  await Promise.all(
    clusters.map(async (s) => {
      if (s.child.exitCode !== null || s.child.signalCode !== null) return;
      s.child.kill('SIGTERM');
      await Promise.race([s.exited, new Promise((r) => setTimeout(r, 20_000))]);
    }),
  );
  await stopAll(); // whatever is left, by process group
  for (const { what, step } of undo.reverse()) {
    try {
      await step();
      log(`cleanup: ${what}`);
    } catch (error) {
      console.error(`[bench:cluster] cleanup: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  undo.length = 0;
}


async function pgAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** The environment of a cluster: the bench's database, files and mail folders of its own, Redis or none. */
function clusterEnv(cfg: Config, databaseUrl: string, dirs: { files: string; outbox: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'TRUSTED_PROXIES', 'PGLITE_DIR', 'NODE_ENV', 'PORT', 'NEXT_DIST_DIR']) delete env[k];
  return {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    SKIP_BUILD: '1',
    DATABASE_URL: databaseUrl,
    FILES_DIR: dirs.files,
    OUTBOX_DIR: dirs.outbox,
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'warn',
    ...(cfg.redis ? { REDIS_URL, REDIS_PREFIX: cfg.prefix! } : {}),
  };
}

/** The processes of a running cluster: its instances (server.mjs) and nginx (master and worker). */
function clusterProcesses(cfg: Config): { apps: number[]; nginx: number[] } {
  const pid = cfg.server?.child.pid;
  if (pid === undefined) return { apps: [], nginx: [] };
  const all = descendants(pid);
  return {
    apps: all.filter((p) => /\bserver\.mjs\b/.test(p.cmdline)).map((p) => p.pid),
    nginx: all.filter((p) => /^nginx\b/.test(p.cmdline)).map((p) => p.pid),
  };
}

function targetsOf(origin: string, rateDb: RateDbSummary): Target[] {
  return [
    // home past the front server's page microcache: Next answers from its cache (the cache handler's hit)
    { key: 'home-next', label: 'home / (cn), through Next', origin, method: 'GET', headers: THROUGH_NEXT, requests: [{ path: '/' }] },
    { key: 'home', label: 'home / (cn), page microcache', origin, method: 'GET', requests: [{ path: '/' }] },
    { ...portSearchTarget(origin), label: 'port search (POST)' },
    { ...rateSearchTarget(origin, rateDb), label: 'LCL rate search (GET)' },
    { ...scheduleSearchTarget(origin), label: 'schedule search (GET)' },
  ];
}

// ------------------------------------------------------------------ figures

type Cell = {
  target: string;
  label: string;
  connections: number;
  config: string;
  cannon: CannonFigures;
  /** exact percentiles of every answered request of the cell (autocannon's own timing) */
  p50: number;
  p95: number;
  p99: number;
  cpu?: CpuShare;
  /** Redis commands the whole server processed, per request (other users of the server included) */
  redisCommandsPerRequest: number;
};

type RedisRead = { key: string; kind: string; bytes: number; getP50: number; getP95: number; readP50: number; readP95: number };

type ClusterReport = {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; next: string; os: string; commit: string };
  settings: { rounds: number; seconds: number; connections: number[]; firstPort: number };
  build: BuildOutcome;
  db: DbSummary;
  rates: number;
  configs: Config[];
  targets: { key: string; label: string }[];
  cells: Cell[];
  background?: CpuShare;
  loadBefore: number[];
  loadAfter: number[];
  redisReads: { config: string; entries: number; bytes: number; reads: RedisRead[] }[];
  minutes: number;
};

async function redisCommands(redis: Redis): Promise<number> {
  const info = await redis.info('stats');
  return Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? NaN);
}

/** Step 5: each cached page entry of a Redis configuration, read straight from Redis N times. */
async function timeRedisReads(redis: Redis, cfg: Config): Promise<ClusterReport['redisReads'][number]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${cfg.prefix}:next:*`, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  const sized: { key: string; bytes: number; kind: string }[] = [];
  let total = 0;
  for (const key of keys) {
    const buf = await redis.getBuffer(key);
    if (!buf) continue;
    total += buf.length;
    let kind = '?';
    try {
      kind = String((deserialize(buf) as { value?: { kind?: string } }).value?.kind ?? '?');
    } catch {
      // not an entry of the store
    }
    sized.push({ key, bytes: buf.length, kind });
  }
  // the pages (the largest entries), at most three of them
  const pages = sized
    .filter((e) => e.kind === 'APP_PAGE')
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
  const reads: RedisRead[] = [];
  for (const e of pages) {
    const get: number[] = [];
    const read: number[] = [];
    for (let i = 0; i < REDIS_READS; i++) {
      const t0 = performance.now();
      const buf = await redis.getBuffer(e.key);
      const t1 = performance.now();
      deserialize(buf!);
      const t2 = performance.now();
      get.push(t1 - t0);
      read.push(t2 - t0);
    }
    get.sort((a, b) => a - b);
    read.sort((a, b) => a - b);
    reads.push({
      key: e.key.slice(cfg.prefix!.length + 1).replace(/^next:[^:]+:/, ''),
      kind: e.kind,
      bytes: e.bytes,
      getP50: percentile(get, 50),
      getP95: percentile(get, 95),
      readP50: percentile(read, 50),
      readP95: percentile(read, 95),
    });
  }
  return { config: cfg.key, entries: sized.length, bytes: total, reads };
}

// ------------------------------------------------------------------ the run

async function main(): Promise<void> {
  process.chdir(ROOT);
  const configs = ONLY_CONFIGS.length ? ALL_CONFIGS.filter((c) => ONLY_CONFIGS.includes(c.key)) : ALL_CONFIGS;
  const unknown = ONLY_CONFIGS.filter((k) => !ALL_CONFIGS.some((c) => c.key === k));
  if (unknown.length || !configs.length) throw new Error(`CLUSTER_BENCH_CONFIGS: no configuration ${unknown.join(', ')} (${ALL_CONFIGS.map((c) => c.key).join(', ')})`);
  if (!CONNECTIONS.length) throw new Error('CLUSTER_BENCH_CONNECTIONS: no connection count');
  for (const c of configs) {
    for (let port = c.nginxPort; port < c.appPort + c.instances; port++) {
      if (await portInUse(port)) throw new Error(`port ${port} is already in use on 127.0.0.1 (CLUSTER_BENCH_PORT moves the ten ports of the bench)`);
    }
  }
  const loadBefore = os.loadavg();

  // 1. the build
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'TRUSTED_PROXIES']) delete buildEnv[k];
  log(`app build (${BENCH_DIST})…`);
  const build = await buildBenchApp({
    root: ROOT,
    env: buildEnv,
    logFile: path.join(LOGS, 'build-app.log'),
    timeoutMs: Math.max(60_000, BUDGET_MS - 8 * 60_000),
    force: process.env.BENCH_REBUILD === '1',
    skip: process.env.BENCH_SKIP_BUILD === '1',
    typecheck: process.env.BENCH_TYPECHECK === '1',
  });
  log(`  ${build.built ? `built in ${(build.ms / 1000).toFixed(1)} s` : build.reason}`);

  // 2. a database and a Redis prefix of its own
  const dbName = `clusterbench_${stamp}`;
  const adminUrl = new URL(PG_SERVER);
  adminUrl.pathname = '/postgres';
  await pgAdmin(adminUrl.toString(), (c) => c.query(`CREATE DATABASE ${dbName}`));
  undo.push({ what: `dropped database ${dbName}`, step: () => pgAdmin(adminUrl.toString(), (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).then(() => undefined) });
  const dbUrl = new URL(PG_SERVER);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await redis.connect();
  undo.push({
    what: `Redis keys of ${REDIS_BASE_PREFIX}* deleted, connection closed`,
    step: async () => {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_BASE_PREFIX}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    },
  });
  const dirs = { files: mkdtempSync(path.join(os.tmpdir(), 'clusterbench-files-')), outbox: mkdtempSync(path.join(os.tmpdir(), 'clusterbench-outbox-')) };
  undo.push({ what: 'temporary folders removed', step: () => Object.values(dirs).forEach((d) => rmSync(d, { recursive: true, force: true })) });
  log(`database ${dbName}: migrate, seed, ports, rates…`);
  const db = await prepareDatabase({ url: databaseUrl }, COMPANY_ID, MIN_PORTS, () => {});
  const rateDb = await prepareRates({ url: databaseUrl }, COMPANY_ID, MIN_RATES);
  log(`  ${db.ports} ports, ${rateDb.rates} rates, ${db.sailings} sailings (${((db.ms + rateDb.ms) / 1000).toFixed(1)} s)`);

  // 3. the clusters, one after the other (each migrates first: never two at once)
  for (const cfg of configs) {
    const started = Date.now();
    log(`${cfg.label}: scripts/cluster.mjs --instances ${cfg.instances} --port ${cfg.nginxPort} --app-port ${cfg.appPort}${cfg.redis ? ` (REDIS_PREFIX ${cfg.prefix})` : ''}`);
    cfg.server = startServer(
      `cluster ${cfg.key}`,
      cfg.nginxPort,
      process.execPath,
      [path.join(ROOT, 'scripts/cluster.mjs'), '--instances', String(cfg.instances), '--port', String(cfg.nginxPort), '--app-port', String(cfg.appPort), '--dist', BENCH_DIST],
      { cwd: ROOT, env: clusterEnv(cfg, databaseUrl, dirs), logFile: path.join(LOGS, `cluster-${cfg.key}.log`) },
    );
    await waitForHttp(cfg.server, `http://127.0.0.1:${cfg.nginxPort}/api${mobileUserApi.kefuInit.path}`, 240_000);
    const procs = clusterProcesses(cfg);
    log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s: instances ${procs.apps.join(', ')}, nginx ${procs.nginx.join(', ')}`);
    if (procs.apps.length !== cfg.instances) throw new Error(`${cfg.label}: found ${procs.apps.length} instances, not ${cfg.instances}`);
  }

  // 4. warm-up, then the load in rounds
  const allTargets = targetsOf('http://127.0.0.1:1', rateDb).map(({ key, label }) => ({ key, label }));
  const badTarget = ONLY_TARGETS.filter((k) => !allTargets.some((t) => t.key === k));
  if (badTarget.length) throw new Error(`CLUSTER_BENCH_TARGETS: no target ${badTarget.join(', ')} (${allTargets.map((t) => t.key).join(', ')})`);
  const targetKeys = allTargets.filter((t) => !ONLY_TARGETS.length || ONLY_TARGETS.includes(t.key));
  const targetOf = (cfg: Config, key: string) => targetsOf(`http://127.0.0.1:${cfg.nginxPort}`, rateDb).find((t) => t.key === key)!;
  for (const cfg of configs) {
    log(`${cfg.label}: warm-up`);
    for (const { key } of targetKeys) {
      const t = targetOf(cfg, key);
      await warmUp(t, 20 * cfg.instances, log);
      await cannon(t, Math.max(...CONNECTIONS), 1);
    }
  }
  const idle = cpuStart(undefined);
  await new Promise((r) => setTimeout(r, 2000));
  const background = idle();
  if (background) log(`background load before measuring: ${background.machine.toFixed(2)} of ${background.cores} cores busy (load average ${background.load1.toFixed(2)})`);

  const redisPids = processesNamed('redis-server');
  const pgPids = async () =>
    pgAdmin(adminUrl.toString(), async (c) => (await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map((r) => r.pid));
  type Acc = { cannon: CannonFigures[]; cpu: (CpuShare | undefined)[]; times: number[]; redisCommands: number };
  const acc = new Map<string, Acc>();
  const cellKey = (t: string, c: number, cfg: string) => `${t}|${c}|${cfg}`;
  const perRound = SECONDS / ROUNDS;
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round}/${ROUNDS}: every endpoint × ${CONNECTIONS.join(' and ')} connections × configuration for ${perRound.toFixed(1)} s`);
    for (const { key } of targetKeys) {
      for (const connections of CONNECTIONS) {
        // the configurations right after one another, starting with another one each round
        const order = configs.map((_, i) => configs[(i + round - 1) % configs.length]!);
        for (const cfg of order) {
          const k = cellKey(key, connections, cfg.key);
          const a = acc.get(k) ?? { cannon: [], cpu: [], times: [], redisCommands: 0 };
          acc.set(k, a);
          const procs = clusterProcesses(cfg);
          const cpu = cpuStart(procs.apps, { nginx: procs.nginx, postgres: await pgPids(), redis: redisPids });
          const before = await redisCommands(redis);
          a.cannon.push(await cannon(targetOf(cfg, key), connections, perRound, a.times));
          a.cpu.push(cpu({ postgres: await pgPids() }));
          a.redisCommands += (await redisCommands(redis)) - before - 1; // minus our own INFO
        }
      }
    }
    log(`  round ${round} done (${((Date.now() - T0) / 60_000).toFixed(1)} min since the start; load average ${os.loadavg()[0]!.toFixed(2)})`);
  }
  const cells: Cell[] = [];
  for (const { key, label } of targetKeys) {
    for (const connections of CONNECTIONS) {
      for (const cfg of configs) {
        const a = acc.get(cellKey(key, connections, cfg.key))!;
        const c = mergeCannon(a.cannon);
        a.times.sort((x, y) => x - y);
        cells.push({
          target: key,
          label,
          connections,
          config: cfg.key,
          cannon: c,
          p50: percentile(a.times, 50),
          p95: percentile(a.times, 95),
          p99: percentile(a.times, 99),
          cpu: meanShare(a.cpu),
          redisCommandsPerRequest: a.redisCommands / c.total,
        });
      }
    }
  }

  // 5. reads straight from Redis, with the load over
  const redisReads: ClusterReport['redisReads'] = [];
  for (const cfg of configs.filter((c) => c.redis)) redisReads.push(await timeRedisReads(redis, cfg));

  // 6. report
  const report: ClusterReport = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? 'unknown CPU',
      memoryGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
      next: (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version,
      os: `${os.type()} ${os.release()}`,
      commit: commit(),
    },
    settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, firstPort: FIRST_PORT },
    build,
    db,
    rates: rateDb.rates,
    configs: configs.map(({ server: _server, ...c }) => c),
    targets: targetKeys,
    cells,
    background,
    loadBefore,
    loadAfter: os.loadavg(),
    redisReads,
    minutes: (Date.now() - T0) / 60_000,
  };
  console.log(`\n${consoleTable(report)}\n`);
  writeFileSync(path.join(BENCH, '.data/cluster-results.json'), JSON.stringify(report, null, 2));
  const partial = ONLY_CONFIGS.length > 0 || ONLY_TARGETS.length > 0;
  if (partial) {
    const file = path.join(BENCH, '.data', `cluster-${[...ONLY_CONFIGS, ...ONLY_TARGETS].join('-')}.md`);
    writeFileSync(file, `${section(report, undefined)}\n`);
    log(`wrote ${path.relative(ROOT, file)} (a selection: RESULTS.md left as it is)`);
  } else {
    writeFileSync(RESULTS, withSection(readFileSync(RESULTS, 'utf8'), report));
    log(`wrote the section "Several instances" of ${path.relative(ROOT, RESULTS)}`);
  }
}

// ------------------------------------------------------------------ RESULTS.md

export const SECTION_BEGIN = '<!-- several instances: begin (written by `npm run bench:cluster`, bench/cluster.ts, up to its end marker; the analysis below its own marker is kept) -->';
export const SECTION_ANALYSIS = '<!-- several instances: analysis written by hand, kept across runs -->';
export const SECTION_END = '<!-- several instances: end -->';

const n0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
const n1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const n2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const n3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');

function mdTable(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** CPU ms per request of one group (`server` = the instances) in a cell. */
function msPerRequest(c: Cell, group: 'server' | 'nginx' | 'postgres' | 'redis'): number {
  if (!c.cpu) return NaN;
  const cores = group === 'server' ? c.cpu.server : (c.cpu.groups?.[group] ?? NaN);
  return (cores * c.cannon.seconds * 1000) / c.cannon.total;
}

function cellOf(r: ClusterReport, target: string, connections: number, config: string): Cell | undefined {
  return r.cells.find((c) => c.target === target && c.connections === connections && c.config === config);
}

function consoleTable(r: ClusterReport): string {
  const head = ['endpoint', 'conns', ...r.configs.map((c) => c.key)];
  const rows = r.targets.flatMap((t) =>
    r.settings.connections.map((conns) => [
      t.label,
      String(conns),
      ...r.configs.map((cfg) => {
        const c = cellOf(r, t.key, conns, cfg.key);
        return c ? `${n0(c.cannon.rps)}/s p95 ${n1(c.p95)}` : '–';
      }),
    ]),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

function ratio(a: number, b: number): string {
  return Number.isFinite(a / b) ? `${(a / b).toFixed(2)} ×` : '–';
}

function section(r: ClusterReport, analysis: string | undefined): string {
  const label = (key: string) => r.configs.find((c) => c.key === key)?.label ?? key;
  const perRound = r.settings.seconds / r.settings.rounds;
  const out: string[] = [];
  out.push(SECTION_BEGIN, '## Several instances', '');
  out.push(
    `Generated by \`npm run bench:cluster\` (bench/cluster.ts) on ${r.date}, commit \`${r.machine.commit}\` (working tree as it was), in ${n1(r.minutes)} min; the rest of this file is \`npm run bench\`'s and is left as it is.`,
    '',
    `- Machine: ${r.machine.cpus} CPUs, ${r.machine.cpuModel}, ${n1(r.machine.memoryGiB)} GiB, ${r.machine.os}; Node ${r.machine.node}, Next.js ${r.machine.next}. nginx, the instances, PostgreSQL, Redis and the load generator all share these cores.`,
    `- Load average (1, 5, 15 min): ${r.loadBefore.map(n2).join(', ')} at the start, ${r.loadAfter.map(n2).join(', ')} at the end${r.background ? `; ${n2(r.background.machine)} of ${r.background.cores} cores busy just before measuring, with every cluster idle` : ''}.`,
    `- Build: ${r.build.built ? `built in ${n1(r.build.ms / 1000)} s (${r.build.reason})` : r.build.reason} (\`${BENCH_DIST}\`). Database: a fresh PostgreSQL 127.0.0.1 database (dropped afterwards), migrated and seeded, company 1 with ${n0(r.db.ports)} ports and ${n0(r.rates)} rates (bench/lib/db.ts, bench/lib/rates.ts), ${n0(r.db.sailings)} sailings. Redis: ${REDIS_URL.replace(/\/\/[^@]*@/, '//')} with a key prefix per configuration (deleted afterwards).`,
    `- Load: autocannon through each cluster's nginx, ${r.settings.connections.join(' and ')} connections, ${r.settings.seconds} s per endpoint, connection count and configuration, in ${r.settings.rounds} rounds of ${n1(perRound)} s. In each round every endpoint and connection count runs on the configurations right after one another, the order rotating per round, so that the background load of the shared machine hits all of them alike. After a warm-up (20 requests per instance per endpoint, 1 s of load), discarded.`,
    '',
    mdTable(
      ['configuration', 'instances', "Next's cache (cache handler's store)", 'invalidation signals', 'ports (nginx, instances)'],
      r.configs.map((c) => [
        `**${c.key}**: ${c.label}`,
        String(c.instances),
        c.redis ? 'Redis (`REDIS_URL`), and a bounded copy in each process' : 'in each process only (no `REDIS_URL`: the handler without Redis)',
        c.redis ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY',
        `${c.nginxPort}, ${Array.from({ length: c.instances }, (_, i) => c.appPort + i).join(' and ')}`,
      ]),
    ),
    '',
    "All four run at once on one database (the idle ones cost next to nothing: their search indexes' version checks, once a second). Every instance runs with `DATABASE_URL`, so `next.config.ts` gives all of them the portal's cache handler: without Redis its store is the process's own memory (where Next's file cache would keep its in-memory copy), with Redis the same copy in front of Redis.",
    '',
    '### Side by side',
    '',
    'req/s; exact p95 latency in ms (every answered request, autocannon\'s own timing, nearest rank).',
    '',
  );
  out.push(
    mdTable(
      ['endpoint', 'connections', ...r.configs.map((c) => c.label)],
      r.targets.flatMap((t) =>
        r.settings.connections.map((conns) => [
          t.label,
          String(conns),
          ...r.configs.map((cfg) => {
            const c = cellOf(r, t.key, conns, cfg.key);
            return c ? `${n0(c.cannon.rps)}; ${n1(c.p95)} ms` : '–';
          }),
        ]),
      ),
    ),
    '',
  );
  const has = (k: string) => r.configs.some((c) => c.key === k);
  if (has('1-local') && has('2-local')) {
    out.push('Two instances against one, req/s (p95) at the highest connection count:', '');
    const top = Math.max(...r.settings.connections);
    out.push(
      mdTable(
        ['endpoint', 'no Redis: 2 ÷ 1 req/s', 'p95 1 → 2', ...(has('1-redis') && has('2-redis') ? ['Redis: 2 ÷ 1 req/s', 'p95 1 → 2'] : [])],
        r.targets.map((t) => {
          const pair = (one: string, two: string) => {
            const a = cellOf(r, t.key, top, one);
            const b = cellOf(r, t.key, top, two);
            return a && b ? [ratio(b.cannon.rps, a.cannon.rps), `${n1(a.p95)} → ${n1(b.p95)} ms`] : ['–', '–'];
          };
          return [`${t.label}, ${top} connections`, ...pair('1-local', '2-local'), ...(has('1-redis') && has('2-redis') ? pair('1-redis', '2-redis') : [])];
        }),
      ),
      '',
    );
  }
  out.push('### Every figure', '');
  out.push(
    'CPU ms per request: the CPU time of the processes during the cell ÷ its requests — the instances (server.mjs), nginx (master and worker), the PostgreSQL backends of the bench database, and redis-server (the whole server: other users of it included). Redis commands per request: the server\'s `total_commands_processed` over the cell ÷ its requests (likewise the whole server: on the configurations without Redis it shows what others sent meanwhile). "others": cores busy outside all of these and the load generator.',
    '',
    mdTable(
      ['endpoint', 'conns', 'configuration', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx / errors / timeouts', 'instances CPU ms/req', 'nginx', 'PostgreSQL', 'redis-server', 'Redis cmds/req', 'load generator cores', 'others cores'],
      r.cells.map((c) => [
        c.label,
        String(c.connections),
        label(c.config),
        n0(c.cannon.rps),
        n2(c.p50),
        n2(c.p95),
        n2(c.p99),
        n0(c.cannon.max),
        `${c.cannon.non2xx} / ${c.cannon.errors} / ${c.cannon.timeouts}`,
        n3(msPerRequest(c, 'server')),
        n3(msPerRequest(c, 'nginx')),
        n3(msPerRequest(c, 'postgres')),
        n3(msPerRequest(c, 'redis')),
        n2(c.redisCommandsPerRequest),
        n2(c.cpu?.client ?? NaN),
        n2(c.cpu?.others ?? NaN),
      ]),
    ),
    '',
  );
  out.push('### What the shared cache costs per request', '');
  out.push(
    "The page through Next (home past the front server's page microcache) is the one endpoint answered from Next's cache on every request, through the cache handler: the same page, the same instances, with and without Redis.",
    '',
    mdTable(
      ['connections', 'configuration', 'req/s', 'p50 ms', 'p95 ms', 'instances CPU ms/req', 'redis-server CPU ms/req', 'Redis cmds/req'],
      r.settings.connections.flatMap((conns) =>
        r.configs.flatMap((cfg) => {
          const c = cellOf(r, 'home-next', conns, cfg.key);
          return c ? [[String(conns), cfg.label, n0(c.cannon.rps), n2(c.p50), n2(c.p95), n3(msPerRequest(c, 'server')), n3(msPerRequest(c, 'redis')), n2(c.redisCommandsPerRequest)]] : [];
        }),
      ),
    ),
    '',
  );
  for (const rr of r.redisReads) {
    out.push(
      `A read straight from Redis — what an instance pays for a page it does not hold in its own copy (after a start, a resync or eviction; on a hit of its copy it pays nothing of it): the largest page entries of ${label(rr.config)} (${rr.entries} entries, ${n0(rr.bytes / 1024)} KB in all under its prefix), each read ${REDIS_READS} times one after the other from the bench process with ioredis, with the load over.`,
      '',
      mdTable(
        ['entry (Next cache key)', 'kind', 'size', 'GET p50 ms', 'GET p95 ms', 'GET + v8.deserialize p50 ms', 'p95 ms'],
        rr.reads.map((x) => [`\`${x.key}\``, x.kind, `${n1(x.bytes / 1024)} KB`, n3(x.getP50), n3(x.getP95), n3(x.readP50), n3(x.readP95)]),
      ),
      '',
    );
    break; // the entries are alike in every Redis configuration
  }
  out.push(analysis ?? `${SECTION_ANALYSIS}\n### Analysis of the cluster bench\n\n(Not written yet.)\n${SECTION_END}`);
  return out.join('\n');
}

/** RESULTS.md with the section replaced (its hand-written analysis kept), or appended at the end. */
function withSection(text: string, r: ClusterReport): string {
  const begin = text.indexOf(SECTION_BEGIN);
  const end = text.indexOf(SECTION_END);
  if (begin >= 0 && end > begin) {
    const a = text.indexOf(SECTION_ANALYSIS, begin);
    const analysis = a >= 0 && a < end ? text.slice(a, end + SECTION_END.length) : undefined;
    return text.slice(0, begin) + section(r, analysis) + text.slice(end + SECTION_END.length);
  }
  return `${text.replace(/\s*$/, '')}\n\n${section(r, undefined)}\n`;
}

// ------------------------------------------------------------------ start

runBench('bench:cluster', BUDGET_MS, main, cleanup);
