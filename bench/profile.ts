// Where a page's server time goes: a CPU profile of the bench build under load.
//
//   npx tsx bench/profile.ts [path|next:path|ports|rates] [seconds]   (default: / for 10 s; `next:/`: the page
//                                                          past the front server's page microcache, as the bench's
//                                                          "through Next" targets ask; `ports`: the port-search load;
//                                                          `rates`: the rate-search load of a certified user)
//   npx tsx bench/profile.ts file.cpuprofile             (analyse a saved profile)
//
// BENCH_PROFILE_HOLD=rates: before the load, one rate search of every bench company builds its rate index,
// so the server holds what it holds during a full `npm run bench` (ten companies' indexes) while it is
// profiled; the server's resident memory is printed before and after.
//
// Needs the build and database `npm run bench` prepares (.next-bench, bench/.data/pg). Starts the
// app on port 3202 (BENCH_PROFILE_PORT) with `node --cpu-prof`, loads `path` with autocannon at 10 connections, stops the
// server (the profile is written on exit) and prints the self and inclusive time by function and by
// module. Profiles are kept in bench/.data/profiles (open them in Chrome DevTools › Performance).
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cannon, request, type Target } from './lib/measure';
import { portSearchTarget, THROUGH_NEXT } from './lib/queries';
import { prepareRates, rateSearchTarget } from './lib/rates';
import { prepareCompanies } from './lib/tenants';
import { killAllNow, portInUse, startServer, stopAll, waitForHttp } from './lib/proc';
import { mobileUserApi } from '../lib/endpoints/mobileUser';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 3202);
const PROFILES = path.join(ROOT, 'bench/.data/profiles');

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A page's load: `next:/path` past the front server's page microcache (as the bench's through-Next targets ask), `/path` as a browser asks. */
function pageTarget(origin: string, target: string): Target {
  const through = target.startsWith('next:');
  const page = through ? target.slice('next:'.length) : target;
  return { key: 'page', label: target, origin, method: 'GET', ...(through ? { headers: THROUGH_NEXT } : {}), requests: [{ path: page }] };
}

/** A short name for the module a function lives in. */
function moduleOf(url: string): string {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = u.slice(nm + '/node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === 'next') {
      const sub = rest.slice(1, -1).join('/').replace(/^dist\//, '');
      return `next/${sub.split('/').slice(0, 3).join('/')}`;
    }
    return pkg;
  }
  const dist = u.indexOf('/.next-bench/');
  if (dist >= 0) return `.next-bench/${u.slice(dist + 13).split('/').slice(0, 3).join('/')}`;
  return path.relative(ROOT, u);
}

/** Asks one request until it answers: a company's first rate search builds its index (seconds at 100,000 rates). */
async function answered(origin: string, t: Target, r: Target['requests'][number]): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await request(origin, t.method, r.path, { body: r.body, headers: { ...t.headers, ...r.headers } });
      return;
    } catch (error) {
      if (tries >= 8) throw error;
    }
  }
}

/** A process's resident memory in MiB (Linux). */
function rssMiB(pid: number | undefined): string {
  if (!pid) return '?';
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? (Number(line[1]) / 1024).toFixed(0) : '?';
}

