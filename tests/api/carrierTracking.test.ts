// Tracking from the carriers' DCSA Track & Trace, against a mock carrier built from the standard
// (lib/dcsa/demo/tnt.ts: every request it gets and every answer it gives is checked against the
// OpenAPI document). A full FCL journey and an LCL house bill are mapped through the public query;
// the carrier's bad days (401, 429 with Retry-After, 500, a timeout, an empty or a schema-invalid
// answer) leave the portal's own data served; pushes of an event subscription are taken only when
// signed with the subscription's secret, once. The clock is fixed.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as query } from '@/app/api/webtracking/query/route';
import { POST as subscribe } from '@/app/api/webtracking/subscribe/route';
import { POST as unsubscribe } from '@/app/api/webtracking/unsubscribe/route';
import { POST as notifyRoute } from '@/app/api/dcsaTnt/notify/route';
import { GET as demoEvents } from '@/app/api/dcsaTnt/demo/v2/events/route';
import { journeyBuilder, PORTS, TntMockCarrier, type TntJourney } from '@/lib/dcsa/demo/tnt';
import { validateTntResponse } from '@/lib/dcsa/tnt/validator';
import { trackingAnswer, type TrackingResult } from '@/lib/contracts/tracking';
import type { CarrierEndpoint } from '@/lib/server/carriers/types';
import { getDb } from '@/lib/server/db';
import { carrierPushReceipts, carrierTrackingRefs, carriers, houseBillMilestones, houseBills, outboxMessages, shipments, trackingEvents } from '@/lib/server/db/schema';
import { tntEndpointSource } from '@/lib/server/tracking/carrierEndpoints';
import { tntClientSettings } from '@/lib/server/tracking/dcsa/client';
import { syncCarrierSubscriptions } from '@/lib/server/tracking/dcsa/subscriptions';
import { notifyTracking } from '@/lib/server/tracking/notify';
import { userWithSession } from './authzFixtures';
import { call, createCompany, createPort, type TestCompany } from './helpers';
import { serveTntMock } from './tntMockServer';

const NOW = new Date('2026-03-10T04:00:00Z');
const day = (d: number, h = 0) => new Date(NOW.getTime() + d * 86_400_000 + h * 3_600_000);
const voyage = { vessel: 'HAMBURG EXPRESS', imo: '9501332', voyage: '046W', service: 'FE2' };

/** A finished Shanghai → Hamburg journey with a transshipment at Singapore: every carrier event of the portal's timeline. */
const FCL = { bill: 'HLCUSHA2509XK2L8', booking: '65190342', box: 'HLXU3144554' };
function fclJourney(): TntJourney {
  const j = journeyBuilder(FCL.bill, FCL.booking, voyage);
  j.shipment('BKG', 'RECE', day(-60));
  j.shipment('BKG', 'CONF', day(-60, 2));
  j.equipment('GTOT', FCL.box, '45G1', PORTS.CNSHA, 1, day(-55), { empty: true, facility: 'Shanghai Waigaoqiao Depot' });
  j.equipment('GTIN', FCL.box, '45G1', PORTS.CNSHA, 1, day(-52));
  j.equipment('LOAD', FCL.box, '45G1', PORTS.CNSHA, 1, day(-50));
  j.transport('DEPA', PORTS.CNSHA, 1, day(-50, 8));
  j.shipment('TRD', 'ISSU', day(-49));
  j.transport('ARRI', PORTS.SGSIN, 2, day(-44));
  j.equipment('DISC', FCL.box, '45G1', PORTS.SGSIN, 2, day(-44, 6));
  j.equipment('LOAD', FCL.box, '45G1', PORTS.SGSIN, 3, day(-41));
  j.transport('DEPA', PORTS.SGSIN, 3, day(-41, 6));
  j.transport('ARRI', PORTS.DEHAM, 4, day(-20));
  j.equipment('DISC', FCL.box, '45G1', PORTS.DEHAM, 4, day(-20, 5));
  j.equipment('GTOT', FCL.box, '45G1', PORTS.DEHAM, 4, day(-18));
  j.equipment('GTIN', FCL.box, '45G1', PORTS.DEHAM, 4, day(-15), { empty: true, facility: 'Hamburg Empty Depot Waltershof' });
  return { bill: FCL.bill, booking: FCL.booking, containers: [FCL.box], events: j.events };
}

