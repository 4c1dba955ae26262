// The carrier bench: a DCSA schedule import of one carrier × 50 lanes × 12 weeks against the mock
// carrier, and the schedule search before and after it.
//
//   npm run bench:carriers      (= npx tsx --import ./bench/lib/serverOnly.mjs bench/carriers.ts)
//
// 1. a fresh database: PGlite in bench/.data/carriers-pg (removed afterwards), or the PostgreSQL
//    database of BENCH_DATABASE_URL (it must be empty or a previous bench's; never a shared one);
//    migrate + seed (company 1 with a year of its own loops' sailings)
// 2. the mock carrier of the API tests (tests/api/dcsaMockCarrier.ts: the demo Hapag-Lloyd loops in
//    CS 1.0.3, its own request/answer checks off so they do not count) on 127.0.0.1, a connection of
//    company 1 to it (API key, 12 weeks)
// 3. schedule search without the carrier's sailings: the query mix (the main bench's 16 lanes and the
//    50 imported lanes, 2–4 week windows, some months ahead), through the route handler in process,
//    sequentially (exact p50/p95/p99) and with 10 requests in flight
// 4. the import (50 lanes, every request and routing validated against CS 1.0.3 by the client, as in
//    production): time, requests, pages, routings, voyages, write statements and rows written; then
//    a second, unchanged import (what the 15-minute job costs when nothing moved)
// 5. the same search mix with the imported sailings
// 6. prints the figures and writes its section of bench/RESULTS.md (between the carriers markers,
//    below the hand-written analysis, so the main bench's runs keep it)
//
// Environment: BENCH_CARRIER_N (2000 searches per measurement), BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { NextRequest } from 'next/server';
import { scheduleQueries } from './lib/queries';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH = path.join(ROOT, 'bench');
const PG_DIR = path.join(BENCH, '.data/carriers-pg');
const N = Number(process.env.BENCH_CARRIER_N ?? 2000);
const IN_FLIGHT = 10;
const HORIZON_WEEKS = 12;
const COMPANY_ID = 1;
const HOST = 'localhost';
const START = '<!-- carriers bench: written by npm run bench:carriers, replaced on each of its runs -->';
const END = '<!-- /carriers bench -->';

// Everything below reads the environment once (lib/env.ts): set it before the app's modules load.
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else {
  delete process.env.DATABASE_URL;
  rmSync(PG_DIR, { recursive: true, force: true });
  mkdirSync(PG_DIR, { recursive: true });
  process.env.PGLITE_DIR = PG_DIR;
}
process.env.CARRIER_SECRET_KEY ??= randomBytes(32).toString('hex');
process.env.LOG_LEVEL = 'warn';
process.env.JOBS = 'off';
process.env.FILES_DIR ??= path.join(BENCH, '.data/carriers-files');

/** The demo loops' ports: Chinese origins to the ports beyond, 48 lanes, and two from Singapore. */
const ORIGINS = ['CNTAO', 'CNNGB', 'CNSHA', 'CNYTN', 'CNXMN', 'CNSHK'];
const DESTINATIONS = ['SGSIN', 'NLRTM', 'DEHAM', 'GBFXT', 'AEJEA', 'SAJED', 'USLAX', 'USOAK'];
const LANES = [...ORIGINS.flatMap((pol) => DESTINATIONS.map((pod) => ({ pol, pod }))), { pol: 'SGSIN', pod: 'NLRTM' }, { pol: 'SGSIN', pod: 'AEJEA' }];

