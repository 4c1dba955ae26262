// Online booking: certified users only (the API refuses everyone else), every field checked on the
// server with a localized message per field, nothing stored on a refusal; a booking becomes an
// order at stage Order with a new order number, and its sales contact is mailed in the same
// transaction.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as bookingRoute } from '@/app/api/weborder/booking/route';
import { POST as stageRoute } from '@/app/api/staff/orders/stage/route';
import { parseBookingQuery } from '@/lib/contracts/booking';
import { getDb } from '@/lib/server/db';
import { carriers, orderEvents, orders, outboxMessages, ports, rateLimitHits, sailingCalls, sailings, salesContacts, scheduleServices, users, vessels } from '@/lib/server/db/schema';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { staffWithSession, userWithSession } from './authzFixtures';
import { bookingBody, bookingWorld } from './orderFixtures';

type Answer = { code: string; message?: string; data?: { id: number; orderNo: string; stage: number }; fieldErrors?: Record<string, string[]> };

let a: TestCompany;
let certified: { token: string; userId: number };
let salesId: number;

const host = (c: TestCompany) => c.domains[0]!;
const book = (body: unknown, opts: { token?: string; lang?: string } = {}) =>
  call<Answer>(bookingRoute, { host: host(a), url: '/api/weborder/booking', body, cookies: opts.token ? { author: opts.token } : undefined, headers: { lang: opts.lang ?? 'cn' } });

async function ordersOf(userId: number) {
  const db = await getDb();
  return db.select().from(orders).where(and(eq(orders.companyId, a.id), eq(orders.userId, userId)));
}

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '环球物流', companyNameEn: 'Globe Logistics', contactEmail: 'service@globe.test' });
  await bookingWorld(a.id);
  const db = await getDb();
  const [fcl] = await db.insert(salesContacts).values({ companyId: a.id, nameCn: '张整箱', businessId: 1, email: 'fcl.sales@globe.test', sort: 1 }).returning({ id: salesContacts.id });
  salesId = fcl!.id;
  certified = await userWithSession(a.id, { certificationStatus: 3 });
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimitHits).where(eq(rateLimitHits.companyId, a.id));
});

