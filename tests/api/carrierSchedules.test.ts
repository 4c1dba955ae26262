// The schedule import from a carrier's DCSA Commercial Schedules API, against the mock carrier
// (tests/api/dcsaMockCarrier.ts): create, update and withdraw idempotently, pagination, back-off
// on 429/5xx with Retry-After, timeouts, refused credentials, OAuth2, invalid payloads; a carrier
// outage leaves the portal's own sailings served. The clock is fixed (Monday 2026-12-07, China).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, carrierConnections, carriers, ports, sailingCalls, sailings } from '@/lib/server/db/schema';
import { enabledEndpoint, enabledEndpoints, saveConnection } from '@/lib/server/carriers/connections';
import { companyLanes, importSchedules, type Lane } from '@/lib/server/carriers/scheduleImport';
import { decryptSecret } from '@/lib/server/carriers/secrets';
import type { CarrierEndpoint } from '@/lib/server/carriers/types';
import { searchSchedules } from '@/lib/server/schedules';
import { scheduleSearchQuery } from '@/lib/contracts/schedules';
import { routeGroupPorts, routeGroups } from '@/lib/server/db/schema';
import { createCompany, createPort, type TestCompany } from './helpers';
import { call, scheduleWorld } from './scheduleFixtures';
import { createStaff } from './accountFixtures';
import { MOCK_API_KEY, MOCK_CLIENT, startMockCarrier, type MockCarrier } from './dcsaMockCarrier';

const NOW = new Date('2026-12-07T02:00:00Z'); // Monday 10:00 in China
const TODAY = new Date('2026-12-07T00:00:00Z');
const LANES: Lane[] = [
  { pol: 'CNSHA', pod: 'NLRTM' },
  { pol: 'CNNGB', pod: 'DEHAM' },
  { pol: 'CNSHA', pod: 'AEJEA' },
  { pol: 'CNNGB', pod: 'AEJEA' },
];

let mock: MockCarrier;
let hlcu: number;
const sleeps: number[] = [];
const client = { sleep: async (ms: number) => void sleeps.push(ms), timeoutMs: 300 };

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  mock = await startMockCarrier();
  const db = await getDb();
  await db.insert(carriers).values({ code: 'HLCU', nameCn: '赫伯罗特', nameEn: 'Hapag-Lloyd', shortName: 'HPL', country: 'DE' }).onConflictDoNothing({ target: carriers.code });
  hlcu = (await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, 'HLCU')))[0]!.id;
});
afterAll(async () => {
  await mock.close();
  vi.useRealTimers();
});
beforeEach(() => {
  sleeps.length = 0;
  mock.faults.length = 0;
  mock.laneFaults.clear();
  mock.transform = null;
  mock.maxPage = 1000;
});
afterEach(() => {
  // whatever a test did, the adapter's requests and the mock's answers kept to CS 1.0.3
  expect(mock.requestErrors).toEqual([]);
  expect(mock.answerErrors).toEqual([]);
});


/** A company with the ports of the lanes, a staff loop of its own (ZQA1 Shanghai–Rotterdam) and a connection to the mock. */
async function world(auth: 'apiKey' | 'oauth2' = 'apiKey', carrierUrl = mock.url): Promise<{ c: TestCompany; ep: CarrierEndpoint }> {
  const c = await createCompany();
  await scheduleWorld(c.id, [{ carrier: 'ZQA1', code: 'TA1', weekday: 2, rotation: [call('CNSHA', 0, 30), call('SGSIN', 220, 22), call('NLRTM', 950, 36)] }], 8);
  await createPort(c.id, { code: 'AEJEA', nameCn: '杰贝阿里', nameEn: 'Jebel Ali', countryCode: 'AE', isOrigin: false });
  const db = await getDb();
  const { staffId } = await createStaff(c.id);
  const id = await saveConnection(db, { companyId: c.id, staffId, name: 'tester', ip: '127.0.0.1' }, {
    carrierId: hlcu,
    baseUrl: carrierUrl,
    authKind: auth,
    apiKeyHeader: auth === 'apiKey' ? 'API-Key' : '',
    tokenUrl: auth === 'oauth2' ? `${carrierUrl}/oauth/token` : '',
    clientId: auth === 'oauth2' ? MOCK_CLIENT.id : '',
    scope: '',
    secret: auth === 'oauth2' ? MOCK_CLIENT.secret : MOCK_API_KEY,
    apis: ['CS'],
    horizonWeeks: 6,
    enabled: true,
  });
  return { c, ep: (await enabledEndpoint(db, id))! };
}

