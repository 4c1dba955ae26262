// The portal's own DCSA Commercial Schedules 1.0.3 endpoints (/dcsa/cs/v1/…) for customers' systems:
// every answer — routings, port and vessel schedules, and the ErrorResponse of every refusal — is
// validated against CS_v1.0.3.yaml with the branch's validator (lib/dcsa/validator.ts), and so is
// every request the tests send. Keys: issued and revoked through the staff console API, stored
// hashed, a key of another company is no key. The clock is fixed (Monday 2026-12-07, China).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET as p2pRoute } from '@/app/dcsa/cs/v1/point-to-point-routes/route';
import { GET as portRoute } from '@/app/dcsa/cs/v1/port-schedules/route';
import { GET as vesselRoute } from '@/app/dcsa/cs/v1/vessel-schedules/route';
import { POST as createKeyRoute } from '@/app/api/staff/dcsaKeys/create/route';
import { POST as revokeKeyRoute } from '@/app/api/staff/dcsaKeys/revoke/route';
import { GET as listKeysRoute } from '@/app/api/staff/dcsaKeys/route';
import { dcsaValidator, type DcsaValidator } from '@/lib/dcsa/validator';
import type { PointToPoint, CsPortSchedule, CsServiceSchedule } from '@/lib/dcsa/csTypes';
import { getDb } from '@/lib/server/db';
import { DB_RETRY_AFTER_SECONDS, dbAvailability } from '@/lib/server/db/availability';
import { markDatabaseError } from '@/lib/server/db/unavailable';
import { auditLog, dcsaApiKeys, sailings, scheduleServices, vessels } from '@/lib/server/db/schema';
import { count as countLimit, LIMITS } from '@/lib/server/rateLimit';
import { hashKey } from '@/lib/server/dcsaApi/keys';
import { bumpScheduleVersion } from '@/lib/server/schedules';
import { call, createCompany, createUserWithSession, type TestCompany } from './helpers';
import { call as rotationCall, scheduleWorld } from './scheduleFixtures';
import { staffWithSession } from './authzFixtures';

const NOW = new Date('2026-12-07T02:00:00Z'); // Monday 10:00 in China
const P2P = 'get-v1-point-to-point';
const PORT = 'get-v1-port-schedules';
const VESSEL = 'get-v1-vessel-schedule';
const IMO = '9321483';

type Answer<T = unknown> = { status: number; json: T; headers: Headers };
type ErrorBody = { statusCode: number; requestUri: string; errors: { property?: string; value?: string; errorCodeText: string }[] };

let cs: DcsaValidator;
let a: TestCompany;
let b: TestCompany;
let keyA: string;
let keyB: string;
let staffA: string;

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  cs = await dcsaValidator('CS_v1.0.3.yaml');
  a = await createCompany();
  b = await createCompany();
  // A: Shanghai – Singapore – Rotterdam direct; Ningbo – Singapore feeder connecting at Singapore to Hamburg
  await scheduleWorld(a.id, [
    { carrier: 'ZQA1', code: 'TA1', weekday: 2, rotation: [rotationCall('CNSHA', 0, 30), rotationCall('SGSIN', 220, 22), rotationCall('NLRTM', 950, 36)] },
    { carrier: 'ZQA1', code: 'FX1', weekday: 3, rotation: [rotationCall('CNNGB', 0, 20), rotationCall('SGSIN', 200, 20)] },
    { carrier: 'ZQA1', code: 'EU2', weekday: 1, rotation: [rotationCall('SGSIN', 0, 24), rotationCall('DEHAM', 700, 24)] },
  ]);
  await scheduleWorld(b.id, [{ carrier: 'ZQB2', code: 'TB1', weekday: 4, rotation: [rotationCall('CNSHA', 0, 30), rotationCall('NLRTM', 900, 36)] }]);
  // one of TA1's ships with its IMO number and flag
  const db = await getDb();
  const [ta1] = await db.select({ fleet: scheduleServices.fleet }).from(scheduleServices).where(and(eq(scheduleServices.companyId, a.id), eq(scheduleServices.code, 'TA1')));
  await db.update(vessels).set({ imo: IMO, flag: 'HK' }).where(eq(vessels.id, ta1!.fleet[0]!));
  await bumpScheduleVersion(db, a.id);
  staffA = (await staffWithSession(a.id, ['customers'])).token;
  keyA = await issueKey(a, staffA);
  keyB = await issueKey(b, (await staffWithSession(b.id, ['customers'])).token);
});
afterAll(() => {
  vi.useRealTimers();
});