describe('booking', () => {
  it('creates an order at stage Order with an order number and mails the sales contact', async () => {
    const res = await book(bookingBody(), { token: certified.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { id, orderNo, stage } = res.json.data!;
    expect(stage).toBe(1);
    expect(orderNo).toMatch(/^SO\d{11}$/);
    const db = await getDb();
    const [o] = await db.select().from(orders).where(eq(orders.id, id));
    expect(o).toMatchObject({ userId: certified.userId, stage: 1, polNameEn: 'Shanghai', podNameCn: '鹿特丹', grossWeightKg: '18650.125', volumeCbm: '58.320', salesContactId: salesId, sourceRef: 'rate:42', vessel: 'COSCO SHIPPING UNIVERSE' });
    expect(o!.freightLines).toEqual([{ containerType: '40HQ', quantity: 2, unitPrice: '2350.00' }]);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ stage: 1, actorType: 'user' });
    const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.kind, 'order-booked'), eq(outboxMessages.recipient, 'fcl.sales@globe.test')));
    expect(mail!.subject).toContain(orderNo);
    expect(mail!.body).toContain('上海（CNSHA） → 鹿特丹（NLRTM）');
    expect(mail!.body).toContain('2 × 40HQ @ USD 2350.00');
  });

  it('mails the user’s own sales contact when the user has one', async () => {
    const db = await getDb();
    const [own] = await db.insert(salesContacts).values({ companyId: a.id, nameCn: '王专属', businessId: 2, email: 'own.sales@globe.test', sort: 5 }).returning({ id: salesContacts.id });
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    await db.update(users).set({ salesContactId: own!.id }).where(eq(users.id, u.userId));
    const res = await book(bookingBody(), { token: u.token });
    expect(res.status).toBe(200);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, 'order-booked'), eq(outboxMessages.recipient, 'own.sales@globe.test')));
    expect(mails).toHaveLength(1);
  });

  it('answers 401 to a visitor and 403 to an uncertified user, storing nothing', async () => {
    expect((await book(bookingBody())).status).toBe(401);
    const u = await userWithSession(a.id, { certificationStatus: 0 });
    const res = await book(bookingBody(), { token: u.token, lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(en.Api.certificationRequired);
    expect(await ordersOf(u.userId)).toEqual([]);
  });

  it('refuses each bad field with its own message in the request language, storing nothing', async () => {
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    const res = await book(
      bookingBody({
        contactName: '',
        contactPhone: '12',
        contactEmail: 'not-an-email',
        polCode: 'SHANGHAI',
        podCode: 'CNSHA',
        payType: 'cash',
        shipper: ' ',
        packages: '12.5',
        grossWeightKg: '1.2345',
        volumeCbm: '0',
        freightLines: [{ containerType: '40HQ', quantity: 0, unitPrice: '12.345' }],
        sourceRef: 'quote:1',
      }),
      { token: u.token, lang: 'en' },
    );
    expect(res.status).toBe(422);
    const f = res.json.fieldErrors!;
    expect(f.contactName).toEqual([en.Validation.required]);
    expect(f.contactPhone).toEqual([en.Validation.phone]);
    expect(f.contactEmail).toEqual([en.Validation.email]);
    expect(f.polCode).toEqual([en.Validation.portCode]);
    expect(f.payType).toEqual([en.Validation.invalidOption]);
    expect(f.shipper).toEqual([en.Validation.required]);
    expect(f.packages).toEqual([en.Validation.integer]);
    expect(f.grossWeightKg).toEqual([en.Validation.decimal3]);
    expect(f.volumeCbm).toEqual([en.Validation.greaterThanZero]);
    expect(f['freightLines.0.quantity']).toEqual([en.Validation.greaterThanZero]);
    expect(f['freightLines.0.unitPrice']).toEqual([en.Validation.money]);
    expect(f.sourceRef).toEqual([en.Validation.invalidFormat]);
    expect(await ordersOf(u.userId)).toEqual([]);
  });

  it('checks on the server what only the database knows: offered ports, the carrier, the sailing date', async () => {
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    const res = await book(bookingBody({ podCode: 'USLAX', carrierCode: 'XXXX', etd: '2020-01-01' }), { token: u.token, lang: 'cn' });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ podCode: [cn.Validation.portUnknown], carrierCode: [cn.Validation.carrierUnknown], etd: [cn.Validation.etdPast] });
    const same = await book(bookingBody({ podCode: 'CNSHA', freightLines: [] }), { token: u.token, lang: 'cn' });
    expect(same.json.fieldErrors?.podCode).toEqual([cn.Validation.samePorts]);
    expect(same.json.fieldErrors?.freightLines).toEqual([cn.Validation.freightLinesRequired]);
    expect(await ordersOf(u.userId)).toEqual([]);
    const via = await book(bookingBody({ podCode: 'NLRTM', transferCode: 'sgsin' }), { token: u.token });
    expect(via.status).toBe(200);
    expect((await ordersOf(u.userId))[0]).toMatchObject({ transferCode: 'SGSIN', transferName: 'Singapore' });
  });
});

/** A sailing of company A loading at CNSHA (cutoff as given, naive China time) and discharging at NLRTM. */
async function sailingAt(cutoff: string, status = 'scheduled'): Promise<number> {
  const db = await getDb();
  const [cosu] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, 'COSU'));
  const portRows = await db.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, a.id));
  const port = (code: string) => portRows.find((p) => p.code === code)!.id;
  const [v] = await db.insert(vessels).values({ name: `BOOKING TEST ${Date.now()} ${Math.random()}`, carrierId: cosu!.id }).returning({ id: vessels.id });
  const [svc] = await db
    .insert(scheduleServices)
    .values({ companyId: a.id, carrierId: cosu!.id, code: `T${Math.floor(Math.random() * 1e6)}`, nameCn: '测试线', nameEn: 'Test loop', trade: 'north-europe', weekday: 1, rotation: [], fleet: [v!.id], epoch: '2026-11-23' })
    .returning({ id: scheduleServices.id });
  const [s] = await db.insert(sailings).values({ companyId: a.id, serviceId: svc!.id, vesselId: v!.id, voyage: '047W', week: '2026-11-30', status }).returning({ id: sailings.id });
  const naive = (t: string) => new Date(`${t.replace(' ', 'T')}Z`);
  await db.insert(sailingCalls).values([
    { sailingId: s!.id, seq: 1, portId: port('CNSHA'), eta: naive('2026-12-02 06:00:00'), etd: naive('2026-12-03 18:00:00'), cutoff: naive(cutoff) },
    { sailingId: s!.id, seq: 2, portId: port('NLRTM'), eta: naive('2027-01-05 06:00:00'), etd: naive('2027-01-06 18:00:00'), cutoff: naive('2027-01-04 06:00:00') },
  ]);
  return s!.id;
}

