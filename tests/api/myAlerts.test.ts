// My alerts (the workspace): GET /websubMaskFcl/mine, POST changeMine / pauseMine / deleteMine and
// POST /webtracking/pause, through the route exports against a real database.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as mineRoute } from '@/app/api/websubMaskFcl/mine/route';
import { POST as changeRoute } from '@/app/api/websubMaskFcl/changeMine/route';
import { POST as pauseRoute } from '@/app/api/websubMaskFcl/pauseMine/route';
import { POST as deleteRoute } from '@/app/api/websubMaskFcl/deleteMine/route';
import { POST as trackingPauseRoute } from '@/app/api/webtracking/pause/route';
import { GET as trackingListRoute } from '@/app/api/webtracking/subscriptions/route';
import { POST as subscribeRoute } from '@/app/api/webtracking/subscribe/route';
import { POST as staffEvents } from '@/app/api/staff/tracking/events/route';
import { myRateAlertsAnswer, type MyRateAlert } from '@/lib/contracts/subscriptions';
import { trackingSubscriptionsAnswer } from '@/lib/contracts/tracking';
import { getDb } from '@/lib/server/db';
import { outboxMessages, rateSubscriptions } from '@/lib/server/db/schema';
import { sendRateAlerts } from '@/lib/server/rateAlerts';
import { saveRate } from '@/lib/server/rateAdmin';
import { TRACKING_SAMPLES, seedTracking } from '@/lib/server/db/seed/trackingSeed';
import { notifyTracking } from '@/lib/server/tracking/notify';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { staffWithSession, userWithSession } from './authzFixtures';
import { newEmail } from './accountFixtures';
import { lclRate } from './rateFixtures';
import { call, createCompany, createPort, type TestCompany } from './helpers';

let a: TestCompany;
let sha: number;
let ham: number;
let rtm: number;
let sin: number;

type Res = { code: string; message?: string; data?: MyRateAlert; rows?: unknown[]; fieldErrors?: Record<string, string[]> };

const get = (handler: typeof mineRoute, url: string, token: string) => call<Res>(handler, { method: 'GET', url, host: a.domains[0], cookies: { author: token } });
const post = (handler: typeof changeRoute, body: Record<string, unknown>, token: string, lang: 'cn' | 'en' = 'cn') =>
  call<Res>(handler, { host: a.domains[0], body, cookies: { author: token }, headers: { lang } });

async function alert(email: string, portStartId: number, portEndId: number, userId: number | null = null): Promise<number> {
  const [row] = await (await getDb()).insert(rateSubscriptions).values({ companyId: a.id, userId, subscribeEmail: email, portStartId, portEndId, confirmedAt: new Date() }).returning();
  return row!.id;
}
const rowOf = async (id: number) => (await (await getDb()).select().from(rateSubscriptions).where(eq(rateSubscriptions.id, id)))[0];

beforeAll(async () => {
  a = await createCompany();
  sha = (await createPort(a.id, { isOrigin: true, isDestination: false, nameCn: '上海', nameEn: 'Shanghai' })).id;
  ham = (await createPort(a.id, { isOrigin: false, isDestination: true, nameCn: '汉堡', nameEn: 'Hamburg' })).id;
  rtm = (await createPort(a.id, { isOrigin: false, isDestination: true, nameCn: '鹿特丹', nameEn: 'Rotterdam' })).id;
  sin = (await createPort(a.id, { isOrigin: false, isDestination: true, nameCn: '新加坡', nameEn: 'Singapore' })).id;
});

afterEach(() => vi.useRealTimers());