type Latency = { n: number; p50: number; p95: number; p99: number; max: number; rows: number };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}, with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const log = (s: string) => process.stdout.write(`[bench:carriers] ${s}\n`);
  const { getDb } = await import('../lib/server/db');
  const { migrateDatabase } = await import('../lib/server/db/open');
  const { seedDatabase } = await import('../lib/server/db/seed');
  const schema = await import('../lib/server/db/schema');
  const { and, count, eq, isNotNull } = await import('drizzle-orm');
  const { saveConnection, enabledEndpoint } = await import('../lib/server/carriers/connections');
  const { importSchedules } = await import('../lib/server/carriers/scheduleImport');
  const { startMockCarrier, MOCK_API_KEY } = await import('../tests/api/dcsaMockCarrier');
  const { GET: querySchedules } = await import('../app/api/webschedulecontroller/querySchedules/route');

  const t0 = performance.now();
  const db = await getDb();
  await migrateDatabase(db);
  await seedDatabase(db, { log: () => {} });
  log(`database ready (${db.$kind}) in ${Math.round(performance.now() - t0)} ms`);

  // the lanes' ports must be the company's (an import leaves out calls at ports it does not list)
  const known = new Set((await db.select({ code: schema.ports.code }).from(schema.ports).where(eq(schema.ports.companyId, COMPANY_ID))).map((p) => p.code));
  const NAMES: Record<string, [string, string, boolean]> = {
    CNTAO: ['青岛', 'Qingdao', true], CNNGB: ['宁波', 'Ningbo', true], CNSHA: ['上海', 'Shanghai', true], CNYTN: ['盐田', 'Yantian', true], CNXMN: ['厦门', 'Xiamen', true],
    CNSHK: ['蛇口', 'Shekou', true], SGSIN: ['新加坡', 'Singapore', false], NLRTM: ['鹿特丹', 'Rotterdam', false], DEHAM: ['汉堡', 'Hamburg', false], GBFXT: ['费利克斯托', 'Felixstowe', false],
    AEJEA: ['杰贝阿里', 'Jebel Ali', false], SAJED: ['吉达', 'Jeddah', false], USLAX: ['洛杉矶', 'Los Angeles', false], USOAK: ['奥克兰', 'Oakland', false],
  };
  const missing = Object.entries(NAMES).filter(([code]) => !known.has(code));
  if (missing.length) {
    const countries = Object.fromEntries((await db.select({ code: schema.ports.countryCode, cn: schema.ports.countryName, en: schema.ports.countryNameEn }).from(schema.ports).where(eq(schema.ports.companyId, COMPANY_ID))).map((c) => [c.code, c]));
    await db.insert(schema.ports).values(
      missing.map(([code, [nameCn, nameEn, origin]]) => {
        const cc = code.slice(0, 2);
        return { companyId: COMPANY_ID, code, nameCn, nameEn, countryCode: cc, countryName: countries[cc]?.cn ?? cc, countryNameEn: countries[cc]?.en ?? cc, isOrigin: origin, isDestination: !origin };
      }),
    );
  }

  const mock = await startMockCarrier({ validate: false });
  const [hlcu] = await db.select({ id: schema.carriers.id }).from(schema.carriers).where(eq(schema.carriers.code, 'HLCU'));
  if (!hlcu) throw new Error('bench: the seed has no HLCU carrier');
  // a staff member to act as (the connection is audited like a console change)
  const [staff] = await db.select({ id: schema.staffUsers.id }).from(schema.staffUsers).where(eq(schema.staffUsers.companyId, COMPANY_ID)).limit(1);
  // the seed may already connect company 1 to the demo carrier (DEMO_CARRIER=on): that one is left alone
  await db.delete(schema.carrierConnections).where(and(eq(schema.carrierConnections.companyId, COMPANY_ID), eq(schema.carrierConnections.carrierId, hlcu.id)));
  const connectionId = await saveConnection(db, { companyId: COMPANY_ID, staffId: staff!.id, name: 'bench', ip: '127.0.0.1' }, {
    carrierId: hlcu.id,
    baseUrl: mock.url,
    authKind: 'apiKey',
    apiKeyHeader: 'API-Key',
    tokenUrl: '',
    clientId: '',
    scope: '',
    secret: MOCK_API_KEY,
    apis: ['CS'],
    horizonWeeks: HORIZON_WEEKS,
    enabled: true,
  });
  const ep = (await enabledEndpoint(db, connectionId))!;

  const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const paths = [
    ...scheduleQueries(),
    ...LANES.map(({ pol, pod }, i) => {
      const q = new URLSearchParams({ pol, pod, weeks: String(2 + (i % 3)) });
      if (i % 5 === 2) q.set('from', ahead(14 * (1 + (i % 4))));
      return `/api/webschedulecontroller/querySchedules?${q}`;
    }),
  ];

  const once = async (p: string) => {
    const res = await querySchedules(new NextRequest(new URL(p, `http://${HOST}`), { headers: { host: HOST } }));
    if (res.status !== 200) throw new Error(`bench: ${p} answered ${res.status}`);
    return ((await res.json()) as { rows: unknown[] }).rows.length;
  };

  async function measure(label: string): Promise<{ sequential: Latency; inFlight: Latency }> {
    for (const p of paths) await once(p); // warm-up: the index is (re)built on the first search
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < N; i++) {
      const s = performance.now();
      rows += await once(paths[i % paths.length]!);
      times.push(performance.now() - s);
    }
    const seq = times.sort((a, b) => a - b);
    const flight: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < N) {
          const i = next++;
          const s = performance.now();
          await once(paths[i % paths.length]!);
          flight.push(performance.now() - s);
        }
      }),
    );
    flight.sort((a, b) => a - b);
    const fig = (xs: number[]): Latency => ({ n: xs.length, p50: round(pct(xs, 50)), p95: round(pct(xs, 95)), p99: round(pct(xs, 99)), max: round(xs[xs.length - 1] ?? NaN), rows: round(rows / N, 1) });
    const out = { sequential: fig(seq), inFlight: fig(flight) };
    log(`${label}: sequential p50 ${out.sequential.p50} ms, p95 ${out.sequential.p95} ms, p99 ${out.sequential.p99} ms; ${IN_FLIGHT} in flight p95 ${out.inFlight.p95} ms; ${out.sequential.rows} routings per answer`);
    return out;
  }

  const sailingCount = async (carrier: boolean) =>
    (await db.select({ n: count() }).from(schema.sailings).where(carrier ? and(eq(schema.sailings.companyId, COMPANY_ID), isNotNull(schema.sailings.sourceConnectionId)) : eq(schema.sailings.companyId, COMPANY_ID)))[0]!.n;

  const before = await measure('search without the carrier');
  const ownSailings = await sailingCount(false);

  const noSleep = { sleep: async () => {} };
  let s = performance.now();
  const first = await importSchedules(db, ep, { lanes: LANES, client: noSleep });
  const firstMs = performance.now() - s;
  log(`import: ${Math.round(firstMs)} ms, ${first.requests} requests, ${first.routes} routings, ${first.voyages} voyages, ${first.created} created, ${first.writeStatements} write statements, ${first.rowsWritten} rows (${first.status})`);
  s = performance.now();
  const second = await importSchedules(db, ep, { lanes: LANES, client: noSleep });
  const secondMs = performance.now() - s;
  log(`again, unchanged: ${Math.round(secondMs)} ms, ${second.writeStatements} write statements, ${second.rowsWritten} rows`);
  const carrierSailings = await sailingCount(true);

  const after = await measure('search with the carrier');
  await mock.close();
  await db.$close();

  const line = (l: string, f: Latency) => `| ${l} | ${f.n} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} |`;
  const section = [
    START,
    '',
    `## Carrier schedules (npm run bench:carriers, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit \`${commit()}\`)`,
    '',
    `Machine: ${os.availableParallelism()} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; the mock carrier, the import and the searches share one process (bench/carriers.ts).`,
    '',
    `**Import** of one carrier (the mock carrier's Hapag-Lloyd loops, CS 1.0.3) × ${LANES.length} lanes × ${HORIZON_WEEKS} weeks, every request and routing validated against the document:`,
    '',
    '| run | time | requests | pages | routings | voyages | created | updated | unchanged | write statements | rows written | status |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| first | ${(firstMs / 1000).toFixed(2)} s | ${first.requests} | ${first.pages} | ${first.routes} | ${first.voyages} | ${first.created} | ${first.updated} | ${first.unchanged} | ${first.writeStatements} | ${first.rowsWritten} | ${first.status} |`,
    `| again, nothing changed | ${(secondMs / 1000).toFixed(2)} s | ${second.requests} | ${second.pages} | ${second.routes} | ${second.voyages} | ${second.created} | ${second.updated} | ${second.unchanged} | ${second.writeStatements} | ${second.rowsWritten} | ${second.status} |`,
    '',
    `Company 1's sailings: ${ownSailings} of its own; the import added ${carrierSailings} (calls at ports the company does not list left out: ${first.skippedCalls}).`,
    '',
    `**Schedule search** (\`GET /api/webschedulecontroller/querySchedules\` through its route handler in process, ${paths.length} queries in turn: the main bench's ${paths.length - LANES.length} lanes and the ${LANES.length} imported ones, 2–4 week windows, some months ahead), ms:`,
    '',
    '| index | requests | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|',
    line(`without the carrier, sequential (${before.sequential.rows} routings per answer)`, before.sequential),
    line(`without the carrier, ${IN_FLIGHT} in flight`, before.inFlight),
    line(`with the carrier, sequential (${after.sequential.rows} routings per answer)`, after.sequential),
    line(`with the carrier, ${IN_FLIGHT} in flight`, after.inFlight),
    '',
    END,
  ].join('\n');
  const file = path.join(BENCH, 'RESULTS.md');
  const old = readFileSync(file, 'utf8');
  const at = old.indexOf(START);
  const end = old.indexOf(END);
  const next = at >= 0 && end > at ? `${old.slice(0, at)}${section}${old.slice(end + END.length)}` : `${old.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  log(`wrote its section of ${path.relative(ROOT, file)}`);
}

main()
  .catch((error) => {
    process.stderr.write(`[bench:carriers] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    if (!process.env.BENCH_DATABASE_URL) rmSync(PG_DIR, { recursive: true, force: true });
    rmSync(path.join(BENCH, '.data/carriers-files'), { recursive: true, force: true });
  });