describe('booking a sailing: closed at its cutoff (China business clock)', () => {
  afterEach(() => vi.useRealTimers());

  it('takes a sailing before its cutoff and refuses it from the cutoff on, with the field and a localized message, storing nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-12-02 06:00 in China is 2026-12-01 22:00 UTC
    vi.setSystemTime(new Date('2026-12-01T22:00:00Z'));
    const id = await sailingAt('2026-12-02 06:00:00');
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    const body = bookingBody({ etd: '2026-12-03', sourceRef: `sailing:${id}` });
    const closed = await book(body, { token: u.token, lang: 'en' });
    expect(closed.status).toBe(422);
    expect(closed.json.fieldErrors).toEqual({ sourceRef: [en.Validation.sailingClosed] });
    expect((await book(body, { token: u.token, lang: 'cn' })).json.fieldErrors).toEqual({ sourceRef: [cn.Validation.sailingClosed] });
    expect(await ordersOf(u.userId)).toEqual([]);
    vi.setSystemTime(new Date('2026-12-01T21:59:00Z'));
    const open = await book(body, { token: u.token });
    expect(open.status, JSON.stringify(open.json)).toBe(200);
    expect((await ordersOf(u.userId))[0]).toMatchObject({ sourceRef: `sailing:${id}` });
  });

  it('refuses a sailing that is not loading at the port of loading, cancelled or unknown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00Z'));
    const u = await userWithSession(a.id, { certificationStatus: 3 });
    const open = await sailingAt('2026-12-02 06:00:00');
    const cancelled = await sailingAt('2026-12-02 06:00:00', 'cancelled');
    for (const body of [
      bookingBody({ etd: '2026-12-03', podCode: 'SGSIN', polCode: 'NLRTM', sourceRef: `sailing:${open}` }),
      bookingBody({ etd: '2026-12-03', sourceRef: `sailing:${cancelled}` }),
      bookingBody({ etd: '2026-12-03', sourceRef: 'sailing:999999999' }),
    ]) {
      const res = await book(body, { token: u.token });
      expect(res.json.fieldErrors?.sourceRef).toEqual([cn.Validation.sailingUnknown]);
    }
    expect(await ordersOf(u.userId)).toEqual([]);
  });
});

describe('booking query', () => {
  it('prefills from the rates and schedules links and drops what does not fit', () => {
    expect(parseBookingQuery({ pol: 'cnsha', pod: 'NLRTM', carrier: 'cosu', etd: '2026-12-08', vessel: 'COSCO SHIPPING UNIVERSE', voyage: '061W', ref: 'sailing:77' })).toEqual({
      pol: 'CNSHA',
      pod: 'NLRTM',
      carrier: 'COSU',
      etd: '2026-12-08',
      vessel: 'COSCO SHIPPING UNIVERSE',
      voyage: '061W',
      ref: 'sailing:77',
    });
    expect(parseBookingQuery({ pol: 'Shanghai', pod: ['NLRTM', 'DEHAM'], carrier: '<b>', etd: '08/12/2026', ref: 'rate:x' })).toEqual({ pol: '', pod: 'NLRTM', carrier: '', etd: '', vessel: '', voyage: '', ref: '' });
  });
});

describe('the owner’s stage mails follow the language the order was booked in', () => {
  for (const [lang, messages] of [['en', en], ['cn', cn]] as const) {
    it(`booked in ${lang}: the stage mail is in ${lang}, whatever the staff member's language`, async () => {
      const email = `owner-${lang}-${Date.now()}@haixing.test`;
      const owner = await userWithSession(a.id, { certificationStatus: 3, email });
      const booked = await book(bookingBody(), { token: owner.token, lang });
      expect(booked.status, JSON.stringify(booked.json)).toBe(200);
      const { id, orderNo } = booked.json.data!;
      const db = await getDb();
      const [o] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, id));
      expect(o!.locale).toBe(lang);
      const staff = { staff_author: (await staffWithSession(a.id, ['orders'])).token };
      const moved = await call(stageRoute, { host: host(a), url: '/api/staff/orders/stage', body: { id, stage: 2, note: 'ok' }, cookies: staff, headers: { lang: lang === 'en' ? 'cn' : 'en' } });
      expect(moved.status).toBe(200);
      const [mail] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.kind, 'order-stage'), eq(outboxMessages.recipient, email)));
      const company = lang === 'en' ? 'Globe Logistics' : '环球物流';
      const stage = messages.Orders.stages.orderConfirm;
      expect(mail!.subject).toBe(messages.Orders.mailStageSubject.replace('{company}', company).replace('{orderNo}', orderNo).replace('{stage}', stage));
      expect(mail!.body).toContain(lang === 'en' ? `Your order ${orderNo}` : `您的订单 ${orderNo}`);
    });
  }
});
