// WeChat Pay Native behind the payment-provider interface, against a local mock WeChat Pay server
// (tests/api/wechatPayMock.ts): the Native order is signed by the merchant and its code_url is the
// QR code; a notification is believed only with the platform signature and an intact encrypted
// resource; delivered twice it completes once; a payment after the window is refunded through the
// refund API (once, however often the job runs), never turned into a reservation; an order the
// provider refuses to open gives the space back at once.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as reserveRoute } from '@/app/api/spot/reserve/route';
import { POST as sandboxPayRoute } from '@/app/api/spot/sandboxPay/route';
import { POST as notifyRoute } from '@/app/api/spot/wechatpay/notify/route';
import type { SpotReservation } from '@/lib/contracts/spot';
import { getDb } from '@/lib/server/db';
import { jobs, spotPayments, spotReservationEvents, spotReservations } from '@/lib/server/db/schema';
import { chinaIso } from '@/lib/businessTime';
import { NOTIFY_PATH, settingsFromEnv, verifySignature, wechatPaySettings, type WechatPaySettings } from '@/lib/server/payments/wechatPay';
import { expireReservation, REFUND_JOB, refundPayment } from '@/lib/server/spot';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { callMultipart, withTempFilesDir } from './accountFixtures';
import { userWithSession } from './authzFixtures';
import { createSpotOffer, offerRemaining, reserveForm } from './orderFixtures';
import { startWechatPayMock, type WechatPayMock } from './wechatPayMock';

type Answer = { code: string; message?: string; data?: SpotReservation & { outcome?: string } };

withTempFilesDir();

let a: TestCompany;
let user: { token: string; userId: number };
let mock: WechatPayMock;
let settings: WechatPaySettings;
/** The portal's notify URL, on 127.0.0.1: hands WeChat Pay's POST to the route handler as Next would. */
let portal: Server;
let notifyUrl: string;
let settingsSpy: { mockRestore: () => void };

const host = () => a.domains[0]!;
const reserve = (form: FormData) => callMultipart<Answer>(reserveRoute, { host: host(), url: '/api/spot/reserve', form, cookies: { author: user.token }, headers: { lang: 'en' } });
const deliver = (n: { body: string; headers: Record<string, string> }) =>
  notifyRoute(new NextRequest(new URL(NOTIFY_PATH, `http://${host()}`), { method: 'POST', headers: { ...n.headers, host: host() }, body: n.body }));

async function paymentOf(reservationId: number) {
  const db = await getDb();
  const [pay] = await db.select().from(spotPayments).where(eq(spotPayments.reservationId, reservationId));
  return pay!;
}