/** An LCL master bill on the water: stuffed at the CFS, departed 6 h late, expected in Hamburg 40 h after the plan. */
const LCL = { bill: 'HLCUSHA2602LC093', booking: '65230871', box: 'HLBU9172047', hbl: 'GLSHA26020417' };
function lclJourney(): TntJourney {
  const j = journeyBuilder(LCL.bill, LCL.booking, voyage);
  j.equipment('GTOT', LCL.box, '42G1', PORTS.CNSHA, 1, day(-12), { empty: true, facility: 'Shanghai Waigaoqiao Depot' });
  j.equipment('STUF', LCL.box, '42G1', PORTS.CNSHA, 1, day(-11), { facility: 'Shanghai Waigaoqiao CFS' });
  j.equipment('GTIN', LCL.box, '42G1', PORTS.CNSHA, 1, day(-10));
  j.transport('DEPA', PORTS.CNSHA, 1, day(-8), 'PLN', day(-30));
  j.equipment('LOAD', LCL.box, '42G1', PORTS.CNSHA, 1, day(-8, 2));
  j.transport('DEPA', PORTS.CNSHA, 1, day(-8, 6));
  j.transport('ARRI', PORTS.DEHAM, 3, day(20), 'PLN', day(-30));
  j.transport('ARRI', PORTS.DEHAM, 3, day(21, 16), 'EST', day(-1));
  return { bill: LCL.bill, booking: LCL.booking, containers: [LCL.box], events: j.events };
}

const mock = new TntMockCarrier(() => [fclJourney(), lclJourney()]);
let server: Awaited<ReturnType<typeof serveTntMock>>;
let a: TestCompany;
let hlcu: number;

type Answer = { code: string; data?: TrackingResult; message?: string };
const track = (q: Record<string, string>) => call<Answer>(query, { method: 'GET', url: `/api/webtracking/query?${new URLSearchParams(q)}`, host: a.domains[0], headers: { lang: 'en' } });
const found = async (q: Record<string, string>) => {
  const res = await track(q);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = trackingAnswer.parse(res.json).data;
  if (!data) throw new Error('no tracking answer');
  return data;
};
const eventsAsked = () => mock.requests.filter((r) => r.path === '/v2/events');

beforeAll(async () => {
  server = await serveTntMock(mock, () => NOW);
  a = await createCompany({ hblPrefix: 'GL' });
  for (const [code, nameCn, nameEn] of [['CNSHA', '上海', 'Shanghai'], ['SGSIN', '新加坡', 'Singapore'], ['DEHAM', '汉堡', 'Hamburg']]) await createPort(a.id, { code, nameCn, nameEn });
  const db = await getDb();
  await db.insert(carriers).values({ code: 'HLCU', nameCn: '赫伯罗特', nameEn: 'Hapag-Lloyd', shortName: 'HPL', country: 'DE' }).onConflictDoNothing();
  hlcu = (await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, 'HLCU')))[0]!.id;
});
afterAll(() => server.close());

