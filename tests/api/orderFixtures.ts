// Orders of a test company, written straight to the database (the booking route makes them too;
// these fixtures keep the search and staff tests independent of the booking form's rules).
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { carriers, orderEvents, orders, ports, spotOffers, spotReservations, type FreightLine } from '@/lib/server/db/schema';
import { POST as reserveRoute } from '@/app/api/spot/reserve/route';
import type { SpotReservation } from '@/lib/contracts/spot';
import { applyPayment } from '@/lib/server/spot';
import { callMultipart } from './accountFixtures';
import { userWithSession } from './authzFixtures';

let seq = 0;

const POD_NAMES: Record<string, [string, string]> = { NLRTM: ['鹿特丹', 'Rotterdam'], DEHAM: ['汉堡', 'Hamburg'] };

/** The sailing and terms every order and booking of these fixtures has. */
const SAILING = {
  carrierCode: 'COSU',
  vessel: 'COSCO SHIPPING UNIVERSE',
  voyage: '061W',
  routeCode: 'AEU3',
  payType: 'prepaid',
  transportMode: 'CY-CY',
  billType: 'telex',
  goodsType: 'general',
} as const;

export type OrderFixture = { id: number; orderNo: string; billNo: string };

/** An order of a user at a stage, with one history entry per stage reached. */
export async function createOrder(
  companyId: number,
  userId: number | null,
  opts: { stage?: number; billNo?: string; orderNo?: string; lines?: FreightLine[]; podCode?: string; createdAt?: Date } = {},
): Promise<OrderFixture> {
  const db = await getDb();
  const stage = opts.stage ?? 1;
  const orderNo = opts.orderNo ?? `TS${process.pid}${Date.now().toString(36).toUpperCase()}${++seq}`;
  const created = opts.createdAt ?? new Date(Date.now() - stage * 3_600_000);
  const [row] = await db
    .insert(orders)
    .values({
      companyId,
      userId,
      orderNo,
      billNo: opts.billNo ?? '',
      stage,
      customerName: '宁波海星家居用品有限公司',
      contactName: '李敏',
      contactPhone: '13912345678',
      contactEmail: 'limin@haixing.test',
      polCode: 'CNNGB',
      polNameCn: '宁波',
      polNameEn: 'Ningbo',
      podCode: opts.podCode ?? 'NLRTM',
      podNameCn: POD_NAMES[opts.podCode ?? 'NLRTM']?.[0] ?? '鹿特丹',
      podNameEn: POD_NAMES[opts.podCode ?? 'NLRTM']?.[1] ?? 'Rotterdam',
      etd: '2026-12-08',
      ...SAILING,
      trailer: true,
      customs: true,
      shipper: 'SECRET SHIPPER HOUSEWARE CO., LTD.',
      consignee: 'CONFIDENTIAL CONSIGNEE B.V.',
      notifyParty: 'HIDDEN NOTIFY PARTY',
      marks: 'N/M',
      packages: 1260,
      packageUnit: 'CTNS',
      goodsDescription: 'STAINLESS STEEL COOKWARE',
      grossWeightKg: '18650.125',
      volumeCbm: '58.320',
      freightLines: opts.lines ?? [{ containerType: '40HQ', quantity: 2, unitPrice: '2350.00' }],
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  await db.insert(orderEvents).values(
    Array.from({ length: stage }, (_, i) => ({
      companyId,
      orderId: row.id,
      stage: i + 1,
      actorType: i === 0 ? 'user' : 'staff',
      actorName: i === 0 ? '李敏' : '客服 王琳',
      createdAt: new Date(created.getTime() + i * 60_000),
    })),
  );
  return { id: row.id, orderNo, billNo: opts.billNo ?? '' };
}

/** The stage of an order as stored. */
export async function orderStage(id: number): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ stage: orders.stage }).from(orders).where(eq(orders.id, id));
  return row?.stage ?? null;
}

// ---------------------------------------------------------------- booking

/** The ports and carrier a booking names, made for a company when missing (real UN/LOCODEs). */
export async function bookingWorld(companyId: number): Promise<void> {
  const db = await getDb();
  await db
    .insert(ports)
    .values([
      { companyId, code: 'CNSHA', nameCn: '上海', nameEn: 'Shanghai', countryCode: 'CN', countryName: '中国', countryNameEn: 'China', isOrigin: true, isDestination: false },
      { companyId, code: 'NLRTM', nameCn: '鹿特丹', nameEn: 'Rotterdam', countryCode: 'NL', countryName: '荷兰', countryNameEn: 'Netherlands', isOrigin: false, isDestination: true },
      { companyId, code: 'SGSIN', nameCn: '新加坡', nameEn: 'Singapore', countryCode: 'SG', countryName: '新加坡', countryNameEn: 'Singapore', isOrigin: false, isDestination: true },
    ])
    .onConflictDoNothing();
  await db.insert(carriers).values({ code: 'COSU', nameCn: '中远海运', nameEn: 'COSCO SHIPPING Lines', shortName: 'COSCO', country: 'CN', alliance: 'Ocean Alliance' }).onConflictDoNothing();
}