/** A key issued through the console API to a fresh customer of the company. */
async function issueKey(c: TestCompany, staffToken: string, name = 'ACME TMS'): Promise<string> {
  const { userId } = await createUserWithSession(c.id, { certificationStatus: 3 });
  const res = await call<{ code: string; data: { key: string; prefix: string } }>(createKeyRoute, { host: c.domains[0], body: { name, userId }, cookies: { staff_author: staffToken } });
  expect(res.status).toBe(200);
  return res.json.data.key;
}

type Route = typeof p2pRoute;
const OPS: [Route, string, string][] = [
  [p2pRoute, '/v1/point-to-point-routes', P2P],
  [portRoute, '/v1/port-schedules', PORT],
  [vesselRoute, '/v1/vessel-schedules', VESSEL],
];

/** GET a DCSA endpoint on a company's host; the query must be one CS 1.0.3 allows unless `invalid`. */
async function get<T>(route: Route, query: Record<string, string>, opts: { key?: string | null; host?: string; invalid?: boolean } = {}): Promise<Answer<T>> {
  const [, path] = OPS.find(([r]) => r === route)!;
  if (!opts.invalid) expect(cs.validateRequest({ method: 'GET', path, query }), 'the test sends a CS 1.0.3 request').toEqual({ valid: true });
  const key = opts.key === undefined ? keyA : opts.key;
  const url = `/dcsa/cs${path}?${new URLSearchParams(query)}`;
  return call<T>(route, { method: 'GET', url, host: opts.host ?? a.domains[0], headers: key ? { 'API-Key': key } : {} });
}

/** The answer is what CS 1.0.3 documents for its status (an ErrorResponse for 401 and 429 too, which the document leaves undocumented: checked against the 400 schema, the same ErrorResponse). */
function conforms(route: Route, res: Answer) {
  const [, , op] = OPS.find(([r]) => r === route)!;
  const documented = res.status === 200 || res.status === 400 || res.status === 500 ? res.status : 400;
  expect(cs.validateResponse(op, documented, res.json), JSON.stringify(res.json).slice(0, 400)).toEqual({ valid: true });
  expect(res.headers.get('api-version')).toBe('1.0.3');
}

