// Booking orders: the order search (its owner sees everything, anyone else the numbers, the stage
// and the dates — never a party, the cargo or a price), my orders (stage filter, search, pages),
// staff moving an order through the 8 stages (recorded with time and actor, mailed), and the seed's
// orders at every stage.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as searchRoute } from '@/app/api/orderSearch/route';
import { GET as myOrdersRoute } from '@/app/api/weborder/myOrders/route';
import { GET as detailRoute } from '@/app/api/weborder/orderDetail/route';
import { POST as stageRoute } from '@/app/api/staff/orders/stage/route';
import { PUBLIC_ORDER_FIELDS, type OrderSearchResult } from '@/lib/contracts/orders';
import { getDb } from '@/lib/server/db';
import { orderEvents, orders, outboxMessages, users } from '@/lib/server/db/schema';
import { seedOrders } from '@/lib/server/db/seed/orders';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { staffWithSession, userWithSession } from './authzFixtures';
import { createOrder, type OrderFixture } from './orderFixtures';

type Answer = { code: string; message?: string; data?: OrderSearchResult & { id?: number }; rows?: Record<string, unknown>[]; total?: number; counts?: Record<string, number>; fieldErrors?: Record<string, string[]> };

let a: TestCompany;
let b: TestCompany;
let owner: { token: string; userId: number };
let stranger: { token: string; userId: number };
let order: OrderFixture;
let billed: OrderFixture;
let orderOfB: OrderFixture;

const host = (c: TestCompany) => c.domains[0]!;

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '测试货代' });
  b = await createCompany();
  owner = await userWithSession(a.id, { certificationStatus: 3, email: 'owner@haixing.test' });
  stranger = await userWithSession(a.id, { certificationStatus: 3 });
  order = await createOrder(a.id, owner.userId, { stage: 3 });
  billed = await createOrder(a.id, owner.userId, { stage: 7, billNo: `COSU64${Date.now() % 100_000_000}` });
  orderOfB = await createOrder(b.id, null, { stage: 2 });
});

const search = (no: string, opts: { token?: string; lang?: string; company?: TestCompany } = {}) =>
  call<Answer>(searchRoute, {
    method: 'GET',
    host: host(opts.company ?? a),
    url: `/api/orderSearch?no=${encodeURIComponent(no)}`,
    cookies: opts.token ? { author: opts.token } : undefined,
    headers: { lang: opts.lang ?? 'cn' },
  });

/** Every text of an answer, to look for what must not be there. */
const texts = (v: unknown): string => JSON.stringify(v);

