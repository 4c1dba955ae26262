// Staff operations in the console: orders searched and moved through their stages (mailed, audited),
// the spot reservation queue (audited before/after) and spot offers created and edited (the
// remaining quantity stays consistent with what reservations hold), tracking events and house-bill
// milestones by hand and from CSV/XLSX files (a dry run reports every bad row and imports nothing).
// Permissions: a content-only account gets 403; company A's staff see nothing of company B.
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ordersRoute } from '@/app/api/staff/orders/route';
import { GET as orderDetailRoute } from '@/app/api/staff/orders/detail/route';
import { POST as stageRoute } from '@/app/api/staff/orders/stage/route';
import { POST as reviewRoute } from '@/app/api/staff/spot/review/route';
import { GET as offersRoute } from '@/app/api/staff/spot/offers/route';
import { POST as saveOfferRoute } from '@/app/api/staff/spot/offers/save/route';
import { POST as reserveRoute } from '@/app/api/spot/reserve/route';
import { GET as lookupRoute } from '@/app/api/staff/tracking/lookup/route';
import { POST as eventsRoute } from '@/app/api/staff/tracking/events/route';
import { POST as milestonesRoute } from '@/app/api/staff/tracking/milestones/route';
import { POST as importRoute } from '@/app/api/staff/tracking/import/route';
import { POST as shipmentRoute } from '@/app/api/staff/tracking/shipment/route';
import { getDb } from '@/lib/server/db';
import { auditLog, houseBillMilestones, houseBills, outboxMessages, spotOffers, trackingEvents, shipments } from '@/lib/server/db/schema';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { callMultipart, withTempFilesDir } from './accountFixtures';
import { staffWithSession, userWithSession } from './authzFixtures';
import { bookingWorld, createOrder, createSpotOffer, offerRemaining, reserveForm, spotReservation } from './orderFixtures';
import { TRACKING_SAMPLES, trackingSamples } from './trackingFixtures';

type Json = { code: string; message?: string; data?: Record<string, unknown>; rows?: Record<string, unknown>[]; total?: number; fieldErrors?: Record<string, string[]> };
type Handler = (req: NextRequest) => Promise<Response>;

withTempFilesDir();

let a: TestCompany;
let b: TestCompany;
let ops: string;
let contentOnly: string;
let opsB: string;

const host = (c: TestCompany = a) => c.domains[0]!;
const get = (h: Handler, url: string, token = ops, c = a, lang = 'cn') => call<Json>(h, { method: 'GET', host: host(c), url, cookies: { staff_author: token }, headers: { lang } });
const post = (h: Handler, url: string, body: unknown, token = ops, c = a, lang = 'cn') => call<Json>(h, { host: host(c), url, body, cookies: { staff_author: token }, headers: { lang } });

async function lastAudit(entity: string, entityId: number | string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, a.id), eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '环球物流' });
  b = await createCompany();
  ops = (await staffWithSession(a.id, ['orders', 'tracking'])).token;
  contentOnly = (await staffWithSession(a.id, ['content', 'recruitment'])).token;
  opsB = (await staffWithSession(b.id, ['*'])).token;
});