describe('my rate alerts', () => {
  it("lists the alerts of the account's own email, whoever saved them, and no one else's", async () => {
    const me = await userWithSession(a.id, { email: newEmail() });
    const mine1 = await alert(me.email!, sha, ham); // saved by a visitor with my address
    const mine2 = await alert(me.email!, sha, rtm, me.userId);
    const other = await alert(newEmail(), sha, sin, me.userId); // saved by me for another address: not "my alerts"
    const res = await get(mineRoute, '/api/websubMaskFcl/mine', me.token);
    expect(res.status).toBe(200);
    const rows = myRateAlertsAnswer.parse(res.json).rows;
    expect(rows.map((r) => r.id).sort()).toEqual([mine1, mine2].sort());
    expect(rows.map((r) => r.id)).not.toContain(other);
    expect(rows.find((r) => r.id === mine1)).toMatchObject({ origin: { nameEn: 'Shanghai' }, destination: { nameEn: 'Hamburg' }, paused: false });
    // an account without an email has none
    const phoneOnly = await userWithSession(a.id);
    expect(myRateAlertsAnswer.parse((await get(mineRoute, '/api/websubMaskFcl/mine', phoneOnly.token)).json).rows).toEqual([]);
  });

  it('changes the lane of one, refuses a lane the address already has and a port the company does not offer, changing nothing', async () => {
    const me = await userWithSession(a.id, { email: newEmail() });
    const id = await alert(me.email!, sha, ham);
    const taken = await alert(me.email!, sha, rtm);
    const changed = await post(changeRoute, { id, portStartId: sha, portEndId: sin }, me.token);
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe(cn.Api.alertLaneChanged);
    expect(changed.json.data).toMatchObject({ id, portEndId: sin, destination: { nameCn: '新加坡' } });
    expect((await rowOf(id))?.portEndId).toBe(sin);

    const clash = await post(changeRoute, { id, portStartId: sha, portEndId: rtm }, me.token, 'en');
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe(en.Api.alertLaneTaken);
    const wrongWay = await post(changeRoute, { id, portStartId: ham, portEndId: sin }, me.token);
    expect(wrongWay.status).toBe(422);
    expect(wrongWay.json.message).toBe(cn.Api.subscriptionOriginInvalid);
    expect((await rowOf(id))?.portEndId).toBe(sin);
    expect((await rowOf(taken))?.portEndId).toBe(rtm);
  });

  it("another user gets 404 for each change of someone else's alert, and nothing changes", async () => {
    const owner = await userWithSession(a.id, { email: newEmail() });
    const id = await alert(owner.email!, sha, ham, owner.userId);
    const before = await rowOf(id);
    const intruder = await userWithSession(a.id, { email: newEmail() });
    expect(myRateAlertsAnswer.parse((await get(mineRoute, '/api/websubMaskFcl/mine', intruder.token)).json).rows.map((r) => r.id)).not.toContain(id);
    for (const [route, body] of [
      [changeRoute, { id, portStartId: sha, portEndId: rtm }],
      [pauseRoute, { id, paused: true }],
      [deleteRoute, { id }],
    ] as const) {
      const res = await post(route, body, intruder.token);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(cn.Api.subscriptionNotFound);
    }
    expect(await rowOf(id)).toEqual(before);
    // visitors are not let in at all
    const visitor = await call<Res>(pauseRoute, { host: a.domains[0], body: { id, paused: true } });
    expect(visitor.status).toBe(401);
    expect(await rowOf(id)).toEqual(before);
  });

  it('a paused alert is mailed nothing until resumed; a deleted one is gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T02:00:00Z'));
    const db = await getDb();
    const me = await userWithSession(a.id, { email: newEmail() });
    const origin = (await createPort(a.id, { isOrigin: true, isDestination: false })).id;
    const dest = (await createPort(a.id, { isOrigin: false, isDestination: true })).id;
    const id = await alert(me.email!, origin, dest);
    const actor = { staffId: null, name: '测试' };
    const before = { perCbm: 40, perTon: 45, minCharge: 40 };
    const { id: rateId } = await saveRate(db, a.id, actor, lclRate(origin, dest, { prices: before }));
    const alerts = async () => (await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, me.email!), eq(outboxMessages.kind, 'rate-alert')))).length;

    const paused = await post(pauseRoute, { id, paused: true }, me.token);
    expect(paused.json).toMatchObject({ message: cn.Api.alertPaused, data: { paused: true } });
    expect(await sendRateAlerts(db, { companyId: a.id, rateId, oldPrices: before, newPrices: { ...before, perCbm: 30 } })).toBe(0);
    expect(await alerts()).toBe(0);

    const resumed = await post(pauseRoute, { id, paused: false }, me.token);
    expect(resumed.json).toMatchObject({ message: cn.Api.alertResumed, data: { paused: false } });
    expect(await sendRateAlerts(db, { companyId: a.id, rateId, oldPrices: before, newPrices: { ...before, perCbm: 30 } })).toBe(1);
    expect(await alerts()).toBe(1);

    expect((await post(deleteRoute, { id }, me.token)).status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect((await post(deleteRoute, { id }, me.token)).status).toBe(404);
  });
});

describe('my tracking subscriptions', () => {
  it('pauses one (no mail while paused, nothing of the pause mailed on resume), only for its owner', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T02:00:00Z'));
    const db = await getDb();
    const t = await createCompany();
    for (const [code, nameCn, nameEn] of [['CNNGB', '宁波', 'Ningbo'], ['DEBRV', '不来梅哈芬', 'Bremerhaven'], ['SGSIN', '新加坡', 'Singapore']]) await createPort(t.id, { code, nameCn, nameEn });
    await seedTracking(db, t.id);
    const me = await userWithSession(t.id, { email: newEmail() });
    const at = (h: typeof mineRoute, url: string, body?: Record<string, unknown>, token = me.token) =>
      call<Res>(h, { method: body ? 'POST' : 'GET', url, host: t.domains[0], body, cookies: { author: token } });
    const sub = await at(subscribeRoute, '/api/webtracking/subscribe', { type: 'bill', no: TRACKING_SAMPLES.fclTwoBoxes, email: me.email });
    const id = (sub.json.data as unknown as { id: number }).id;
    const staff = await staffWithSession(t.id, ['tracking']);
    const event = (time: string) =>
      call(staffEvents, { host: t.domains[0], cookies: { staff_author: staff.token }, body: { billNo: TRACKING_SAMPLES.fclTwoBoxes, events: [{ kind: 'transship_discharged', location: 'SGSIN', time }] } });
    const mails = async () => (await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, me.email!), eq(outboxMessages.kind, 'tracking-event')))).length;

    // someone else cannot pause it
    const other = await userWithSession(t.id, { email: newEmail() });
    expect((await at(trackingPauseRoute, '/api/webtracking/pause', { id, paused: true }, other.token)).status).toBe(404);

    const paused = await at(trackingPauseRoute, '/api/webtracking/pause', { id, paused: true });
    expect(paused.json.message).toBe(cn.Api.trackingPaused);
    const list = trackingSubscriptionsAnswer.parse((await at(trackingListRoute, '/api/webtracking/subscriptions')).json).rows;
    expect(list.find((s) => s.id === id)?.paused).toBe(true);
    expect((await event('2026-11-19 06:30:00')).status).toBe(200);
    await notifyTracking(db, { companyId: t.id });
    expect(await mails()).toBe(0);

    expect((await at(trackingPauseRoute, '/api/webtracking/pause', { id, paused: false })).json.message).toBe(cn.Api.trackingResumed);
    await notifyTracking(db, { companyId: t.id });
    expect(await mails()).toBe(0);
    await event('2026-11-20 08:00:00');
    await notifyTracking(db, { companyId: t.id });
    expect(await mails()).toBe(1);
  });
});