// the clock only moves forward across the tests (what one test stored must not lie in the next one's future)
let clockAt = NOW.getTime();
beforeEach(() => {
  clockAt += 3_600_000;
  vi.useFakeTimers({ toFake: ['Date'], now: clockAt });
  mock.fault = null;
  mock.version = '2.3.0';
  mock.requests.length = 0;
  const endpoint: CarrierEndpoint = { connectionId: 7001, companyId: a.id, carrierId: hlcu, carrierName: 'Hapag-Lloyd', baseUrl: server.baseUrl, apis: ['TNT'], horizonWeeks: 0, authHeaders: async () => ({ 'API-Key': 'test-key-7001' }) };
  vi.spyOn(tntEndpointSource, 'endpoints').mockImplementation(async (_db, companyId) => (companyId === a.id ? [endpoint] : []));
});
afterEach(() => {
  clockAt = Date.now();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Moves the clock past the lookup cache. */
const later = (minutes: number) => vi.setSystemTime(new Date(Date.now() + minutes * 60_000));

describe('a lookup asks the carrier (GET /v2/events)', () => {
  it('maps a full FCL journey by bill: every event, the ports, vessel, container and where it came from', async () => {
    const r = await found({ no: FCL.bill });
    expect(r.provider).toBe('dcsa');
    expect(r.type).toBe('bill');
    expect(r.events.map((e) => `${e.kind}@${e.location.code}`).reverse()).toEqual([
      'booking_received@', 'booking_confirmed@', 'empty_released@CNSHA', 'gate_in@CNSHA', 'loaded@CNSHA', 'departed@CNSHA', 'bl_issued@',
      'arrived@SGSIN', 'transship_discharged@SGSIN', 'transship_loaded@SGSIN', 'departed@SGSIN', 'arrived@DEHAM', 'discharged@DEHAM', 'gate_out@DEHAM', 'empty_returned@DEHAM',
    ]);
    // local clock times of each place, the newest current
    expect(r.events[0]).toMatchObject({ kind: 'empty_returned', time: '2026-02-23 05:00:00', current: true, source: 'carrier', classifier: 'ACT', containerNo: FCL.box });
    expect(r.events.find((e) => e.kind === 'loaded')).toMatchObject({ time: '2026-01-19 12:00:00', vessel: 'HAMBURG EXPRESS', voyage: '046W', location: { nameEn: 'Shanghai', facility: 'Yangshan Deep Water Port Phase IV' } });
    expect(r).toMatchObject({ billNo: FCL.bill, pol: { code: 'CNSHA' }, pod: { code: 'DEHAM' }, vessel: 'HAMBURG EXPRESS', voyage: '046W', containers: [{ containerNo: FCL.box, sizeType: '40HC' }] });
    expect(r.source).toEqual({ kind: 'carrier', carrierName: 'Hapag-Lloyd', fetchedAt: new Date().toISOString() });
    expect(r.expected).toEqual([]);
    // the adapter asked once, by transport document, authenticated, with a request the standard describes
    expect(eventsAsked()).toHaveLength(1);
    expect(eventsAsked()[0]).toMatchObject({ query: { transportDocumentReference: FCL.bill, limit: '100' }, headers: { 'api-key': 'test-key-7001', 'api-version': '2' } });
  });

  it('answers by container and by booking reference alike, from the stored answer within the cache time', async () => {
    await found({ no: FCL.bill });
    const byBox = await found({ no: FCL.box });
    expect(byBox).toMatchObject({ type: 'container', billNo: FCL.bill, provider: 'dcsa' });
    expect(byBox.events.filter((e) => e.containerNo === FCL.box)).toHaveLength(8);
    const byBooking = await found({ type: 'bill', no: FCL.booking });
    expect(byBooking).toMatchObject({ no: FCL.booking, billNo: FCL.bill, provider: 'dcsa' });
    const asked = eventsAsked().length;
    await found({ no: FCL.bill });
    expect(eventsAsked().length, 'a bill asked a moment ago is not asked again').toBe(asked);
    later(6);
    await found({ no: FCL.bill });
    expect(eventsAsked().length, 'past the cache time the carrier is asked again').toBe(asked + 1);
  });

  it('reads TNT 2.2 answers (facilityTypeCode on the transport call) like 2.3', async () => {
    mock.version = '2.2.1';
    later(10);
    const r = await found({ no: FCL.box });
    expect(r.provider).toBe('dcsa');
    expect(r.events.some((e) => e.kind === 'departed' && e.location.code === 'SGSIN')).toBe(true);
  });

  it('feeds an LCL house bill from its master bill: stuffing, gate-in, loading and departure happened, arrival planned and later expected', async () => {
    const db = await getDb();
    const [master] = await db.insert(shipments).values({ companyId: a.id, billNo: LCL.bill, carrierId: hlcu, pol: 'CNSHA', pod: 'DEHAM', mode: 'LCL' }).returning();
    const [h] = await db.insert(houseBills).values({ companyId: a.id, hblNo: LCL.hbl, shipmentId: master!.id, containerNo: LCL.box, pol: 'CNSHA', pod: 'DEHAM', originCfs: 'Shanghai Waigaoqiao CFS', destinationCfs: 'Hamburg CFS Unikai', packages: 42, bookedCbm: '6.800', bookedKg: '1240.000' }).returning();
    await db.insert(houseBillMilestones).values([
      { houseBillId: h!.id, kind: 'booking_confirmed', location: 'CNSHA', actualAt: new Date('2026-02-20T10:00:00Z') },
      { houseBillId: h!.id, kind: 'cfs_received', location: 'CNSHA', actualAt: new Date('2026-02-25T09:30:00Z') },
    ]);
    const r = await found({ no: LCL.hbl });
    expect(r).toMatchObject({ type: 'hbl', provider: 'dcsa', billNo: LCL.bill, containerNo: LCL.box, source: { kind: 'carrier', carrierName: 'Hapag-Lloyd' } });
    const m = Object.fromEntries(r.houseBill!.milestones.map((x) => [x.kind, x]));
    expect(m.stuffed).toMatchObject({ actual: '2026-02-27 12:00:00', location: { code: 'CNSHA', facility: 'Shanghai Waigaoqiao CFS' } });
    expect(m.gated_in!.actual).toBe('2026-02-28 12:00:00');
    expect(m.loaded!.actual).toBe('2026-03-02 14:00:00');
    expect(m.departed).toMatchObject({ planned: '2026-03-02 12:00:00', actual: '2026-03-02 18:00:00', lateHours: 6 });
    expect(m.arrived).toMatchObject({ planned: '2026-03-30 05:00:00', actual: null, expected: '2026-03-31 21:00:00', lateHours: 40 });
    expect(m.cfs_received!.actual).toBe('2026-02-25 09:30:00');
    // the cargo's timeline starts at its stuffing; the empty box's trip to the CFS is not its own
    expect(r.events.map((e) => e.kind).reverse()).toEqual(['booking_confirmed', 'cfs_received', 'stuffed', 'gate_in', 'loaded', 'departed']);
    expect(r.expected!.map((e) => `${e.kind}@${e.location.code}:${e.classifier}`)).toEqual(['arrived@DEHAM:EST']);

    // a delay alert past 24 h fires from the carrier's estimate
    const user = await userWithSession(a.id, { email: `lcl-${Date.now()}@example.test` });
    const sub = await call<{ code: string }>(subscribe, { host: a.domains[0]!, cookies: { author: user.token }, body: { type: 'hbl', no: LCL.hbl, email: user.email, delayHours: 24 } });
    expect(sub.status, JSON.stringify(sub.json)).toBe(200);
    await notifyTracking(db, { companyId: a.id });
    const delays = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.kind, 'tracking-delay')));
    expect(delays).toHaveLength(1);
    expect(delays[0]!.body).toContain('40');
  });
});

