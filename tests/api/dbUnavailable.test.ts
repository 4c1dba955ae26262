// The API's answers while the database is unavailable, on either database: its failures are made at
// the process's handle (every select throws what node-postgres throws when the server is gone), so
// this runs on PGlite too; the real outage — a PostgreSQL stopped and started under a running
// server — is tests/api/dbOutage.test.ts. An answer that needs the database is 503 with Retry-After
// and the "service busy" text in the request's language, with no stack in the log; a query's own bug
// stays a 500; port, schedule and rate search answer from their indexes with `X-Data-Stale: 1`, on
// Next's route and on the front server's fast path alike.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as recommend } from '@/app/api/webfclfreight/queryrecommendportlistlimit5/route';
import { GET as queryRates } from '@/app/api/webfreight/queryRates/route';
import { GET as querySchedules } from '@/app/api/webschedulecontroller/querySchedules/route';
import { POST as queryPorts } from '@/app/api/webschedulecontroller/webquerygloblports/route';
import { GET as userInfo } from '@/app/api/webuser/userInfo/route';
import { companyDirectory } from '@/lib/proxy/directoryInstance';
import { getDb } from '@/lib/server/db';
import { dbAvailability } from '@/lib/server/db/availability';
import { markDatabaseError } from '@/lib/server/db/unavailable';
import { fastRouteFor } from '@/lib/server/fastApi';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, createUserWithSession } from './helpers';
import { rateLane, type RateWorld } from './rateFixtures';

type Answer = { code: string; message?: string; rows?: unknown[] };

/** What Drizzle throws when node-postgres finds the server gone: its own error, the driver's as the cause. */
function serverGone(): Error {
  const cause = markDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  return Object.assign(new Error('Failed query: select "id" from "companies"\nparams: '), { cause });
}

/** The same for a query that is simply wrong (a bug, not an outage). */
function queryBug(): Error {
  const cause = markDatabaseError(Object.assign(new Error('relation "nowhere" does not exist'), { code: '42P01' }));
  return Object.assign(new Error('Failed query: select * from "nowhere"\nparams: '), { cause });
}

/**
 * From now on every select of the process's handle fails with `error`, and so does every statement the
 * code prepared by name (the session lookup: built once per handle, it never builds a select again), where
 * the driver would: the client throws the driver's error and Drizzle wraps it.
 */
