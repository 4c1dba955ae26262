// Through a database outage: a server process (tests/api/processes/outageServer.ts, started as the
// app starts) runs on a PostgreSQL cluster of this test's own, under concurrent requests, while
// that cluster is stopped (`pg_ctl stop -m fast`: every connection ends with 57P01, new ones are
// refused) and started again. Asserted: the process never crashes (no uncaught exception); every
// answer that needs the database is 503 with Retry-After and the "service busy" text in the
// request's language while it is down, and never a 500; port, schedule and rate search keep
// answering 200 from their in-memory indexes, marked `X-Data-Stale: 1`; the log holds exactly one
// `db.unavailable` and one `db.recovered` line and nothing else at error level, no stack; requests
// succeed again once PostgreSQL is back. Runs when DATABASE_URL names PostgreSQL (CI's second api
// pass, which has the binaries); the run's own database is not touched.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailableReason, createPostgresCluster, type PostgresCluster } from './postgresCluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const skipReason = !onPostgres ? 'runs only when DATABASE_URL names PostgreSQL' : clusterUnavailableReason();
if (onPostgres && skipReason) console.warn(`[dbOutage] skipped: ${skipReason}`);

const BUSY = { cn: '服务繁忙，请稍后再试', en: 'The service is busy; please try again shortly' } as const;
type Lang = keyof typeof BUSY;

type Call = { name: string; needsDb: boolean; method: 'GET' | 'POST'; path: string; body?: unknown; auth?: boolean };

const SEARCHES: Call[] = [
  { name: 'ports', needsDb: false, method: 'POST', path: '/api/webschedulecontroller/webquerygloblports', body: { nameCn: '上海', types: 1 } },
  { name: 'schedules', needsDb: false, method: 'GET', path: '/api/webschedulecontroller/querySchedules?pol=CNSHA&pod=NLRTM&weeks=4' },
  { name: 'rates', needsDb: false, method: 'GET', path: '/api/webfreight/queryRates?kind=lcl&pageSize=20' },
];
const NEED_DB: Call[] = [
  { name: 'spotOffers', needsDb: true, method: 'GET', path: '/api/spot/offers' },
  { name: 'recommendPorts', needsDb: true, method: 'GET', path: '/api/webfclfreight/queryrecommendportlistlimit5?types=2' },
  { name: 'userInfo', needsDb: true, method: 'GET', path: '/api/webuser/userInfo', auth: true },
];
const LOGIN: Call = { name: 'login', needsDb: true, method: 'POST', path: '/api/webuser/login', body: { account: '13800000001', password: 'Demo123456' } };

type Answer = {
  call: string;
  needsDb: boolean;
  lang: Lang;
  status: number;
  retryAfter: string | null;
  stale: boolean;
  body: { code?: string; message?: string; rows?: unknown[] };
  /** The session token of an `author` cookie the answer set. */
  token?: string;
  startedAt: number;
  endedAt: number;
};

type Server = { child: ChildProcess; port: number; lines: string[]; stderr: string[] };