/** Monotonic clock in µs: the clock V8 stamps profile samples with (CLOCK_MONOTONIC on Linux). */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function analyse(file: string, window?: { from: number; to: number }, top = 25): string {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  // self time per node from the samples (only those inside the load window, when one is given)
  const self = new Map<number, number>();
  let t = p.startTime;
  let first = Infinity;
  let last = -Infinity;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    t += dt;
    if (window && (t < window.from || t > window.to)) return;
    first = Math.min(first, t);
    last = Math.max(last, t);
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  if (!Number.isFinite(first)) throw new Error('no profile samples fall inside the load window');
  const totalUs = last - first;
  const idle = p.nodes.filter((n) => n.callFrame.functionName === '(idle)').reduce((s, n) => s + (self.get(n.id) ?? 0), 0);
  const busy = totalUs - idle;
  // inclusive time per node, then per function (a function counted once per stack)
  const incl = new Map<number, number>();
  const inclusive = (n: Node): number => {
    const known = incl.get(n.id);
    if (known !== undefined) return known;
    let t = self.get(n.id) ?? 0;
    for (const c of n.children ?? []) t += inclusive(byId.get(c)!);
    incl.set(n.id, t);
    return t;
  };
  const key = (n: Node) => `${n.callFrame.functionName || '(anonymous)'}  ${moduleOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const selfByFn = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  for (const n of p.nodes) {
    const s = self.get(n.id) ?? 0;
    if (!s || n.callFrame.functionName === '(idle)') continue;
    selfByFn.set(key(n), (selfByFn.get(key(n)) ?? 0) + s);
    const m = n.callFrame.functionName === '(garbage collector)' ? '(garbage collector)' : moduleOf(n.callFrame.url);
    selfByModule.set(m, (selfByModule.get(m) ?? 0) + s);
  }
  const inclByFn = new Map<string, number>();
  // inclusive = sum of self time of every node below (and including) the first occurrence of the function on a stack
  const root = p.nodes[0]!;
  inclusive(root);
  const addSubtree = (n: Node, k: string) => inclByFn.set(k, (inclByFn.get(k) ?? 0) + (incl.get(n.id) ?? 0));
  const firstOnStack = (n: Node, onStack: Set<string>) => {
    const k = key(n);
    if (!onStack.has(k)) addSubtree(n, k);
    const next = onStack.has(k) ? onStack : new Set(onStack).add(k);
    for (const c of n.children ?? []) firstOnStack(byId.get(c)!, next);
  };
  firstOnStack(root, new Set());

  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
  const list = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us)}  ${k}`)
      .join('\n');
  return [
    `profile ${path.relative(ROOT, file)}: ${window ? 'load window' : 'whole run'} ${(totalUs / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (percentages are of busy time)`,
    '',
    'self time by module:',
    list(selfByModule, top),
    '',
    'self time by function:',
    list(selfByFn, top),
    '',
    'inclusive time by function:',
    list(
      new Map([...inclByFn.entries()].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)'))),
      top + 15,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const target = process.argv[2] ?? '/';
  const seconds = Number(process.argv[3] ?? 10);
  if (process.argv[2]?.endsWith('.cpuprofile')) {
    console.log(analyse(path.resolve(process.argv[2])));
    return;
  }
  process.chdir(ROOT);
  if (await portInUse(PORT)) throw new Error(`port ${PORT} is in use`);
  mkdirSync(PROFILES, { recursive: true });
  const before = new Set(readdirSync(PROFILES));
  let window: { from: number; to: number } | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next-bench',
    PORT: String(PORT),
    PGLITE_DIR: path.join(ROOT, 'bench/.data/pg'),
  };
  delete env.DATABASE_URL;
  delete env.TRUSTED_PROXIES;
  // The rate load needs its 100,000 rates and a certified user's session (as `npm run bench` makes them);
  // holding the rate indexes needs every bench company's.
  const holdRates = process.env.BENCH_PROFILE_HOLD === 'rates';
  const pg = path.join(ROOT, 'bench/.data/pg');
  const others = holdRates ? (await prepareCompanies(pg)).tenants.slice(1) : [];
  const rateDb = target === 'rates' || holdRates ? await prepareRates(pg, 1, 100_000, others) : null;
  const server = startServer('app (profiled)', PORT, process.execPath, ['--cpu-prof', `--cpu-prof-dir=${PROFILES}`, path.join(ROOT, 'server.mjs'), '-p', String(PORT)], {
    cwd: ROOT,
    env,
    logFile: path.join(ROOT, 'bench/.data/logs/profile-app.log'),
  });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    await waitForHttp(server, `${origin}/api${mobileUserApi.kefuInit.path}`, 60_000);
    const rateLoad = rateDb ? rateSearchTarget(origin, rateDb) : null;
    if (holdRates && rateLoad) {
      const rssBefore = rssMiB(server.child.pid);
      const started = Date.now();
      for (const r of rateLoad.requests) await answered(origin, rateLoad, r);
      console.log(`rate indexes of ${others.length + 1} companies built in ${((Date.now() - started) / 1000).toFixed(1)} s; server RSS ${rssBefore} → ${rssMiB(server.child.pid)} MiB`);
    }
    const t: Target = target === 'ports' ? portSearchTarget(origin) : target === 'rates' && rateLoad ? rateLoad : pageTarget(origin, target);
    if (t === rateLoad) await answered(origin, t, t.requests[0]!);
    for (let i = 0; i < 30; i++) {
      const r = t.requests[i % t.requests.length]!;
      await request(origin, t.method, r.path, { body: r.body, headers: t.headers });
    }
    await cannon(t, 10, 2);
    const from = nowUs();
    const r = await cannon(t, 10, seconds);
    window = { from, to: nowUs() };
    console.log(`${target}: ${Math.round(r.rps)} req/s under the profiler (p50 ${r.p50} ms, non-2xx ${r.non2xx}); ${r.total} requests`);
  } finally {
    await stopAll(15_000);
  }
  const fresh = readdirSync(PROFILES)
    .filter((f) => f.endsWith('.cpuprofile') && !before.has(f))
    .map((f) => path.join(PROFILES, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!fresh[0]) throw new Error('no profile was written (did the server exit cleanly?)');
  console.log(analyse(fresh[0], window));
}

process.on('exit', () => killAllNow());
process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));
main().catch((e: unknown) => {
  console.error('[profile] failed:', e instanceof Error ? e.message : e);
  void stopAll().finally(() => process.exit(1));
});