async function selectsFail(error: () => Error) {
  const db = await getDb();
  vi.spyOn(db, 'select').mockImplementation(() => {
    throw error();
  });
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  vi.spyOn(client, 'query').mockImplementation(async () => {
    throw error().cause;
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The indexes and the held company settings check the database again after a second. */
const pastRecheck = () => sleep(1100);

let lane: RateWorld;
let host: string;
let logged: string[];

beforeAll(async () => {
  lane = await rateLane(await createCompany({ companyNameCn: '停库测试物流' }));
  host = lane.host;
  // the host is in the company directory the edge and the route handlers read
  await companyDirectory().refresh();
});

afterEach(() => {
  // the outage these tests simulate ends with them (its line still goes to the captured console)
  dbAvailability().succeeded();
  vi.restoreAllMocks();
});

function captureLog() {
  logged = [];
  const keep = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'log').mockImplementation(keep);
}

describe('an answer that needs the database', () => {
  it("is 503 with Retry-After and 'service busy' in the request's language, logged as one outage and no stack", async () => {
    const { token } = await createUserWithSession(lane.company.id);
    const ok = await call<Answer>(recommend, { method: 'GET', url: '/api/webfclfreight/queryrecommendportlistlimit5?types=2', host });
    expect(ok.status).toBe(200);
    // the session lookup's statement is prepared before the outage, as on a server that has been running
    const me = await call<Answer>(userInfo, { method: 'GET', url: '/api/webuser/userInfo', host, cookies: { author: token } });
    expect(me.status).toBe(200);
    captureLog();
    await selectsFail(serverGone);
    for (const lang of ['cn', 'en'] as const) {
      for (const res of [
        await call<Answer>(recommend, { method: 'GET', url: '/api/webfclfreight/queryrecommendportlistlimit5?types=2', host, headers: { lang } }),
        await call<Answer>(userInfo, { method: 'GET', url: '/api/webuser/userInfo', host, cookies: { author: token }, headers: { lang } }),
      ]) {
        expect([res.status, res.headers.get('retry-after'), res.json]).toEqual([503, '5', { code: '0', message: (lang === 'en' ? en : cn).Api.serviceBusy }]);
      }
    }
    expect(logged.filter((l) => l.includes('"db.unavailable"'))).toHaveLength(1);
    expect(logged.filter((l) => l.includes('api.unhandled') || l.includes('\n    at '))).toEqual([]);
  });

  it("a query's own bug is still a 500 with its request id, logged with its stack", async () => {
    captureLog();
    await selectsFail(queryBug);
    const res = await call<Answer & { requestId?: string }>(recommend, { method: 'GET', url: '/api/webfclfreight/queryrecommendportlistlimit5?types=2', host, headers: { lang: 'en' } });
    expect([res.status, res.headers.get('retry-after'), res.json.message]).toEqual([500, null, en.Api.internal]);
    expect(res.json.requestId).toBeTruthy();
    expect(dbAvailability().isDown()).toBe(false);
    expect(logged.filter((l) => l.includes('"api.unhandled"') && l.includes('42P01'))).toHaveLength(1);
  });
});

describe('port, schedule and rate search while the database is unavailable', () => {
  let front: Server;
  let frontUrl: string;

  beforeAll(async () => {
    // the front server's fast path, as server.mjs runs it (which has set X-Forwarded-Host to the vetted host by then)
    front = createServer((req, res) => void fastRouteFor(req.method, (req.url ?? '/').split('?')[0]!)!(req, res));
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
    frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => front.close(r)));

  const rateQuery = () => `/api/webfreight/queryRates?kind=lcl&portStartId=${lane.origin}&portEndId=${lane.destination}`;
  const scheduleQuery = '/api/webschedulecontroller/querySchedules?pol=CNSHA&pod=NLRTM&weeks=2';
  const portBody = { nameCn: '上海', types: 1 };

  async function searches() {
    const viaNext = [
      await call<Answer>(queryPorts, { url: '/api/webschedulecontroller/webquerygloblports', host, body: portBody }),
      await call<Answer>(querySchedules, { method: 'GET', url: scheduleQuery, host }),
      await call<Answer>(queryRates, { method: 'GET', url: rateQuery(), host }),
    ];
    const fast = await Promise.all(
      [
        fetch(`${frontUrl}/api/webschedulecontroller/webquerygloblports`, { method: 'POST', headers: { 'x-forwarded-host': host, 'content-type': 'application/json' }, body: JSON.stringify(portBody) }),
        fetch(`${frontUrl}${scheduleQuery}`, { headers: { 'x-forwarded-host': host } }),
        fetch(`${frontUrl}${rateQuery()}`, { headers: { 'x-forwarded-host': host } }),
      ].map(async (p) => {
        const res = await p;
        return { status: res.status, headers: res.headers, json: (await res.json()) as Answer };
      }),
    );
    return [...viaNext, ...fast].map((r) => ({ status: r.status, stale: r.headers.get('x-data-stale'), rows: r.json.rows }));
  }

  it('answer 200 from the indexes they hold, marked X-Data-Stale: 1, and unmarked once the database answers again', async () => {
    const before = await searches();
    expect(before.map((r) => [r.status, r.stale])).toEqual(Array.from({ length: 6 }, () => [200, null]));
    expect(before[0]!.rows!.length).toBeGreaterThan(0);
    expect(before[2]!.rows).toHaveLength(3);

    await pastRecheck();
    await selectsFail(serverGone);
    const during = await searches();
    expect(during.map((r) => [r.status, r.stale])).toEqual(Array.from({ length: 6 }, () => [200, '1']));
    expect(during.map((r) => r.rows)).toEqual(before.map((r) => r.rows));

    vi.restoreAllMocks();
    await pastRecheck();
    const after = await searches();
    expect(after.map((r) => [r.status, r.stale])).toEqual(Array.from({ length: 6 }, () => [200, null]));
  });
});