describe("the carrier's bad days leave the portal's own data served", () => {
  async function storedThenFailing(fault: TntMockCarrier['fault']) {
    const before = await found({ no: FCL.bill });
    later(6);
    mock.fault = fault;
    const after = await found({ no: FCL.bill });
    return { before, after };
  }

  for (const [what, fault] of [
    ['401', { kind: 'unauthorized' }],
    ['500', { kind: 'server' }],
    ['a schema-invalid payload', { kind: 'invalid' }],
  ] as const) {
    it(`${what}: the last answer, from the built-in provider, marked as the carrier's with its time`, async () => {
      later(30);
      const { before, after } = await storedThenFailing(fault);
      expect(after.provider).toBe('builtin');
      expect(after.events).toEqual(before.events);
      expect(after.source).toEqual(before.source);
      const db = await getDb();
      const [ref] = await db.select().from(carrierTrackingRefs).where(and(eq(carrierTrackingRefs.companyId, a.id), eq(carrierTrackingRefs.refNo, FCL.bill)));
      expect(ref!.lastError).toMatch(what === '401' ? /^unauthorized 401/ : what === '500' ? /^server 500/ : /^invalid /);
    });
  }

  it('429: Retry-After is honoured (the carrier is not asked before it)', async () => {
    later(30);
    await storedThenFailing({ kind: 'rateLimited', retryAfter: '900' });
    const asked = eventsAsked().length;
    mock.fault = null;
    later(10);
    expect((await found({ no: FCL.bill })).provider, 'within Retry-After').toBe('builtin');
    expect(eventsAsked().length).toBe(asked);
    later(6);
    expect((await found({ no: FCL.bill })).provider, 'after it').toBe('dcsa');
    expect(eventsAsked().length).toBe(asked + 1);
  });

  it('a timeout', async () => {
    later(30);
    vi.spyOn(tntClientSettings, 'timeoutMs').mockReturnValue(200);
    const { after } = await storedThenFailing({ kind: 'timeout', ms: 1_000 });
    expect(after.provider).toBe('builtin');
    expect(after.events.length).toBe(15);
  });

  it('an empty answer: a number only staff know is answered from their data', async () => {
    const db = await getDb();
    await db.insert(shipments).values({ companyId: a.id, billNo: 'HLCUSHA2601ST001', carrierId: hlcu, pol: 'CNSHA', pod: 'DEHAM' });
    const [s] = await db.select().from(shipments).where(and(eq(shipments.companyId, a.id), eq(shipments.billNo, 'HLCUSHA2601ST001')));
    await db.insert(trackingEvents).values({ companyId: a.id, shipmentId: s!.id, kind: 'gate_in', location: 'CNSHA', occurredAt: new Date('2026-03-01T08:00:00Z'), source: 'staff' });
    mock.fault = { kind: 'empty' };
    const r = await found({ no: 'HLCUSHA2601ST001' });
    expect(r.provider).toBe('builtin');
    expect(r.source).toEqual({ kind: 'staff' });
    expect(r.events[0]).toMatchObject({ kind: 'gate_in', source: 'staff' });
    expect(eventsAsked().length).toBeGreaterThan(0);
  });

  it('a schema-invalid payload is one the standard refuses (the mock cannot pass it off as valid)', async () => {
    const bad = [{ eventType: 'EQUIPMENT', eventDateTime: 'yesterday', equipmentEventTypeCode: 'LOAD', emptyIndicatorCode: 'LADEN' }];
    expect((await validateTntResponse('get /v2/events', 200, bad)).valid).toBe(false);
    expect((await validateTntResponse('get /v2/events', 200, fclJourney().events)).valid).toBe(true);
  });
});