describe('GET /dcsa/cs/v1/point-to-point-routes', () => {
  it('answers direct routings with their intermediate calls, vessel, service, voyage and cut-off', async () => {
    const res = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' });
    expect(res.status).toBe(200);
    conforms(p2pRoute, res);
    // six weeks of weekly departures from today
    expect(res.json.length).toBe(6);
    expect(res.headers.get('next-page-cursor')).toBeNull();
    const r = res.json[0]!;
    expect(r.legs).toHaveLength(1);
    const leg = r.legs[0]!;
    expect(leg.departure.location.UNLocationCode).toBe('CNSHA');
    expect(leg.arrival.location.UNLocationCode).toBe('NLRTM');
    expect(leg.intermediateCalls?.map((c) => c.location.UNLocationCode)).toEqual(['SGSIN']);
    expect(r.placeOfReceipt.dateTime).toMatch(/^2026-12-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(r.placeOfDelivery.dateTime).toMatch(/\+01:00$/);
    expect(leg.transport).toMatchObject({ modeOfTransport: 'VESSEL', servicePartners: [{ carrierCode: 'ZQA1', carrierServiceCode: 'TA1', carrierServiceName: 'TA1 loop' }] });
    expect(r.cutOffTimes?.[0]?.cutOffDateTimeCode).toBe('FCO');
    const departures = res.json.map((x) => x.placeOfReceipt.dateTime);
    expect([...departures].sort()).toEqual(departures);
    expect(res.json.map((x) => x.solutionNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    // the ship with an IMO number names it; the company's other company's sailings never show
    expect(res.json.some((x) => (x.legs[0]!.transport as { vessel?: { vesselIMONumber?: string; flag?: string } }).vessel?.vesselIMONumber === IMO)).toBe(true);
    expect(JSON.stringify(res.json)).not.toContain('ZQB2');
  });

  it('answers a transshipment as two legs that meet at the hub, at least a day apart', async () => {
    const res = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNNGB', placeOfDelivery: 'DEHAM', departureStartDate: '2026-12-07', departureEndDate: '2026-12-27' });
    expect(res.status).toBe(200);
    conforms(p2pRoute, res);
    expect(res.json.length).toBe(3);
    for (const r of res.json) {
      const [first, second] = r.legs;
      expect(r.legs.map((l) => l.sequenceNumber)).toEqual([1, 2]);
      expect(first!.departure.location.UNLocationCode).toBe('CNNGB');
      expect(first!.arrival.location.UNLocationCode).toBe('SGSIN');
      expect(second!.departure.location.UNLocationCode).toBe('SGSIN');
      expect(second!.arrival.location.UNLocationCode).toBe('DEHAM');
      expect(Date.parse(second!.departure.dateTime) - Date.parse(first!.arrival.dateTime)).toBeGreaterThanOrEqual(24 * 3_600_000);
      expect((second!.transport as { servicePartners: { carrierServiceCode: string }[] }).servicePartners[0]!.carrierServiceCode).toBe('EU2');
      expect(r.placeOfReceipt.dateTime.slice(0, 10) >= '2026-12-07' && r.placeOfReceipt.dateTime.slice(0, 10) <= '2026-12-27').toBe(true);
    }
    // no transshipment allowed: none of them
    const direct = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNNGB', placeOfDelivery: 'DEHAM', maxTranshipment: '0' });
    expect(direct.status).toBe(200);
    expect(direct.json).toEqual([]);
  });

  it('filters by arrival dates and echoes the receipt and delivery types asked', async () => {
    const all = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-07', departureEndDate: '2027-02-28' });
    const arrivals = all.json.map((r) => r.placeOfDelivery.dateTime.slice(0, 10));
    const from = arrivals[2]!;
    const to = arrivals[4]!;
    const res = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', arrivalStartDate: from, arrivalEndDate: to, receiptTypeAtOrigin: 'CFS', deliveryTypeAtDestination: 'CFS' });
    expect(res.status).toBe(200);
    conforms(p2pRoute, res);
    expect(res.json.map((r) => r.placeOfDelivery.dateTime.slice(0, 10))).toEqual(arrivals.slice(2, 5));
    expect(res.json.every((r) => r.receiptTypeAtOrigin === 'CFS' && r.deliveryTypeAtDestination === 'CFS')).toBe(true);
  });

  it('pages with limit and cursor: Next-Page-Cursor until the last page, the pages together are the whole list', async () => {
    const q = { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-07', departureEndDate: '2027-01-24' };
    const whole = await get<PointToPoint[]>(p2pRoute, q);
    expect(whole.json.length).toBe(7);
    const pages: PointToPoint[][] = [];
    let cursor: string | null = null;
    do {
      const res: Answer<PointToPoint[]> = await get<PointToPoint[]>(p2pRoute, { ...q, limit: '3', ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      conforms(p2pRoute, res);
      pages.push(res.json);
      cursor = res.headers.get('next-page-cursor');
      if (cursor) expect(cursor.length).toBeLessThanOrEqual(1024);
    } while (cursor && pages.length < 10);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(whole.json);
    // a cursor sent with other filters is refused, naming it
    const first = await get<PointToPoint[]>(p2pRoute, { ...q, limit: '3' });
    const moved = await get<ErrorBody>(p2pRoute, { ...q, placeOfDelivery: 'DEHAM', limit: '3', cursor: first.headers.get('next-page-cursor')! });
    expect(moved.status).toBe(400);
    conforms(p2pRoute, moved);
    expect(moved.json.errors[0]!.property).toBe('cursor');
  });

  it('answers an empty list for a lane nobody sails and for dates beyond the schedules', async () => {
    const queries: Record<string, string>[] = [
      { placeOfReceipt: 'CNXMN', placeOfDelivery: 'NLRTM' },
      { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2027-08-02', departureEndDate: '2027-08-30' },
      { placeOfReceipt: 'NLRTM', placeOfDelivery: 'NLRTM' },
    ];
    for (const q of queries) {
      const res = await get<PointToPoint[]>(p2pRoute, q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      conforms(p2pRoute, res);
      expect(res.json).toEqual([]);
      expect(res.headers.get('next-page-cursor')).toBeNull();
    }
  });

  it('refuses bad parameters with 400 and an ErrorResponse naming each one', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ placeOfReceipt: 'CNSHA' }, 'placeOfDelivery'],
      [{ placeOfReceipt: 'shanghai', placeOfDelivery: 'NLRTM' }, 'placeOfReceipt'],
      [{ placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-13-01' }, 'departureStartDate'],
      [{ placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', limit: '0' }, 'limit'],
      [{ placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', maxTranshipment: '-1' }, 'maxTranshipment'],
      [{ placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', receiptTypeAtOrigin: 'DOOR' }, 'receiptTypeAtOrigin'],
    ];
    for (const [query, property] of cases) {
      const res = await get<ErrorBody>(p2pRoute, query, { invalid: true });
      expect(res.status, property).toBe(400);
      conforms(p2pRoute, res);
      expect(res.json.errors.map((e) => e.property)).toContain(property);
      expect(res.json.requestUri).toBe('/dcsa/cs/v1/point-to-point-routes');
    }
    // allowed by the document, refused by the portal's window: still 400, naming the date
    for (const query of [
      { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-07', departureEndDate: '2027-12-07' },
      { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-20', departureEndDate: '2026-12-07' },
    ]) {
      const res = await get<ErrorBody>(p2pRoute, query);
      expect(res.status).toBe(400);
      conforms(p2pRoute, res);
      expect(res.json.errors[0]!.property).toBe('departureEndDate');
    }
  });
});

describe('the API key', () => {
  const lane = { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' };

  it('is needed: without one, or with one nobody issued, 401 in DCSA format and no data', async () => {
    for (const key of [null, 'dcsa_not-a-key-anyone-was-given', 'Bearer x']) {
      const res = await get<ErrorBody>(p2pRoute, lane, { key });
      expect(res.status).toBe(401);
      conforms(p2pRoute, res);
      expect(JSON.stringify(res.json)).not.toContain('NLRTM');
    }
  });

  it("of another company is no key here (and works on its own company's host)", async () => {
    const res = await get<ErrorBody>(p2pRoute, lane, { key: keyB });
    expect(res.status).toBe(401);
    conforms(p2pRoute, res);
    const own = await get<PointToPoint[]>(p2pRoute, lane, { key: keyB, host: b.domains[0] });
    expect(own.status).toBe(200);
    expect(own.json.length).toBeGreaterThan(0);
    expect(JSON.stringify(own.json)).toContain('ZQB2');
    expect(JSON.stringify(own.json)).not.toContain('ZQA1');
  });

  it('is shown once, stored hashed, listed by its prefix and last use, audited without the key; revoked, it is refused at once', async () => {
    const key = await issueKey(a, staffA, 'Revocable TMS');
    const db = await getDb();
    const [row] = await db.select().from(dcsaApiKeys).where(eq(dcsaApiKeys.keyHash, hashKey(key)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(key);
    expect(key.startsWith(row!.prefix)).toBe(true);
    expect(row!.lastUsedAt).toBeNull();
    expect((await get(p2pRoute, lane, { key })).status).toBe(200);
    const list = await call<{ rows: { id: number; name: string; prefix: string; lastUsedAt: string | null; revokedAt: string | null; customer: { id: number } }[] }>(listKeysRoute, { method: 'GET', host: a.domains[0], cookies: { staff_author: staffA } });
    expect(JSON.stringify(list.json)).not.toContain(key);
    const listed = list.json.rows.find((r) => r.id === row!.id)!;
    expect(listed).toMatchObject({ name: 'Revocable TMS', prefix: row!.prefix, lastUsedAt: NOW.toISOString(), revokedAt: null });
    const revoked = await call(revokeKeyRoute, { host: a.domains[0], body: { id: row!.id }, cookies: { staff_author: staffA } });
    expect(revoked.status).toBe(200);
    const res = await get<ErrorBody>(p2pRoute, lane, { key });
    expect(res.status).toBe(401);
    conforms(p2pRoute, res);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.companyId, a.id), eq(auditLog.entity, 'dcsa_key'), eq(auditLog.entityId, String(row!.id))));
    expect(audits.map((x) => x.action).sort()).toEqual(['dcsaKey.create', 'dcsaKey.revoke']);
    expect(JSON.stringify(audits)).not.toContain(key);
    // the other keys still work
    expect((await get(p2pRoute, lane)).status).toBe(200);
  });

  it('is limited per key: past the limit 429 with Retry-After, in DCSA format; another key is not held up', async () => {
    const key = await issueKey(a, staffA, 'Busy TMS');
    const db = await getDb();
    const [row] = await db.select({ id: dcsaApiKeys.id }).from(dcsaApiKeys).where(eq(dcsaApiKeys.keyHash, hashKey(key)));
    // the key has used up its minute
    await countLimit(a.id, { ...LIMITS.dcsaKey, key: `key:${row!.id}` }, LIMITS.dcsaKey.limit);
    const res = await get<ErrorBody>(p2pRoute, lane, { key });
    expect(res.status).toBe(429);
    conforms(p2pRoute, res);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await get(p2pRoute, lane)).status).toBe(200);
  });

  it('is checked after the per-address limit: an address past it gets 429 whatever key it sends', async () => {
    const ip = '203.0.113.77';
    await countLimit(a.id, { ...LIMITS.dcsaIp, key: `ip:${ip}` }, LIMITS.dcsaIp.limit);
    const url = `/dcsa/cs/v1/point-to-point-routes?placeOfReceipt=CNSHA&placeOfDelivery=NLRTM`;
    for (const key of [keyA, 'dcsa_guess']) {
      const res = await call<ErrorBody>(p2pRoute, { method: 'GET', url, host: a.domains[0], headers: { 'API-Key': key, 'x-forwarded-for': ip } });
      expect(res.status).toBe(429);
      conforms(p2pRoute, res);
    }
  });
});

describe('GET /dcsa/cs/v1/port-schedules and /vessel-schedules', () => {
  it("answers the vessels calling a port in the week from the date, by arrival, with the company's own times as plans", async () => {
    const res = await get<CsPortSchedule[]>(portRoute, { UNLocationCode: 'SGSIN', date: '2026-12-14' });
    expect(res.status).toBe(200);
    conforms(portRoute, res);
    expect(res.json).toHaveLength(1);
    const calls = res.json[0]!.vesselSchedules!;
    expect(res.json[0]!.location.UNLocationCode).toBe('SGSIN');
    // each of the three services calls Singapore once a week
    expect(calls.map((c) => c.servicePartners[0]!.carrierServiceCode).sort()).toEqual(['EU2', 'FX1', 'TA1']);
    const arrivals = calls.map((c) => c.timestamps.find((t) => t.eventTypeCode === 'ARRI')!.eventDateTime);
    expect([...arrivals].sort()).toEqual(arrivals);
    expect(calls.every((c) => c.timestamps.every((t) => t.eventClassifierCode === 'PLN'))).toBe(true);
    const none = await get<CsPortSchedule[]>(portRoute, { UNLocationCode: 'CNXMN', date: '2026-12-14' });
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    const bad = await get<ErrorBody>(portRoute, { UNLocationCode: 'SGSIN' }, { invalid: true });
    expect(bad.status).toBe(400);
    conforms(portRoute, bad);
    expect(bad.json.errors[0]!.property).toBe('date');
  });

  it('answers a service’s voyages with every call, or only the matched ones', async () => {
    const res = await get<CsServiceSchedule[]>(vesselRoute, { carrierServiceCode: 'TA1', startDate: '2026-12-07', endDate: '2026-12-20' });
    expect(res.status).toBe(200);
    conforms(vesselRoute, res);
    expect(res.json.map((s) => s.carrierServiceCode)).toEqual(['TA1']);
    const calls = res.json[0]!.vesselSchedules.flatMap((v) => v.transportCalls ?? []);
    expect(new Set(calls.map((c) => c.location?.UNLocationCode))).toEqual(new Set(['CNSHA', 'SGSIN', 'NLRTM']));
    expect(new Set(calls.map((c) => c.transportCallReference)).size).toBe(calls.length);
    const matched = await get<CsServiceSchedule[]>(vesselRoute, { carrierServiceCode: 'TA1', UNLocationCode: 'SGSIN', responseScope: 'MATCHED_CALLS', startDate: '2026-12-07', endDate: '2026-12-20' });
    expect(matched.status).toBe(200);
    conforms(vesselRoute, matched);
    expect(matched.json[0]!.vesselSchedules.flatMap((v) => v.transportCalls ?? []).every((c) => c.location?.UNLocationCode === 'SGSIN')).toBe(true);
    const byImo = await get<CsServiceSchedule[]>(vesselRoute, { vesselIMONumber: IMO });
    expect(byImo.status).toBe(200);
    expect(byImo.json.flatMap((s) => s.vesselSchedules.map((v) => v.vessel?.vesselIMONumber))).toEqual([IMO]);
    // a filter is needed
    const bare = await get<ErrorBody>(vesselRoute, { startDate: '2026-12-07' });
    expect(bare.status).toBe(400);
    conforms(vesselRoute, bare);
  });

  it('stays in sync with the schedules: a withdrawn sailing leaves the answers', async () => {
    const db = await getDb();
    const before = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' });
    const [svc] = await db.select({ id: scheduleServices.id }).from(scheduleServices).where(and(eq(scheduleServices.companyId, a.id), eq(scheduleServices.code, 'TA1')));
    const [first] = await db.select({ id: sailings.id }).from(sailings).where(eq(sailings.serviceId, svc!.id)).orderBy(sailings.week).limit(1);
    await db.update(sailings).set({ status: 'cancelled' }).where(eq(sailings.id, first!.id));
    await bumpScheduleVersion(db, a.id);
    const after = await get<PointToPoint[]>(p2pRoute, { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' });
    expect(after.json.length).toBe(before.json.length - 1);
    await db.update(sailings).set({ status: 'scheduled' }).where(eq(sailings.id, first!.id));
    await bumpScheduleVersion(db, a.id);
  });
});

describe('while the database is unavailable', () => {
  afterEach(() => {
    dbAvailability().succeeded();
    vi.restoreAllMocks();
  });

  it('answers 503 with Retry-After in DCSA format, logged as one outage, never a 500', async () => {
    const db = await getDb();
    const logged: string[] = [];
    const keep = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(keep);
    vi.spyOn(console, 'log').mockImplementation(keep);
    // what Drizzle throws when node-postgres finds the server gone
    vi.spyOn(db, 'select').mockImplementation(() => {
      const cause = markDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
      throw Object.assign(new Error('Failed query: select "id" from "dcsa_api_keys"\nparams: '), { cause });
    });
    for (let i = 0; i < 2; i++) {
      const res = await get<ErrorBody>(p2pRoute, { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' });
      expect([res.status, res.headers.get('retry-after')]).toEqual([503, String(DB_RETRY_AFTER_SECONDS)]);
      expect(res.json.errors[0]!.errorCodeText).toBe('serviceUnavailable');
    }
    expect(logged.filter((l) => l.includes('"db.unavailable"'))).toHaveLength(1);
    expect(logged.filter((l) => l.includes('dcsa.unhandled'))).toEqual([]);
  });
});