async function imported(companyId: number) {
  const db = await getDb();
  const heads = await db
    .select({ id: sailings.id, key: sailings.sourceKey, voyage: sailings.voyage, vesselId: sailings.vesselId, week: sailings.week })
    .from(sailings)
    .where(and(eq(sailings.companyId, companyId), isNotNull(sailings.sourceConnectionId)))
    .orderBy(asc(sailings.id));
  const calls = heads.length ? await db.select().from(sailingCalls).where(inArray(sailingCalls.sailingId, heads.map((h) => h.id))).orderBy(asc(sailingCalls.sailingId), asc(sailingCalls.seq)) : [];
  return { heads, calls };
}

const search = (c: TestCompany, pol: string, pod: string) => searchSchedules(c.id, scheduleSearchQuery.parse({ pol, pod, weeks: 4 }), TODAY);

describe('carrier connections', () => {
  it('stores the secret encrypted, audits without it, and hands the adapters authenticated endpoints', async () => {
    const { c, ep } = await world();
    const db = await getDb();
    const [row] = await db.select().from(carrierConnections).where(eq(carrierConnections.id, ep.connectionId));
    expect(row!.secretEnc).not.toContain(MOCK_API_KEY);
    expect(decryptSecret(row!.secretEnc)).toBe(MOCK_API_KEY);
    expect(row!.secretHint).toBe(MOCK_API_KEY.slice(-4));
    const [a] = await db.select().from(auditLog).where(and(eq(auditLog.companyId, c.id), eq(auditLog.entity, 'carrier_connection')));
    expect(JSON.stringify(a)).not.toContain(MOCK_API_KEY);
    expect(await ep.authHeaders()).toEqual({ 'API-Key': MOCK_API_KEY });
    expect((await enabledEndpoints(db, c.id, 'CS')).map((e) => e.carrierName)).toEqual(['Hapag-Lloyd']);
    expect(await enabledEndpoints(db, c.id, 'TNT')).toEqual([]);
  });

  it("reads the company's lanes from its rates' and route groups' port pairs", async () => {
    const { c } = await world();
    const db = await getDb();
    const [g] = await db.insert(routeGroups).values({ companyId: c.id, routeName: '中东', routeNameEn: 'Middle East' }).returning();
    const [jea] = await db.select().from(ports).where(and(eq(ports.companyId, c.id), eq(ports.code, 'AEJEA')));
    await db.insert(routeGroupPorts).values({ routeGroupId: g!.id, portId: jea!.id });
    // origins of scheduleWorld: CNSHA, CNNGB, CNXMN
    expect(await companyLanes(db, c.id)).toEqual([
      { pol: 'CNNGB', pod: 'AEJEA' },
      { pol: 'CNSHA', pod: 'AEJEA' },
      { pol: 'CNXMN', pod: 'AEJEA' },
    ]);
  });
});