async function events(reservationId: number, status: string) {
  const db = await getDb();
  return db.select().from(spotReservationEvents).where(and(eq(spotReservationEvents.reservationId, reservationId), eq(spotReservationEvents.status, status)));
}

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '微付物流' });
  user = await userWithSession(a.id, { certificationStatus: 3, email: 'wxpay@haixing.test' });
  mock = await startWechatPayMock();
  portal = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      headers.set('host', host());
      void notifyRoute(new NextRequest(new URL(req.url ?? '/', `http://${host()}`), { method: req.method, headers, body: Buffer.concat(chunks) })).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}${NOTIFY_PATH}`;
  settings = {
    mchId: mock.mchId,
    appId: mock.appId,
    apiV3Key: mock.apiV3Key,
    serialNo: mock.serialNo,
    privateKey: mock.merchantPrivateKey,
    platformKey: mock.platformPublicKey,
    platformSerial: mock.platformSerial,
    apiBase: mock.base,
    notifyUrl,
  };
  settingsSpy = vi.spyOn(wechatPaySettings, 'get').mockImplementation(() => settings);
});

afterAll(async () => {
  settingsSpy.mockRestore();
  await mock.close();
  await new Promise<void>((resolve) => portal.close(() => resolve()));
});

describe('WeChat Pay Native (mock WeChat Pay on 127.0.0.1)', () => {
  it('opens a signed Native order whose code_url is the QR code, expiring with the 3-minute window', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const res = await reserve(reserveForm(offer, { quantity: '2' }));
    expect(res.status).toBe(200);
    const r = res.json.data!;
    expect(r.payment!.provider).toBe('wechatpay');
    const order = mock.orders.get(r.payment!.tradeNo)!;
    expect(order).toMatchObject({ mchid: mock.mchId, appid: mock.appId, notify_url: notifyUrl, amount: { total: 200_000, currency: 'CNY' } });
    expect(order.time_expire).toBe(chinaIso(new Date(r.payDeadline)));
    expect(order.time_expire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(order.description).toContain(r.orderCode);
    expect(r.payment!.codeUrl).toBe(order.codeUrl);
    expect(r.payment!.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(await offerRemaining(offer)).toBe(3);
  });

  it('a paid notification makes the reservation in hand; delivered twice it completes once', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const r = (await reserve(reserveForm(offer))).json.data!;
    // WeChat Pay POSTs the notification to the order's notify_url
    expect(await mock.pay(r.payment!.tradeNo)).toBe(204);
    const again = mock.notification(r.payment!.tradeNo);
    expect((await deliver(again)).status).toBe(204);
    expect((await deliver(again)).status).toBe(204);
    const db = await getDb();
    const [row] = await db.select().from(spotReservations).where(eq(spotReservations.id, r.id));
    expect(row!.status).toBe('inHand');
    expect(await events(r.id, 'inHand')).toHaveLength(1);
    const pay = await paymentOf(r.id);
    expect(pay).toMatchObject({ status: 'paid', providerTradeNo: mock.orders.get(r.payment!.tradeNo)!.transactionId });
    expect(await offerRemaining(offer)).toBe(4);
  });

  it('refuses a forged, altered, stale or foreign notification and changes nothing', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const r = (await reserve(reserveForm(offer))).json.data!;
    const tradeNo = r.payment!.tradeNo;
    const good = mock.notification(tradeNo);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = { body: good.body, headers: { ...good.headers, ...mock.sign(good.body, stranger) } };
    const altered = { body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '), headers: good.headers };
    const stale = { body: good.body, headers: { ...good.headers, ...mock.sign(good.body, undefined, Math.floor(Date.now() / 1000) - 3600) } };
    const otherSerial = { body: good.body, headers: { ...good.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } };
    // signed correctly, but the encrypted resource was tampered with
    const event = JSON.parse(good.body) as { resource: { ciphertext: string } };
    const bytes = Buffer.from(event.resource.ciphertext, 'base64');
    bytes[3]! ^= 1;
    event.resource.ciphertext = bytes.toString('base64');
    const tamperedBody = JSON.stringify(event);
    const tampered = { body: tamperedBody, headers: { ...good.headers, ...mock.sign(tamperedBody) } };
    const foreign = mock.notification(tradeNo, { mchid: '1900000999' });
    const underpaid = mock.notification(tradeNo, { total: 1 });
    for (const n of [forged, altered, stale, otherSerial, tampered, foreign]) {
      const res = await deliver(n);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await deliver(underpaid)).status).toBe(409);
    expect((await paymentOf(r.id)).status).toBe('pending');
    const db = await getDb();
    const [row] = await db.select().from(spotReservations).where(eq(spotReservations.id, r.id));
    expect(row!.status).toBe('unpaid');
    // the genuine one still applies
    expect((await deliver(good)).status).toBe(204);
    expect((await paymentOf(r.id)).status).toBe('paid');
  });

  it('a payment after the window is refunded through the refund API, once, and never becomes a reservation', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 5 });
    const r = (await reserve(reserveForm(offer))).json.data!;
    const db = await getDb();
    // the window ends (the server's job at the deadline, with an injected clock)
    expect(await expireReservation(db, r.id, new Date(new Date(r.payDeadline).getTime() + 1000))).toBe(true);
    expect(await offerRemaining(offer)).toBe(5);
    expect(await mock.pay(r.payment!.tradeNo)).toBe(204);
    expect(await mock.pay(r.payment!.tradeNo)).toBe(204);
    const [row] = await db.select().from(spotReservations).where(eq(spotReservations.id, r.id));
    expect(row!.status).toBe('cancelled');
    expect(await offerRemaining(offer)).toBe(5);
    expect(await events(r.id, 'refunded')).toHaveLength(1);
    const pay = await paymentOf(r.id);
    expect(pay.status).toBe('refunded');
    const queued = (await db.select().from(jobs).where(eq(jobs.name, REFUND_JOB))).filter((j) => j.payload.paymentId === pay.id);
    expect(queued).toHaveLength(1);
    // the refund job asks WeChat Pay for the full amount once; a second run asks nothing
    const before = mock.refundCalls;
    expect(await refundPayment(db, pay.id)).toBe(true);
    expect(await refundPayment(db, pay.id)).toBe(false);
    expect(mock.refundCalls).toBe(before + 1);
    const refund = mock.refunds.get(`R${r.payment!.tradeNo}`)!;
    expect(refund).toMatchObject({ out_trade_no: r.payment!.tradeNo, amount: { refund: 100_000, total: 100_000, currency: 'CNY' } });
    expect((await paymentOf(r.id)).refundId).toBe(refund.refundId);
  });

  it('the sandbox wallet cannot pay a WeChat Pay code', async () => {
    const offer = await createSpotOffer(a.id);
    const r = (await reserve(reserveForm(offer))).json.data!;
    const res = await call<Answer>(sandboxPayRoute, { host: host(), url: '/api/spot/sandboxPay', body: { code: r.payment!.tradeNo }, cookies: { author: user.token } });
    expect(res.status).toBe(404);
    expect((await paymentOf(r.id)).status).toBe('pending');
  });

  it('an order WeChat Pay refuses (a request not signed by the merchant) gives the space back at once', async () => {
    const offer = await createSpotOffer(a.id, { remaining: 2 });
    const refusedBefore = mock.refusedSignatures;
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const saved = settings;
    settings = { ...settings, privateKey: wrongKey };
    try {
      const res = await reserve(reserveForm(offer));
      expect(res.status).toBe(502);
      expect(res.json.message).toBe(en.Api.paymentUnavailable);
    } finally {
      settings = saved;
    }
    expect(mock.refusedSignatures).toBe(refusedBefore + 1);
    expect(await offerRemaining(offer)).toBe(2);
    const db = await getDb();
    const [row] = await db.select().from(spotReservations).where(eq(spotReservations.offerId, offer));
    expect(row).toMatchObject({ status: 'cancelled', quantityHeld: false });
  });
});

describe('WeChat Pay settings from the environment', () => {
  it('reads the keys as PEM text (with \\n escapes) or PEM files, and stays off while any key is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wxpay-'));
    try {
      const merchantPem = mock.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const platformPem = mock.platformPublicKey.export({ type: 'spki', format: 'pem' }).toString();
      await writeFile(join(dir, 'apiclient_key.pem'), merchantPem);
      const e = {
        WECHATPAY_MCH_ID: mock.mchId,
        WECHATPAY_APP_ID: mock.appId,
        WECHATPAY_API_V3_KEY: mock.apiV3Key,
        WECHATPAY_MCH_SERIAL_NO: mock.serialNo,
        WECHATPAY_PRIVATE_KEY: join(dir, 'apiclient_key.pem'),
        WECHATPAY_PLATFORM_KEY: platformPem.replace(/\n/g, '\\n'),
        WECHATPAY_PLATFORM_SERIAL: mock.platformSerial.toLowerCase(),
        WECHATPAY_API_BASE: `${mock.base}/`,
        WECHATPAY_NOTIFY_URL: undefined,
      };
      const s = settingsFromEnv(e)!;
      expect(s).toMatchObject({ mchId: mock.mchId, platformSerial: mock.platformSerial, apiBase: mock.base, notifyUrl: '' });
      // the platform key read from the escaped PEM verifies what the mock signs
      const body = '{"ok":true}';
      expect(verifySignature(s, new Headers(mock.sign(body)), body)).toBe(true);
      expect(verifySignature(s, new Headers(mock.sign(body)), '{"ok":false}')).toBe(false);
      expect(settingsFromEnv({ ...e, WECHATPAY_PLATFORM_KEY: undefined })).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