describe('orders', () => {
  it('filters by customer and creation dates, and opens one order with its full history', async () => {
    const u = await userWithSession(a.id, { email: 'ops-order@haixing.test' });
    const old = await createOrder(a.id, u.userId, { stage: 2, createdAt: new Date('2026-03-01T04:00:00Z') });
    const recent = await createOrder(a.id, u.userId, { stage: 2, createdAt: new Date('2026-03-20T04:00:00Z') });
    const res = await get(ordersRoute, '/api/staff/orders?customer=海星&from=2026-03-15&to=2026-03-31&pageSize=100');
    expect(res.status).toBe(200);
    const ids = res.json.rows!.map((r) => r.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
    const none = await get(ordersRoute, '/api/staff/orders?customer=没有这个客户&pageSize=100');
    expect(none.json.rows).toEqual([]);
    const bad = await get(ordersRoute, '/api/staff/orders?from=2026-03-20&to=2026-03-01', ops, a, 'en');
    expect(bad.status).toBe(422);
    expect(bad.json.fieldErrors?.to).toEqual([en.Validation.dateRange]);

    const detail = await get(orderDetailRoute, `/api/staff/orders/detail?id=${recent.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.data).toMatchObject({ id: recent.id, orderNo: recent.orderNo, stage: 2, account: expect.any(String) });
    expect((detail.json.data!.detail as { customerName: string }).customerName).toBe('宁波海星家居用品有限公司');
    expect((detail.json.data!.history as unknown[]).length).toBeGreaterThan(0);
    // B's staff cannot open A's order
    expect((await get(orderDetailRoute, `/api/staff/orders/detail?id=${recent.id}`, opsB, b)).status).toBe(404);
  });

  it('moves an order with a note: recorded, mailed to the customer and audited with before and after, in one step', async () => {
    const u = await userWithSession(a.id, { email: `ops-stage-${Date.now()}@haixing.test` });
    const o = await createOrder(a.id, u.userId, { stage: 3 });
    const res = await post(stageRoute, '/api/staff/orders/stage', { id: o.id, stage: 4, note: '已进港' });
    expect(res.status).toBe(200);
    const row = await lastAudit('order', o.id);
    expect(row).toMatchObject({ action: 'order.stage', before: { stage: 3, billNo: '' }, after: { stage: 4, billNo: '', note: '已进港' } });
    expect(row!.staffName).toBe('矩阵');
    const db = await getDb();
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, u.email!)).orderBy(desc(outboxMessages.id)).limit(1);
    expect(mail?.kind).toBe('order-stage');
    expect(mail?.body).toContain('已进港');
    // a refused change leaves no audit row
    const before = await lastAudit('order', o.id);
    const again = await post(stageRoute, '/api/staff/orders/stage', { id: o.id, stage: 4 });
    expect(again.status).toBe(409);
    expect((await lastAudit('order', o.id))!.id).toBe(before!.id);
  });

  it('refuses a content-only account (403) and another company (404, untouched)', async () => {
    const o = await createOrder(a.id, null, { stage: 1 });
    expect((await get(ordersRoute, '/api/staff/orders', contentOnly)).status).toBe(403);
    expect((await get(orderDetailRoute, `/api/staff/orders/detail?id=${o.id}`, contentOnly)).status).toBe(403);
    expect((await post(stageRoute, '/api/staff/orders/stage', { id: o.id, stage: 2 }, contentOnly)).status).toBe(403);
    const listB = await get(ordersRoute, '/api/staff/orders?pageSize=100', opsB, b);
    expect(listB.json.rows!.map((r) => r.id)).not.toContain(o.id);
  });
});

describe('spot reservations and offers', () => {
  it('a review writes its audit row with the reservation before and after', async () => {
    const r = await spotReservation(a, { paid: true });
    const remaining = await offerRemaining(r.offerId);
    const res = await post(reviewRoute, '/api/staff/spot/review', { id: r.id, action: 'return', reason: '委托书信息不全' });
    expect(res.status).toBe(200);
    const row = await lastAudit('spot_reservation', r.id);
    expect(row).toMatchObject({
      action: 'spotReservation.return',
      before: { status: 'inHand', quantityHeld: true, reason: '' },
      after: { status: 'returned', quantityHeld: false, reason: '委托书信息不全' },
    });
    expect(await offerRemaining(r.offerId)).toBe(remaining + 1);
    expect((await post(reviewRoute, '/api/staff/spot/review', { id: r.id, action: 'complete' }, contentOnly)).status).toBe(403);
  });

  it('creates an offer with validation, lists it for staff only of its company, and audits it', async () => {
    await createSpotOffer(a.id); // ports and carrier
    const etd = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = { carrierCode: 'cosu', polCode: 'CNSHA', podCode: 'NLRTM', etd, vessel: 'COSCO SHIPPING ARIES', voyage: '031W', containerType: '40HQ', totalQuantity: '6', price: '2150', prepaidFee: '800', deadSpaceFee: '2500', published: true };
    const bad = await post(saveOfferRoute, '/api/staff/spot/offers/save', { ...body, totalQuantity: '0', price: 'abc', containerType: '99XX' }, ops, a, 'en');
    expect(bad.status).toBe(422);
    expect(bad.json.fieldErrors).toMatchObject({ totalQuantity: [en.Validation.greaterThanZero], price: [en.Validation.money], containerType: [en.Validation.invalidOption] });
    const same = await post(saveOfferRoute, '/api/staff/spot/offers/save', { ...body, podCode: 'CNSHA' }, ops, a, 'en');
    expect(same.json.fieldErrors).toEqual({ podCode: [en.Validation.samePorts] });
    const unknown = await post(saveOfferRoute, '/api/staff/spot/offers/save', { ...body, podCode: 'USLAX', etd: '2020-01-01' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.fieldErrors).toMatchObject({ podCode: [cn.Validation.portUnknown], etd: [cn.Validation.etdPast] });

    const made = await post(saveOfferRoute, '/api/staff/spot/offers/save', body);
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ carrierCode: 'COSU', totalQuantity: 6, remaining: 6, held: 0, price: '2150.00', published: true });
    const id = made.json.data!.id as number;
    expect(await lastAudit('spot_offer', id)).toMatchObject({ action: 'spotOffer.create', before: null, after: { totalQuantity: 6, remaining: 6 } });
    const dup = await post(saveOfferRoute, '/api/staff/spot/offers/save', body);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(cn.Api.spotOfferDuplicate);

    const listed = await get(offersRoute, '/api/staff/spot/offers?scope=all&pageSize=100');
    expect(listed.json.rows!.map((r) => r.id)).toContain(id);
    const listedB = await get(offersRoute, '/api/staff/spot/offers?scope=all&pageSize=100', opsB, b);
    expect(listedB.json.rows!.map((r) => r.id)).not.toContain(id);
    // B's staff cannot edit A's offer
    const foreign = await post(saveOfferRoute, '/api/staff/spot/offers/save', { ...body, id, totalQuantity: '1' }, opsB, b);
    expect([404, 422]).toContain(foreign.status);
    expect(await offerRemaining(id)).toBe(6);
    expect((await get(offersRoute, '/api/staff/spot/offers', contentOnly)).status).toBe(403);
    expect((await post(saveOfferRoute, '/api/staff/spot/offers/save', body, contentOnly)).status).toBe(403);
  });

  it('an edit moves the remaining by the change of the total and never below what reservations hold', async () => {
    const offerId = await createSpotOffer(a.id, { remaining: 5 });
    const user = await userWithSession(a.id, { certificationStatus: 3 });
    const reserved = await callMultipart(reserveRoute, { host: host(), url: '/api/spot/reserve', form: reserveForm(offerId, { quantity: '3' }), cookies: { author: user.token } });
    expect(reserved.status).toBe(200);
    expect(await offerRemaining(offerId)).toBe(2);
    const db = await getDb();
    const [o] = await db.select().from(spotOffers).where(eq(spotOffers.id, offerId));
    const edit = { id: offerId, carrierCode: o!.carrierCode, polCode: o!.polCode, podCode: o!.podCode, etd: o!.etd, vessel: o!.vessel, voyage: o!.voyage, containerType: '40HQ', totalQuantity: 2, price: o!.price, prepaidFee: o!.prepaidFee, deadSpaceFee: o!.deadSpaceFee, published: true };
    // the fixture's container type is unique per offer: give the offer a real one first
    await db.update(spotOffers).set({ containerType: '40HQ', etd: '2030-01-15' }).where(eq(spotOffers.id, offerId));
    edit.etd = '2030-01-15';
    const tooLow = await post(saveOfferRoute, '/api/staff/spot/offers/save', edit, ops, a, 'en');
    expect(tooLow.status).toBe(422);
    expect(tooLow.json.fieldErrors?.totalQuantity).toEqual([en.Validation.quantityBelowHeld.replace('{min}', '3')]);
    expect(await offerRemaining(offerId)).toBe(2);
    const more = await post(saveOfferRoute, '/api/staff/spot/offers/save', { ...edit, totalQuantity: 9, price: '1999.5' });
    expect(more.status).toBe(200);
    expect(more.json.data).toMatchObject({ totalQuantity: 9, remaining: 6, held: 3, price: '1999.50' });
    expect(await lastAudit('spot_offer', offerId)).toMatchObject({ action: 'spotOffer.update', before: { totalQuantity: 5, remaining: 2 }, after: { totalQuantity: 9, remaining: 6, price: '1999.50' } });
    const exact = await post(saveOfferRoute, '/api/staff/spot/offers/save', { ...edit, totalQuantity: 3 });
    expect(exact.json.data).toMatchObject({ totalQuantity: 3, remaining: 0, held: 3 });
  });
});

describe('offers edited while reservations run', () => {
  it('the remaining quantity always equals the total less what reservations hold', async () => {
    const offerId = await createSpotOffer(a.id, { remaining: 5 });
    const db = await getDb();
    await db.update(spotOffers).set({ containerType: '20GP', etd: '2030-02-20' }).where(eq(spotOffers.id, offerId));
    const [o] = await db.select().from(spotOffers).where(eq(spotOffers.id, offerId));
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => userWithSession(a.id, { certificationStatus: 3 })));
    const edit = { id: offerId, carrierCode: o!.carrierCode, polCode: o!.polCode, podCode: o!.podCode, etd: o!.etd, containerType: '20GP', totalQuantity: 8, price: o!.price, prepaidFee: o!.prepaidFee, deadSpaceFee: o!.deadSpaceFee };
    const results = await Promise.all([
      ...users.map((u) => callMultipart(reserveRoute, { host: host(), url: '/api/spot/reserve', form: reserveForm(offerId), cookies: { author: u.token } })),
      post(saveOfferRoute, '/api/staff/spot/offers/save', edit),
    ]);
    expect(results.at(-1)!.status).toBe(200);
    const held = results.slice(0, -1).filter((r) => r.status === 200).length;
    const [after] = await db.select().from(spotOffers).where(eq(spotOffers.id, offerId));
    expect(after!.totalQuantity).toBe(8);
    expect(after!.remaining).toBe(8 - held);
    expect(after!.remaining).toBeGreaterThanOrEqual(0);
  });
});

describe('tracking events', () => {
  beforeAll(async () => {
    await trackingSamples(a.id);
  });

  it('looks a bill, a container and a house bill up for staff of the company only', async () => {
    const bill = await get(lookupRoute, `/api/staff/tracking/lookup?no=${TRACKING_SAMPLES.fclTwoBoxes}`);
    expect(bill.status).toBe(200);
    expect(bill.json.data).toMatchObject({ type: 'bill', billNo: TRACKING_SAMPLES.fclTwoBoxes });
    const box = await get(lookupRoute, `/api/staff/tracking/lookup?no=${TRACKING_SAMPLES.containerDone}`);
    expect(box.json.data).toMatchObject({ type: 'container', billNo: TRACKING_SAMPLES.fclDone });
    const hbl = await get(lookupRoute, `/api/staff/tracking/lookup?no=${TRACKING_SAMPLES.hblLate}&type=hbl`);
    expect(hbl.json.data).toMatchObject({ type: 'hbl', no: TRACKING_SAMPLES.hblLate });
    expect((await get(lookupRoute, `/api/staff/tracking/lookup?no=${TRACKING_SAMPLES.fclTwoBoxes}`, opsB, b)).status).toBe(404);
    expect((await get(lookupRoute, `/api/staff/tracking/lookup?no=${TRACKING_SAMPLES.fclTwoBoxes}`, contentOnly)).status).toBe(403);
  });

  it('an event by hand and a shipment change are audited with before and after', async () => {
    const res = await post(eventsRoute, '/api/staff/tracking/events', { billNo: TRACKING_SAMPLES.fclGateIn, events: [{ kind: 'loaded', location: 'CNSHA', facility: 'Yangshan Terminal', time: '2026-11-20 08:30' }] });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ added: 1, ignored: 0 });
    const db = await getDb();
    const [s] = await db.select().from(shipments).where(and(eq(shipments.companyId, a.id), eq(shipments.billNo, TRACKING_SAMPLES.fclGateIn)));
    const row = await lastAudit('shipment', s!.id);
    expect(row?.action).toBe('trackingEvents.add');
    const before = (row!.before as { events: number }).events;
    expect(row!.after).toMatchObject({ events: before + 1, added: [{ kind: 'loaded', location: 'CNSHA', occurredAt: '2026-11-20 08:30:00' }] });

    await bookingWorld(a.id); // carrier COSU
    const saved = await post(shipmentRoute, '/api/staff/tracking/shipment', { billNo: TRACKING_SAMPLES.fclGateIn, carrier: 'COSU', vessel: 'ONE NEW VESSEL', voyage: '099E', pol: 'CNSHA', pod: 'USLAX' });
    expect(saved.status).toBe(200);
    const srow = await lastAudit('shipment', s!.id);
    expect(srow?.action).toBe('shipment.update');
    expect(srow!.after).toMatchObject({ vessel: 'ONE NEW VESSEL', voyage: '099E', pod: 'USLAX' });
    expect(srow!.before).toMatchObject({ billNo: TRACKING_SAMPLES.fclGateIn, pod: s!.pod, vessel: s!.vessel });
    expect((srow!.before as { containers: string[] }).containers.length).toBeGreaterThan(0);
  });

  it("records a house bill's milestones, audited", async () => {
    const res = await post(milestonesRoute, '/api/staff/tracking/milestones', { hblNo: TRACKING_SAMPLES.hblLate, milestones: [{ kind: 'cfs_received', location: 'CNSHA', facility: 'Waigaoqiao CFS', time: '2026-11-18 10:00' }] });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [h] = await db.select().from(houseBills).where(and(eq(houseBills.companyId, a.id), eq(houseBills.hblNo, TRACKING_SAMPLES.hblLate)));
    const [m] = await db.select().from(houseBillMilestones).where(and(eq(houseBillMilestones.houseBillId, h!.id), eq(houseBillMilestones.kind, 'cfs_received')));
    expect(m?.facility).toBe('Waigaoqiao CFS');
    const row = await lastAudit('house_bill', h!.id);
    expect(row?.action).toBe('houseBill.milestones');
    expect((row!.after as { milestones: { kind: string; actual: string }[] }).milestones).toContainEqual(expect.objectContaining({ kind: 'cfs_received', actual: '2026-11-18 10:00:00' }));
    // a carrier-side milestone is not the staff's to record
    const carrierSide = await post(milestonesRoute, '/api/staff/tracking/milestones', { hblNo: TRACKING_SAMPLES.hblLate, milestones: [{ kind: 'loaded', time: '2026-11-18 10:00' }] });
    expect(carrierSide.status).toBe(422);
  });

  const importFile = (type: 'bill' | 'hbl', no: string, file: File, dryRun: boolean, token = ops, lang = 'cn') => {
    const form = new FormData();
    form.append('type', type);
    form.append('no', no);
    form.append('dryRun', String(dryRun));
    form.append('file', file);
    return callMultipart<Json>(importRoute, { host: host(), url: '/api/staff/tracking/import', form, cookies: { staff_author: token }, headers: { lang } });
  };
  const csv = (text: string) => new File([text], 'events.csv', { type: 'text/csv' });
  async function eventCount(billNo: string) {
    const db = await getDb();
    const [s] = await db.select().from(shipments).where(and(eq(shipments.companyId, a.id), eq(shipments.billNo, billNo)));
    return (await db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, s!.id))).length;
  }

  it('a CSV with bad rows names every one (line, column, reason) and imports nothing, dry run or not', async () => {
    const bill = TRACKING_SAMPLES.fclTwoBoxes;
    const before = await eventCount(bill);
    const text = [
      'container_no,event,location,facility,time,vessel,voyage',
      ',departed,CNNGB,Meishan Terminal,2026-11-02 21:00,MARIBO MAERSK,516W',
      ',sailed_away,CNNGB,,2026-11-02 21:00,,',
      ',arrived,rotterdam,,2026-11-30 08:00,,',
      'CSQU3054383,discharged,DEBRV,,2026-12-01 09:00,,',
      ',arrived,DEBRV,,2026-13-01 08:00,,',
    ].join('\n');
    for (const dryRun of [true, false]) {
      const res = await importFile('bill', bill, csv(text), dryRun, ops, 'en');
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ rows: 5, imported: false, added: 0 });
      expect(res.json.data!.errors).toEqual([
        { line: 3, field: 'event', reason: en.Validation.invalidOption },
        { line: 4, field: 'location', reason: en.Validation.portCode },
        { line: 5, field: 'container_no', reason: en.Api.trackingContainerNotOnBill.replace('{containerNo}', 'CSQU3054383') },
        { line: 6, field: 'time', reason: en.Validation.dateTime },
      ]);
    }
    expect(await eventCount(bill)).toBe(before);
    const missing = await importFile('bill', bill, csv('event,place\narrived,DEBRV\n'), true, ops, 'cn');
    expect(missing.json.data!.errors).toEqual([
      { line: 1, field: 'location', reason: cn.Validation.importColumnMissing.replace('{column}', 'location') },
      { line: 1, field: 'time', reason: cn.Validation.importColumnMissing.replace('{column}', 'time') },
    ]);
  });

  it('a clean XLSX passes the dry run without writing, then imports once, audited; repeats are ignored', async () => {
    const bill = TRACKING_SAMPLES.fclTwoBoxes;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('events');
    sheet.addRow(['container_no', 'event', 'location', 'facility', 'time', 'vessel', 'voyage']);
    sheet.addRow(['', 'departed', 'CNNGB', 'Meishan Terminal', '2026-11-03 22:15', 'MARIBO MAERSK', '516W']);
    sheet.addRow(['', 'arrived', 'DEBRV', 'NTB North Sea Terminal', new Date(Date.UTC(2026, 11, 2, 6, 30)), 'MARIBO MAERSK', '516W']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const file = () => new File([bytes as BlobPart], 'events.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const before = await eventCount(bill);
    const dry = await importFile('bill', bill, file(), true);
    expect(dry.json.data).toMatchObject({ rows: 2, errors: [], imported: false, added: 0 });
    expect(await eventCount(bill)).toBe(before);
    const run = await importFile('bill', bill, file(), false);
    expect(run.json.data).toMatchObject({ rows: 2, errors: [], imported: true, added: 2, ignored: 0 });
    expect(await eventCount(bill)).toBe(before + 2);
    const db = await getDb();
    const [s] = await db.select().from(shipments).where(and(eq(shipments.companyId, a.id), eq(shipments.billNo, bill)));
    const row = await lastAudit('shipment', s!.id);
    expect(row?.action).toBe('trackingEvents.import');
    expect((row!.after as { added: { occurredAt: string }[] }).added.map((e) => e.occurredAt).sort()).toEqual(['2026-11-03 22:15:00', '2026-12-02 06:30:00']);
    const again = await importFile('bill', bill, file(), false);
    expect(again.json.data).toMatchObject({ imported: true, added: 0, ignored: 2 });
  });

  it("imports a house bill's milestones; refuses a file that is neither CSV nor XLSX, other companies and content-only staff", async () => {
    const ok = await importFile('hbl', TRACKING_SAMPLES.hblLate, csv('milestone,location,facility,time\nstuffed,CNSHA,Waigaoqiao CFS,2026-11-19 15:00\n'), false);
    expect(ok.json.data).toMatchObject({ imported: true, added: 1, errors: [] });
    const binary = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2])], 'x.csv');
    const refused = await importFile('bill', TRACKING_SAMPLES.fclTwoBoxes, binary, true);
    expect(refused.status).toBe(415);
    expect(refused.json.message).toBe(cn.Api.importFileType);
    expect((await importFile('bill', TRACKING_SAMPLES.fclTwoBoxes, csv('event,location,time\n'), true, contentOnly)).status).toBe(403);
    const formB = new FormData();
    formB.append('type', 'bill');
    formB.append('no', TRACKING_SAMPLES.fclTwoBoxes);
    formB.append('file', csv('event,location,time\narrived,DEBRV,2026-12-01 08:00\n'));
    const other = await callMultipart<Json>(importRoute, { host: host(b), url: '/api/staff/tracking/import', form: formB, cookies: { staff_author: opsB } });
    expect(other.status).toBe(404);
  });
});