function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/api/processes/register.mjs', 'tests/api/processes/outageServer.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_RUNTIME: 'nodejs', PAYMENTS: 'sandbox', JOBS: 'on', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (l) => {
    stderr.push(l);
    lines.push(l);
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => {
      const m = /^listening (\d+)$/.exec(l);
      if (m) resolve({ child, port: Number(m[1]), lines, stderr });
      else lines.push(l);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${stderr.join('\n')}`)));
  });
}

async function send(server: Server, call: Call, lang: Lang, token: string): Promise<Answer> {
  const startedAt = Date.now();
  const headers: Record<string, string> = { lang };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.auth) headers.cookie = `author=${token}`;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${server.port}${call.path}`, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
  } catch (error) {
    // no answer at all (the process died): status 0, and the test says why below
    return { call: call.name, needsDb: call.needsDb, lang, status: 0, retryAfter: null, stale: false, body: { message: String(error) }, startedAt, endedAt: Date.now() };
  }
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { message: text.slice(0, 200) };
  }
  const session = res.headers
    .getSetCookie()
    .map((c) => /^author=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  return { call: call.name, needsDb: call.needsDb, lang, status: res.status, retryAfter: res.headers.get('retry-after'), stale: res.headers.get('x-data-stale') === '1', body, token: session, startedAt, endedAt: Date.now() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type LogLine = { level?: string; event?: string; outageMs?: number; failures?: number; code?: string };
const parsed = (lines: string[]) =>
  lines.flatMap((l): LogLine[] => {
    try {
      return [JSON.parse(l) as LogLine];
    } catch {
      return [];
    }
  });

describe.skipIf(skipReason !== null)(skipReason ? `database outage (skipped: ${skipReason})` : 'database outage', () => {
  let cluster: PostgresCluster | undefined;
  let server: Server | undefined;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    // migrations and the seed (two companies: ports, rates, schedules, spot offers, demo accounts)
    const migrate = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: cluster.url }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    migrate.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => migrate.once('exit', resolve));
    if (code !== 0) throw new Error(`migrate failed (${code}): ${err}`);
    server = await startServer(cluster.url);
  }, 120_000);

  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    cluster?.remove();
  });

  it('stopping and restarting PostgreSQL under load: 503 with Retry-After, stale search, one log line each way, no crash', { timeout: 120_000 }, async () => {
    const s = server!;
    const pg = cluster!;
    // a session, and every answer once while the database is up (this builds the indexes and holds the company)
    const login = await send(s, LOGIN, 'cn', '');
    expect(login.status).toBe(200);
    const token = login.token!;
    expect(token).toBeTruthy();
    const before = new Map<string, Answer>();
    for (const call of [...SEARCHES, ...NEED_DB]) {
      const a = await send(s, call, 'cn', token);
      expect([a.call, a.status, a.stale]).toEqual([call.name, 200, false]);
      before.set(call.name, a);
    }
    for (const name of ['ports', 'schedules', 'rates']) expect(before.get(name)!.body.rows!.length).toBeGreaterThan(0);

    // load: six clients, each going round every call in both languages until told to stop
    const answers: Answer[] = [];
    let loading = true;
    const calls = [...SEARCHES, ...NEED_DB];
    const clients = Array.from({ length: 6 }, async (_, c) => {
      for (let i = c; loading; i++) {
        // every call in turn, the language switching at each round
        answers.push(await send(s, calls[i % calls.length]!, Math.floor(i / calls.length) % 2 ? 'en' : 'cn', token));
        await sleep(5);
      }
    });

    await sleep(1000);
    pg.stop();
    const downAt = Date.now();
    // long enough for the job runner's 5 s poll to meet the outage too
    await sleep(6000);
    const logins = await Promise.all([send(s, LOGIN, 'cn', ''), send(s, LOGIN, 'en', '')]);
    const restartAt = Date.now();
    pg.start();
    const upAt = Date.now();
    // the first answers that need the database succeed again at once
    for (let i = 0; i < 50; i++) {
      if ((await send(s, NEED_DB[0]!, 'cn', token)).status === 200) break;
      await sleep(100);
    }
    await sleep(2500);
    loading = false;
    await Promise.all(clients);
    const loginAfter = await send(s, LOGIN, 'en', '');
    await sleep(300);

    // the process is alive and printed no stack: nothing was uncaught
    expect(s.child.exitCode, s.stderr.join('\n')).toBeNull();
    expect(s.stderr.filter((l) => /uncaught|^\s+at /i.test(l))).toEqual([]);

    // never a 500: an answer that needs the database is 200 or 503, a search always 200
    expect(answers.filter((a) => (a.needsDb ? ![200, 503].includes(a.status) : a.status !== 200)).map((a) => `${a.call} ${a.status}`)).toEqual([]);

    // while it was down: every answer that needs the database is 503, Retry-After, "busy" in its language
    const down = answers.filter((a) => a.startedAt >= downAt && a.endedAt <= restartAt);
    for (const call of calls) for (const lang of ['cn', 'en'] as const) expect(down.filter((a) => a.call === call.name && a.lang === lang).length, `${call.name} ${lang} during the outage`).toBeGreaterThan(0);
    const busy = down.filter((a) => a.needsDb);
    expect(busy.filter((a) => !(a.status === 503 && a.retryAfter === '5' && a.body.code === '0' && a.body.message === BUSY[a.lang])).map((a) => `${a.call} ${a.lang} ${a.status} ${a.body.message}`)).toEqual([]);
    expect(logins.map((a) => [a.status, a.retryAfter, a.body.message])).toEqual([
      [503, '5', BUSY.cn],
      [503, '5', BUSY.en],
    ]);
    // … and the searches answered from their indexes, as before the outage, marked stale
    // (an index whose version was checked less than a second before the stop is not known to be stale yet)
    const searches = down.filter((a) => !a.needsDb);
    expect(searches.filter((a) => a.status !== 200).map((a) => `${a.call} ${a.status}`)).toEqual([]);
    expect(searches.filter((a) => a.startedAt > downAt + 1100 && !a.stale).map((a) => a.call)).toEqual([]);
    for (const a of searches) expect(a.body.rows).toEqual(before.get(a.call)!.body.rows);

    // once it was back: everything answers again, searches no longer stale
    const after = answers.filter((a) => a.startedAt >= upAt + 1500);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((a) => a.status !== 200 || a.stale).map((a) => `${a.call} ${a.status} stale=${a.stale}`)).toEqual([]);
    expect(loginAfter.status).toBe(200);

    // one line when the outage began, one when it ended, nothing else at error level
    const log = parsed(s.lines);
    const unavailable = log.filter((l) => l.event === 'db.unavailable');
    const recovered = log.filter((l) => l.event === 'db.recovered');
    expect(unavailable).toHaveLength(1);
    expect(unavailable[0]).toMatchObject({ level: 'error' });
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.outageMs).toBeGreaterThanOrEqual(restartAt - downAt - 1000);
    expect(recovered[0]!.failures).toBeGreaterThanOrEqual(busy.length);
    expect(log.filter((l) => l.level === 'error' && l.event !== 'db.unavailable')).toEqual([]);
  });
});