describe('order search', () => {
  it('gives a stranger the numbers, the stage and the dates only: no party, cargo or price field', async () => {
    for (const token of [undefined, stranger.token]) {
      const res = await search(order.orderNo, { token });
      expect(res.status).toBe(200);
      const data = res.json.data!;
      expect(Object.keys(data).sort()).toEqual([...PUBLIC_ORDER_FIELDS].sort());
      expect(data.view).toBe('public');
      expect(data.stage).toBe(3);
      expect(data.history.map((h) => h.stage)).toEqual([1, 2, 3]);
      for (const h of data.history) expect(Object.keys(h).sort()).toEqual(['actorType', 'stage', 'time']);
      const all = texts(res.json);
      for (const secret of ['SECRET SHIPPER', 'CONFIDENTIAL CONSIGNEE', 'HIDDEN NOTIFY', 'COOKWARE', '2350', '18650', '58.32', 'limin@', '13912345678', '李敏', '王琳']) {
        expect(all, secret).not.toContain(secret);
      }
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('gives the owner every field, found by order no or by bill no', async () => {
    const byNo = await search(order.orderNo.toLowerCase(), { token: owner.token });
    expect(byNo.status).toBe(200);
    expect(byNo.json.data!.view).toBe('owner');
    expect(byNo.json.data!.detail!.shipper).toContain('SECRET SHIPPER');
    expect(byNo.json.data!.detail!.total).toBe('4700.00');
    expect(byNo.json.data!.history[0]!.actorName).toBe('李敏');
    const byBill = await search(billed.billNo, { token: owner.token });
    expect(byBill.json.data!.orderNo).toBe(billed.orderNo);
    expect(byBill.json.data!.stage).toBe(7);
    const strangerByBill = await search(billed.billNo);
    expect(strangerByBill.json.data!.billNo).toBe(billed.billNo);
    expect(strangerByBill.json.data!.detail).toBeUndefined();
  });

  it('answers 404 with a message in the request language for an unknown number or another company’s order', async () => {
    const missing = await search('SO00000000', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(en.Api.orderNotFound);
    const other = await search(orderOfB.orderNo, { lang: 'cn' });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(cn.Api.orderNotFound);
    const onB = await search(orderOfB.orderNo, { company: b });
    expect(onB.status).toBe(200);
  });

  it('refuses a malformed number field by field', async () => {
    const res = await search('12', { lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors?.no).toEqual([en.Validation.orderNoFormat]);
    const empty = await search('', { lang: 'cn' });
    expect(empty.status).toBe(422);
    expect(empty.json.fieldErrors?.no).toEqual([cn.Validation.required]);
  });
});

describe('my orders', () => {
  const list = (token: string, q: string) => call<Answer>(myOrdersRoute, { method: 'GET', host: host(a), url: `/api/weborder/myOrders${q}`, cookies: { author: token } });

  it('lists the user’s orders at stage 1 by default, filters, searches and pages', async () => {
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    const made: OrderFixture[] = [];
    for (let i = 0; i < 12; i++) made.push(await createOrder(a.id, u.userId, { stage: i < 11 ? 1 : 4, createdAt: new Date(Date.now() - (20 - i) * 60_000), podCode: i === 3 ? 'DEHAM' : 'NLRTM' }));
    const first = await list(u.token, '');
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(11);
    expect(first.json.rows).toHaveLength(10);
    expect(first.json.rows![0]!.order_no).toBe(made[10]!.orderNo);
    expect(Object.keys(first.json.rows![0]!)).toEqual(expect.arrayContaining(['order_no', 'bill_no', 'create_time', 'shipping', 'port_start', 'port_end', 'etd', 'ctnType', 'additional_service', 'customer']));
    expect(first.json.counts).toMatchObject({ '0': 12, '1': 11, '4': 1 });
    const page2 = await list(u.token, '?page=2');
    expect(page2.json.rows).toHaveLength(1);
    const stage4 = await list(u.token, '?orderStatus=4');
    expect(stage4.json.rows!.map((r) => r.order_no)).toEqual([made[11]!.orderNo]);
    const all = await list(u.token, '?orderStatus=0&pageSize=50');
    expect(all.json.total).toBe(12);
    const found = await list(u.token, `?orderStatus=0&keyword=${encodeURIComponent('汉堡')}`);
    expect(found.json.rows!.map((r) => r.order_no)).toEqual([made[3]!.orderNo]);
    const none = await list(stranger.token, '');
    expect(none.json.rows).toEqual([]);
  });

  it('shows an own order’s detail with its history; another user’s order is 404', async () => {
    const mine = await call<Answer>(detailRoute, { method: 'GET', host: host(a), url: `/api/weborder/orderDetail?id=${order.id}`, cookies: { author: owner.token } });
    expect(mine.status).toBe(200);
    expect(mine.json.data!.detail!.consignee).toContain('CONFIDENTIAL');
    expect(mine.json.data!.history).toHaveLength(3);
    const theirs = await call<Answer>(detailRoute, { method: 'GET', host: host(a), url: `/api/weborder/orderDetail?id=${order.id}`, cookies: { author: stranger.token } });
    expect(theirs.status).toBe(404);
  });
});

describe('staff stage changes', () => {
  const move = async (body: Record<string, unknown>, lang = 'cn') =>
    call<Answer>(stageRoute, { host: host(a), url: '/api/staff/orders/stage', body, cookies: { staff_author: (await staffWithSession(a.id, ['orders'])).token }, headers: { lang } });

  it('moves an order through all 8 stages, recording time and actor and mailing the owner each time', async () => {
    const o = await createOrder(a.id, owner.userId, { stage: 1 });
    const db = await getDb();
    for (let stage = 2; stage <= 8; stage++) {
      const res = await move({ id: o.id, stage, ...(stage === 6 ? { billNo: 'cosu6400112233' } : {}), note: `第${stage}步` });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.stage).toBe(8);
    expect(row!.billNo).toBe('COSU6400112233');
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.stage)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(events.slice(1).every((e) => e.actorType === 'staff' && e.actorName === '矩阵' && e.staffId !== null)).toBe(true);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.kind, 'order-stage'), eq(outboxMessages.recipient, 'owner@haixing.test')));
    expect(mails.filter((m) => m.body.includes(o.orderNo))).toHaveLength(7);
    expect(mails.some((m) => m.subject.includes(cn.Orders.stages.done))).toBe(true);
  });

  it('needs a bill no from B/L Confirm on, refuses a no-change and another company’s order', async () => {
    const o = await createOrder(a.id, owner.userId, { stage: 5 });
    const noBill = await move({ id: o.id, stage: 6 }, 'en');
    expect(noBill.status).toBe(422);
    expect(noBill.json.message).toBe(en.Api.billNoRequired);
    const same = await move({ id: o.id, stage: 5 });
    expect(same.status).toBe(409);
    const badBill = await move({ id: o.id, stage: 6, billNo: 'X!' }, 'en');
    expect(badBill.status).toBe(422);
    expect(badBill.json.fieldErrors?.billNo).toEqual([en.Validation.billNoFormat]);
    const foreign = await move({ id: orderOfB.id, stage: 3 });
    expect(foreign.status).toBe(404);
    const db = await getDb();
    const [still] = await db.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderOfB.id));
    expect(still!.stage).toBe(2);
  });
});

describe('seed', () => {
  it('gives the certified demo shipper an order at each of the 8 stages, once', async () => {
    const c = await createCompany();
    const db = await getDb();
    const [demo] = await db.insert(users).values({ companyId: c.id, mobile: '13800000001', nameCn: '演示用户', certificationStatus: 3 }).returning({ id: users.id });
    await seedOrders(db);
    await seedOrders(db);
    const rows = await db.select({ stage: orders.stage, billNo: orders.billNo, userId: orders.userId }).from(orders).where(eq(orders.companyId, c.id));
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(rows.every((r) => r.userId === demo!.id)).toBe(true);
    expect(rows.filter((r) => r.stage >= 6).every((r) => r.billNo !== '')).toBe(true);
  });
});