describe('event subscriptions and pushes (POST /dcsaTnt/notify)', () => {
  const push = (body: string, headers: Record<string, string>) => call<{ message?: string }>(notifyRoute, { url: '/api/dcsaTnt/notify', host: 'carrier.example.test', body, headers });

  it('subscribes the bills users follow, takes signed pushes once, refuses forged and replayed ones, and unsubscribes', async () => {
    later(60);
    const db = await getDb();
    const user = await userWithSession(a.id, { email: `fcl-${Date.now()}@example.test` });
    const sub = await call<{ code: string; data?: { id: number } }>(subscribe, { host: a.domains[0]!, cookies: { author: user.token }, body: { type: 'bill', no: FCL.bill, email: user.email } });
    expect(sub.status, JSON.stringify(sub.json)).toBe(200);
    // the house bill followed in the LCL test has its master bill subscribed too
    expect(await syncCarrierSubscriptions(db, { companyId: a.id })).toBe(2);
    expect([...mock.subscriptions.values()].map((x) => x.filter.transportDocumentReference).sort()).toEqual([LCL.bill, FCL.bill].sort());
    const carrierSub = [...mock.subscriptions.values()].find((x) => x.filter.transportDocumentReference === FCL.bill);
    expect(carrierSub).toMatchObject({ callbackUrl: `http://${a.domains[0]}/api/dcsaTnt/notify`, filter: { transportDocumentReference: FCL.bill } });
    const [ref] = await db.select().from(carrierTrackingRefs).where(eq(carrierTrackingRefs.subscriptionId, carrierSub!.subscriptionID));
    expect(ref!.subscriptionSecret, 'the secret is stored encrypted').not.toContain(carrierSub!.secret);
    expect(await syncCarrierSubscriptions(db, { companyId: a.id }), 'once').toBe(0);

    const j = journeyBuilder(FCL.bill, FCL.booking, voyage);
    j.shipment('TRD', 'SURR', day(0, -2));
    const eventsOfBill = async () => (await db.select({ kind: trackingEvents.kind }).from(trackingEvents).where(eq(trackingEvents.shipmentId, ref!.shipmentId!))).map((e) => e.kind);
    const receipts = async () => (await db.select().from(carrierPushReceipts).where(eq(carrierPushReceipts.refId, ref!.id))).length;

    // forged: signed with another secret, or the body changed after signing, or an unknown subscription
    const forged = mock.signedPush(carrierSub!.subscriptionID, j.events, Buffer.alloc(32, 7).toString('base64'));
    expect((await push(forged.body, forged.headers)).status).toBe(401);
    const genuine = mock.signedPush(carrierSub!.subscriptionID, j.events);
    expect((await push(genuine.body.replace('SURR', 'ISSU'), genuine.headers)).status).toBe(401);
    expect((await push(genuine.body, { ...genuine.headers, 'Subscription-ID': '8fbdc2d8-57c8-48b9-a04b-18fd8ec1d809' })).status).toBe(401);
    expect((await push(genuine.body, { ...genuine.headers, 'Notification-Signature': '' })).status).toBe(401);
    expect(await eventsOfBill()).not.toContain('bl_surrendered');
    expect(await receipts()).toBe(0);

    // genuine: taken and mailed to the follower
    expect((await push(genuine.body, genuine.headers)).status).toBe(204);
    expect(await eventsOfBill()).toContain('bl_surrendered');
    await notifyTracking(db, { companyId: a.id });
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.kind, 'tracking-event'), eq(outboxMessages.recipient, user.email!)));
    expect(mails).toHaveLength(1);

    // replayed: refused, nothing changes
    const count = (await eventsOfBill()).length;
    expect((await push(genuine.body, genuine.headers)).status).toBe(401);
    expect((await eventsOfBill()).length).toBe(count);
    expect(await receipts()).toBe(1);

    // nobody follows the bill any more: the carrier's subscription is deleted
    expect((await call(unsubscribe, { host: a.domains[0]!, cookies: { author: user.token }, body: { id: sub.json.data!.id } })).status).toBe(200);
    expect(await syncCarrierSubscriptions(db, { companyId: a.id })).toBe(1);
    expect([...mock.subscriptions.values()].map((x) => x.filter.transportDocumentReference)).toEqual([LCL.bill]);
    expect((await push(genuine.body, genuine.headers)).status, 'pushes of a deleted subscription are refused').toBe(401);
  });

  it('the demo carrier is not served unless DEMO_CARRIER=on', async () => {
    const res = await call(demoEvents, { method: 'GET', url: '/api/dcsaTnt/demo/v2/events?transportDocumentReference=HLCUSHA2511BQX47', host: a.domains[0] });
    expect(res.status).toBe(404);
  });
});