describe('schedule import', () => {
  it('creates the carrier’s sailings over every page, then a second run changes nothing', async () => {
    const { c, ep } = await world();
    mock.maxPage = 2; // the mock pages by two: every lane needs Next-Page-Cursor
    const first = await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
    expect(first.status).toBe('ok');
    expect(first.pages).toBeGreaterThan(LANES.length);
    expect(mock.requests.some((r) => r.query.cursor)).toBe(true);
    expect(first.created).toBeGreaterThan(0);
    expect(first.created).toBe(first.voyages);
    const before = await imported(c.id);
    expect(before.heads.length).toBe(first.created);

    const rows = await search(c, 'CNSHA', 'NLRTM');
    const fromCarrier = rows.filter((r) => r.carrier.code === 'HLCU');
    const own = rows.filter((r) => r.carrier.code === 'ZQA1');
    expect(fromCarrier.length).toBeGreaterThan(0);
    expect(own.length).toBeGreaterThan(0);
    expect(fromCarrier[0]!.source).toEqual({ kind: 'carrier', connectionId: ep.connectionId, carrierCode: 'HLCU', fetchedAt: NOW.toISOString() });
    expect(fromCarrier[0]!.legs[0]!.source).toEqual(fromCarrier[0]!.source);
    expect(own[0]!.source).toEqual({ kind: 'staff' });
    // FE2 calls Shanghai then Rotterdam: direct, with the carrier's vessel, voyage and cut-off (36 h before departure)
    const r = fromCarrier.find((x) => x.direct)!;
    expect(r.serviceCode).toBe('FE2');
    expect(r.legs.map((l) => l.from.code + l.to.code)).toEqual(['CNSHANLRTM']);
    expect(new Date(`${r.etd.replace(' ', 'T')}Z`).getTime() - new Date(`${r.cutoff.replace(' ', 'T')}Z`).getTime()).toBe(36 * 3_600_000);

    const second = await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: new Date(NOW.getTime() + 3_600_000), client });
    expect({ created: second.created, updated: second.updated, withdrawn: second.withdrawn }).toEqual({ created: 0, updated: 0, withdrawn: 0 });
    expect(second.unchanged).toBe(first.created);
    expect(await imported(c.id)).toEqual(before);
  });

  it('rewrites a voyage the carrier moved and withdraws one it no longer offers', async () => {
    const { c, ep } = await world();
    await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
    const before = await imported(c.id);
    const voyages = [...new Set(before.heads.map((h) => h.key!))];
    const [gone, moved] = [voyages[0]!, voyages[1]!];
    const keyOf = (leg: { transport?: unknown }) => {
      const t = leg.transport as { servicePartners: { carrierServiceCode: string; carrierExportVoyageNumber: string }[]; vessel: { vesselIMONumber: string } };
      return `${t.servicePartners[0]!.carrierServiceCode}|${t.vessel.vesselIMONumber}|${t.servicePartners[0]!.carrierExportVoyageNumber}`;
    };
    const later = (s: string) => s.replace(/^(\d{4}-\d{2}-)(\d{2})/, (_, ym: string, d: string) => `${ym}${String(Number(d) + 1).padStart(2, '0')}`);
    mock.transform = (routes) =>
      routes
        .filter((r) => !r.legs.some((l) => keyOf(l) === gone))
        .map((r) => ({ ...r, legs: r.legs.map((l) => (keyOf(l) === moved && Number(l.arrival.dateTime.slice(8, 10)) < 28 ? { ...l, arrival: { ...l.arrival, dateTime: later(l.arrival.dateTime) } } : l)) }));
    const run = await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
    expect(run.status).toBe('ok');
    expect(run.withdrawn).toBe(1);
    expect(run.updated).toBe(1);
    const after = await imported(c.id);
    expect(after.heads.map((h) => h.key)).not.toContain(gone);
    expect(after.heads.length).toBe(before.heads.length - 1);
    // idempotent again
    const again = await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
    expect({ created: again.created, updated: again.updated, withdrawn: again.withdrawn }).toEqual({ created: 0, updated: 0, withdrawn: 0 });
  });

  it('backs off on 429 with Retry-After and on 5xx, and gives a timed-out request another try', async () => {
    const { c, ep } = await world();
    mock.faults.push({ kind: 'status', status: 429, retryAfter: '7' }, { kind: 'status', status: 503 }, { kind: 'timeout' });
    const run = await importSchedules(await getDb(), ep, { lanes: LANES.slice(0, 1), today: TODAY, now: NOW, client });
    expect(run.status).toBe('ok');
    expect(sleeps).toEqual([7000, 2000, 4000]);
    expect(run.created).toBeGreaterThan(0);
    expect((await imported(c.id)).heads.length).toBe(run.created);
  });

  it('a carrier outage fails the run, keeps what was imported and the portal’s own sailings served', async () => {
    const { c, ep } = await world();
    await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
    const before = await imported(c.id);
    for (const l of LANES) mock.laneFaults.set(`${l.pol}-${l.pod}`, { kind: 'status', status: 500 });
    const run = await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
    expect(run.status).toBe('failed');
    expect(run.lanesFailed).toBe(LANES.length);
    expect(await imported(c.id)).toEqual(before);
    const rows = await search(c, 'CNSHA', 'NLRTM');
    expect(rows.some((r) => r.carrier.code === 'ZQA1')).toBe(true);
    const db = await getDb();
    const [conn] = await db.select().from(carrierConnections).where(eq(carrierConnections.id, ep.connectionId));
    expect(conn!.lastStatus).toBe('failed');
    expect(conn!.lastSuccessAt?.toISOString()).toBe(NOW.toISOString());
    // the portal's own sailings were never touched
    const own = await db.select({ id: sailings.id }).from(sailings).where(and(eq(sailings.companyId, c.id), isNull(sailings.sourceConnectionId)));
    expect(own.length).toBeGreaterThan(0);
  });

  it('logs and skips invalid payloads: a lane that is no JSON fails alone, a routing that breaks the document is dropped', async () => {
    const { c, ep } = await world();
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(String(line)));
    try {
      mock.laneFaults.set('CNSHA-AEJEA', { kind: 'invalid', body: '<html>\n<body>Gateway error</body>\n</html>' });
      mock.transform = (routes, lane) => (lane === 'CNSHA-NLRTM' ? routes.map((r, i) => (i === 0 ? { ...r, legs: [] } : r)) : routes);
      const run = await importSchedules(await getDb(), ep, { lanes: LANES, today: TODAY, now: NOW, client });
      expect(run.status).toBe('partial');
      expect(run.lanesFailed).toBe(1);
      expect(run.invalid).toBe(1);
      expect(run.created).toBeGreaterThan(0);
      expect(run.withdrawn).toBe(0);
      const invalid = logged.filter((l) => l.includes('carrier.payload.invalid'));
      expect(invalid.some((l) => l.includes('<html>') && l.includes('not JSON'))).toBe(true);
      expect(invalid.some((l) => l.includes('/legs') && l.includes('fewer than 1 items'))).toBe(true);
      expect((await imported(c.id)).heads.length).toBe(run.created);
    } finally {
      spy.mockRestore();
    }
    // a partial run never withdraws: the lane that failed may still hold those voyages
    mock.answerErrors.length = 0; // the broken routing was served on purpose
  });

  it('stops at refused credentials; OAuth2 fetches one token and sends it as a bearer', async () => {
    const { ep } = await world();
    const wrong: CarrierEndpoint = { ...ep, authHeaders: async () => ({ 'API-Key': 'wrong' }) };
    const asked = mock.requests.length;
    const refused = await importSchedules(await getDb(), wrong, { lanes: LANES, today: TODAY, now: NOW, client });
    expect(refused.status).toBe('failed');
    expect(mock.requests.length - asked).toBe(2); // the first lane, tried again once with fresh credentials, then no more

    const oauthMock = await startMockCarrier({ auth: 'oauth2' });
    try {
      const { c, ep: oauth } = await world('oauth2', oauthMock.url);
      const run = await importSchedules(await getDb(), oauth, { lanes: LANES, today: TODAY, now: NOW, client });
      expect(run.status).toBe('ok');
      expect(new Set(oauthMock.requests.map((r) => r.headers.authorization))).toEqual(new Set(['Bearer tok-1']));
      expect((await imported(c.id)).heads.length).toBe(run.created);
      expect(oauthMock.requestErrors).toEqual([]);
      expect(oauthMock.answerErrors).toEqual([]);
    } finally {
      await oauthMock.close();
    }
  });
});