const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/** A complete, valid booking (every field group), ETD ten days ahead. */
export function bookingBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    contactName: '李敏',
    contactPhone: '13912345678',
    contactEmail: 'limin@haixing.test',
    customerName: '宁波海星家居用品有限公司',
    polCode: 'CNSHA',
    podCode: 'NLRTM',
    transferCode: '',
    etd: ymd(new Date(Date.now() + 10 * 86_400_000)),
    ...SAILING,
    trailer: true,
    inContainerLoading: false,
    customs: true,
    insurance: false,
    shipper: 'NINGBO HAIXING HOUSEWARE CO., LTD.\nNO. 88 HUANCHENG ROAD, NINGBO',
    consignee: 'EUROHOME TRADING B.V.\nWAALHAVEN O.Z. 81, ROTTERDAM',
    notifyParty: 'SAME AS CONSIGNEE',
    secondNotifyParty: '',
    remark: '请安排周四装箱',
    marks: 'N/M',
    packages: 1260,
    packageUnit: 'CTNS',
    goodsDescription: 'STAINLESS STEEL COOKWARE',
    grossWeightKg: '18650.125',
    volumeCbm: '58.32',
    freightLines: [{ containerType: '40HQ', quantity: 2, unitPrice: '2350' }],
    sourceRef: 'rate:42',
    ...over,
  };
}

// ---------------------------------------------------------------- spot space

/** A published spot offer of a company (ports and carrier of bookingWorld), ETD two weeks ahead. */
export async function createSpotOffer(companyId: number, opts: { remaining?: number; prepaidFee?: string } = {}): Promise<number> {
  await bookingWorld(companyId);
  const db = await getDb();
  const qty = opts.remaining ?? 10;
  const [row] = await db
    .insert(spotOffers)
    .values({
      companyId,
      carrierCode: 'COSU',
      polCode: 'CNSHA',
      podCode: 'NLRTM',
      etd: ymd(new Date(Date.now() + 14 * 86_400_000)),
      vessel: 'COSCO SHIPPING NEBULA',
      voyage: '029W',
      containerType: `40HQ-${++seq}`,
      totalQuantity: qty,
      remaining: qty,
      price: '2280.00',
      prepaidFee: opts.prepaidFee ?? '1000.00',
      deadSpaceFee: '3000.00',
    })
    .returning({ id: spotOffers.id });
  return row!.id;
}

/** POST /api/spot/reserve on a host with a user's cookie, asking for answers in `lang`. */
export const reserveAs = <T>(host: string, token: string, form: FormData, lang = 'cn') =>
  callMultipart<T>(reserveRoute, { host, url: '/api/spot/reserve', form, cookies: { author: token }, headers: { lang } });

/** The multipart body of a reservation: its fields and a small PDF attorney file (or the given file). */
export function reserveForm(offerId: number, over: Record<string, string> = {}, file: File | null = new File([pdfBytes() as BlobPart], '委托书.pdf', { type: 'application/pdf' })): FormData {
  const form = new FormData();
  const fields = { offerId: String(offerId), quantity: '1', contactName: '李敏', contactCompany: '宁波海星家居用品有限公司', contactPhone: '13912345678', agree: 'true', ...over };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('attorney', file);
  return form;
}

export function pdfBytes(size = 2048): Uint8Array {
  const out = new Uint8Array(size).fill(0x20);
  out.set([...Buffer.from('%PDF-1.7\n')], 0);
  return out;
}

export async function offerRemaining(id: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ remaining: spotOffers.remaining }).from(spotOffers).where(eq(spotOffers.id, id));
  return row!.remaining;
}

/** A reservation made through the route by a new certified user of the company (paid: in hand). */
export async function spotReservation(c: { id: number; domains: string[] }, opts: { paid?: boolean } = {}): Promise<{ id: number; tradeNo: string; offerId: number }> {
  const offerId = await createSpotOffer(c.id);
  const u = await userWithSession(c.id, { certificationStatus: 3 });
  const res = await callMultipart<{ data: SpotReservation }>(reserveRoute, { host: c.domains[0]!, url: '/api/spot/reserve', form: reserveForm(offerId), cookies: { author: u.token } });
  if (res.status !== 200) throw new Error(`reservation fixture: ${res.status} ${JSON.stringify(res.json)}`);
  const r = res.json.data;
  if (opts.paid) await applyPayment(await getDb(), { tradeNo: r.payment!.tradeNo, amount: r.payment!.amount, providerTradeNo: 'FIXTURE' });
  return { id: r.id, tradeNo: r.payment!.tradeNo, offerId };
}

export async function reservationStatus(id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ status: spotReservations.status }).from(spotReservations).where(eq(spotReservations.id, id));
  return row?.status ?? null;
}
