// Property test (issue 8): no route answers 500 (or 503) to odd input. For every method of every
// app/api/**/route.ts, fast-check (fixed seed, bounded runs) sends the route's valid request with
// one or more fields replaced: strings with NUL, other C0/C1 controls, DEL and lone surrogates,
// huge and negative numbers, ids beyond the id columns, wrong types, nested junk, odd
// Accept-Language headers, and now and then a body that is not an object at all. Every answer must
// be a success or a JSON failure envelope below 500; a 422 in Chinese carries no zod English.
import { lclRate, matrixQuotation, matrixRate } from './rateFixtures';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import type { z } from 'zod';
import { isSiteRootPath } from '@/lib/endpoints/endpoint';
import { routeMeta } from '@/lib/server/http';
import { dcsaKeyOf } from './carrierFixtures';
import { PASSWORD, newEmail, newMobile, withTempFilesDir } from './accountFixtures';
import {
  certificationForm,
  createWorld,
  exportedMethods,
  loginCode,
  pendingApplication,
  qrLoginTicket,
  registrationCode,
  resetLimits,
  resetToken,
  routeFilesOnDisk,
  routeModule,
  staffWithSession,
  userWithSession,
  type Method,
  type World,
} from './authzFixtures';
import { bookingBody, bookingWorld, createOrder, createSpotOffer, spotReservation } from './orderFixtures';
import { newEvent, trackingConfirmLink, trackingSamples } from './trackingFixtures';
import { testCarriers } from './scheduleFixtures';
import { documentItem, jobApplication, jobItem, newServiceBody, officeItem, serviceItem } from './contentFixtures';

/** Runs per route: enough to mix every kind of value into every field; the seed makes it repeatable. */
const RUNS = 40;
const SEED = 20261123;

type Base = Record<string, unknown>;
type Prepared = { base: Base; cookies?: Record<string, string>; headers?: Record<string, string> };

/** A valid request per route, made anew for every run (so one poisoned field can reach the service behind the contract). */
const BASE: Record<string, (w: World) => Promise<Prepared> | Prepared> = {
  // the DCSA endpoints with a live key of A, so odd parameters reach the parser and the answer builders
  'GET /dcsa/cs/v1/point-to-point-routes': async (w) => ({ base: { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM', departureStartDate: '2026-12-07', limit: 5 }, headers: { 'API-Key': (await dcsaKeyOf(w.a.id)).key } }),
  'GET /dcsa/cs/v1/port-schedules': async (w) => ({ base: { UNLocationCode: 'CNSHA', date: '2026-12-07', limit: 5 }, headers: { 'API-Key': (await dcsaKeyOf(w.a.id)).key } }),
  'GET /dcsa/cs/v1/vessel-schedules': async (w) => ({ base: { carrierServiceCode: 'TA1', vesselIMONumber: '9321483', startDate: '2026-12-07', endDate: '2027-01-07' }, headers: { 'API-Key': (await dcsaKeyOf(w.a.id)).key } }),
  'GET /staff/certifications': () => ({ base: { status: 1, page: 1, pageSize: 20 } }),
  'POST /staff/certifications/approve': async (w) => ({ base: { id: await pendingApplication(w.a) } }),
  'GET /staff/certifications/file': async (w) => ({ base: { id: await pendingApplication(w.a) } }),
  'POST /staff/certifications/reject': async (w) => ({ base: { id: await pendingApplication(w.a), reason: '营业执照不清晰' } }),
  'POST /staff/login': (w) => ({ base: { ...w.staffAccount.a } }),
  'GET /staff/outbox': () => ({ base: { channel: 'sms', to: '138', page: 1, pageSize: 20 } }),
  'GET /staff/content': () => ({ base: { kind: 'service', page: 1, pageSize: 20 } }),
  'POST /staff/content/save': () => ({ base: newServiceBody() }),
  'POST /staff/content/publish': async (w) => ({ base: { id: await serviceItem(w.a.id), published: true } }),
  'GET /staff/contactMessages': () => ({ base: { page: 1, pageSize: 20 } }),
  'GET /staff/jobApplications': async (w) => ({ base: { jobId: await jobItem(w.a.id), page: 1, pageSize: 20 } }),
  'GET /staff/jobApplications/file': async (w) => ({ base: { id: await jobApplication(w.a.id) } }),
  'POST /webcontent/saveContactMessage': () => ({ base: { name: '王先生', companyName: '宁波某电器', phone: '13912345678', email: 'wang@example.com', topic: 'lcl', message: '请报价' } }),
  'POST /webcontent/applyJob': async (w) => ({ base: { jobId: await jobItem(w.a.id), name: '赵敏', phone: '13812345678', email: 'zm@example.com', message: '可随时到岗' } }),
  'GET /webcontent/downloadFile': async (w) => ({ base: { id: await documentItem(w.a.id) } }),
  'GET /orderSearch': async (w) => ({ base: { no: (await createOrder(w.a.id, null, { stage: 3 })).orderNo } }),
  'POST /weborder/booking': async (w) => {
    await bookingWorld(w.a.id);
    return { base: bookingBody() };
  },
  'POST /spot/reserve': async (w) => ({ base: { offerId: await createSpotOffer(w.a.id), quantity: '1', contactName: '李敏', contactCompany: '宁波海星', contactPhone: '13912345678', agree: 'true' } }),
  'GET /spot/offer': async (w) => ({ base: { id: await createSpotOffer(w.a.id) } }),
  'GET /spot/reservation': async (w) => ({ base: { id: (await spotReservation(w.a)).id } }),
  'GET /spot/myReservations': () => ({ base: { status: 'inHand', page: 1, pageSize: 10 } }),
  'GET /spot/attorney': async (w) => ({ base: { id: (await spotReservation(w.a)).id } }),
  'GET /spot/payInfo': async (w) => ({ base: { code: (await spotReservation(w.a)).tradeNo } }),
  'POST /spot/sandboxPay': async (w) => ({ base: { code: (await spotReservation(w.a)).tradeNo } }),
  'POST /staff/spot/review': async (w) => ({ base: { id: (await spotReservation(w.a, { paid: true })).id, action: 'refuse', reason: '舱位取消', billNo: '' } }),
  'GET /staff/spot/reservations': () => ({ base: { status: 'all', page: 1, pageSize: 10 } }),
  'GET /staff/spot/attorney': async (w) => ({ base: { id: (await spotReservation(w.a)).id } }),
  'GET /weborder/myOrders': () => ({ base: { orderStatus: 1, keyword: 'NLRTM', page: 1, pageSize: 10 } }),
  'GET /weborder/orderDetail': async (w) => ({ base: { id: (await createOrder(w.a.id, null)).id } }),
  'GET /staff/orders': () => ({ base: { stage: 2, keyword: 'SO', page: 1, pageSize: 20 } }),
  'POST /staff/orders/stage': async (w) => ({ base: { id: (await createOrder(w.a.id, null, { stage: 5 })).id, stage: 6, billNo: 'COSU6400112233', note: '已出提单' } }),
  'GET /webcontent/vcard': async (w) => ({ base: { officeId: await officeItem(w.a.id), lang: 'en' } }),
  'GET /webfclfreight/queryrecommendportlistlimit5': (w) => ({ base: { types: 2, portStartId: w.ports.a.origin } }),
  'GET /staff/rates': () => ({ base: { q: 'CN', spaceStatus: 1, validOn: '2026-12-01', page: 1, pageSize: 20 } }),
  'GET /staff/rates/history': async (w) => ({ base: { id: await matrixRate(w.a.id, w.ports.a) } }),
  'GET /staff/rates/export': () => ({ base: { q: 'CN', spaceStatus: 1 } }),
  'GET /staff/rates/template': () => ({ base: { type: 'rates', format: 'csv' } }),
  'POST /staff/rates/import': () => ({ base: { type: 'rates', mode: 'check' } }),
  'POST /staff/rates/save': (w) => ({ base: { ...lclRate(w.ports.a.origin, w.ports.a.destination) } }),
  'POST /staff/rates/access': async (w) => ({ base: { userId: (await userWithSession(w.a.id)).userId, granted: true } }),
  'GET /webfreight/queryRates': (w) => ({ base: { portStartId: w.ports.a.origin, portEndId: w.ports.a.destination, weekday: 4, transit: 'DIR', validOn: '2026-12-01', sort: 'price', page: 1, pageSize: 10 } }),
  'GET /webfreight/rateDetail': async (w) => ({ base: { id: await matrixRate(w.a.id, w.ports.a), history: '1' } }),
  'POST /webfreight/quote': async (w) => ({ base: { rateId: await matrixRate(w.a.id, w.ports.a), quantity: 3, packageType: 'CTNS', grossWeight: '120.5', volume: '1.25', customerType: 'peer' } }),
  'POST /webfreight/saveQuotation': async (w) => ({ base: { rateId: await matrixRate(w.a.id, w.ports.a), quantity: 3, packageType: 'CTNS', grossWeight: '120.5', volume: '1.25', customerType: 'peer', description: '灯具' } }),
  'GET /webfreight/myQuotations': () => ({ base: { page: 1, pageSize: 10 } }),
  'GET /webfreight/quotation': async (w) => ({ base: { id: await matrixQuotation(w.a.id, w.ports.a) } }),
  'GET /webfreight/quotationPdf': async (w) => ({ base: { id: await matrixQuotation(w.a.id, w.ports.a) } }),
  'POST /webschedulecontroller/queryPortsByIds': (w) => ({ base: { ids: [w.ports.a.origin] } }),
  'GET /webschedulecontroller/querySchedules': () => ({ base: { pol: 'CNSHA', pod: 'NLRTM', weeks: 3, weekday: 'WED', carrier: 'COSU', from: '2026-12-01' } }),
  'GET /webschedulecontroller/sailingDetail': () => ({ base: { id: 1 } }),
  'GET /webschedulecontroller/popularLanes': () => ({ base: {} }),
  'GET /webschedulecontroller/scheduleCarriers': () => ({ base: {} }),
  'GET /webtracking/query': async (w) => ({ base: { type: 'bill', no: (await trackingSamples(w.a.id)).fclDone } }),
  'POST /webtracking/subscribe': async (w) => ({ base: { type: 'hbl', no: (await trackingSamples(w.a.id)).hblLate, email: newEmail(), delayHours: 12 }, cookies: { author: (await userWithSession(w.a.id)).token } }),
  'GET /webtracking/subscriptions': async (w) => ({ base: {}, cookies: { author: (await userWithSession(w.a.id)).token } }),
  'POST /webtracking/unsubscribe': async (w) => ({ base: { id: 1 }, cookies: { author: (await userWithSession(w.a.id)).token } }),
  'POST /webtracking/confirm': async (w) => ({ base: { token: (await trackingConfirmLink(w.a)).token } }),
  'POST /staff/tracking/shipment': async (w) => {
    await testCarriers();
    return { base: { billNo: 'PROP0001', carrier: 'ZQA1', vessel: 'TEST VESSEL', voyage: '001W', pol: 'CNSHA', pod: 'NLRTM', containers: [{ containerNo: 'CSQU3054383', sizeType: '40HC' }] }, cookies: { staff_author: (await staffWithSession(w.a.id, ['tracking'])).token } };
  },
  'POST /staff/tracking/events': async (w) => ({ base: { billNo: (await trackingSamples(w.a.id)).fclDone, events: [newEvent()] }, cookies: { staff_author: (await staffWithSession(w.a.id, ['tracking'])).token } }),
  'GET /staff/orders/detail': async (w) => ({ base: { id: (await createOrder(w.a.id, null, { stage: 2 })).id } }),
  'GET /staff/spot/offers': () => ({ base: { scope: 'all', page: 1, pageSize: 20 } }),
  'POST /staff/spot/offers/save': async (w) => {
    await createSpotOffer(w.a.id);
    const etd = new Date(Date.now() + (40 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
    return { base: { carrierCode: 'COSU', polCode: 'CNSHA', podCode: 'NLRTM', etd, vessel: 'TEST VESSEL', voyage: '001W', containerType: '40HQ', totalQuantity: 4, price: '2000', prepaidFee: '500', deadSpaceFee: '1500', published: true } };
  },
  'GET /staff/tracking/lookup': async (w) => ({ base: { no: (await trackingSamples(w.a.id)).fclDone, type: 'auto' } }),
  'POST /staff/tracking/milestones': async (w) => ({ base: { hblNo: (await trackingSamples(w.a.id)).hblLate, milestones: [{ kind: 'cfs_received', location: 'CNSHA', facility: 'CFS', time: '2026-11-18 10:00' }] } }),
  'POST /staff/tracking/import': async (w) => ({ base: { type: 'bill', no: (await trackingSamples(w.a.id)).fclDone, dryRun: 'true' } }),
  'POST /webschedulecontroller/webquerygloblports': () => ({ base: { nameCn: 'Matrix', types: 1 } }),
  'POST /websubMaskFcl/saveSubMaskFcl': (w) => ({ base: { subscribeEmail: newEmail(), portStartId: w.ports.a.origin, portEndId: w.ports.a.destination } }),
  'POST /webuser/certification': () => ({ base: Object.fromEntries([...certificationForm().entries()].filter(([, v]) => typeof v === 'string')) }),
  'POST /webuser/changePassword': async (w) => ({ base: { token: await resetToken(w.a), password: 'Newpass123' } }),
  'POST /webuser/forgetPassword': (w) => ({ base: { email: w.account.a.email } }),
  'POST /webuser/forgetPasswordDecryptToken': async (w) => ({ base: { token: await resetToken(w.a), sendMailFlag: 1, webFlag: 2 } }),
  'GET /webuser/getWxUrlNewScheme': () => ({ base: { path: 'pages/index/index', query: 'from=web' } }),
  'POST /webuser/login': (w) => ({ base: { account: w.account.a.mobile, password: PASSWORD } }),
  'POST /webuser/loginByCode': async (w) => ({ base: await loginCode(w.a) }),
  'POST /webuser/qrLogin/confirm': async (w) => ({ base: { ticket: (await qrLoginTicket(w.a)).ticket, approve: true } }),
  'GET /webuser/qrLogin/info': async (w) => ({ base: { ticket: (await qrLoginTicket(w.a)).ticket } }),
  'GET /webuser/qrLogin/status': async (w) => {
    const { ticket, pre } = await qrLoginTicket(w.a);
    return { base: { ticket }, cookies: { qr_pre: pre } };
  },
  'POST /webuser/register': async (w) => {
    const { account, code } = await registrationCode(w.a);
    return { base: { account, verifyCode: code, password: PASSWORD, nameCn: '张三', nameEn: 'Zhang', companyName: '性质测试公司', salesCode: 'S1', agree: true } };
  },
  'POST /webuser/sendCode': () => ({ base: { account: newMobile() } }),
  'POST /webuser/updatePassword': () => ({ base: { oldPassword: PASSWORD, password: 'Newpass123' } }),
  'POST /webuser/userInfo': () => ({
    base: { nameCn: '张三', nameEn: 'Zhang San', companyName: '性质测试公司', duty: '经理', phone: newMobile(), qq: '12345', email: '', companyAddr: '上海市' },
  }),
  'POST /webuser/userPersonasUtil': () => ({ base: { type: 41, data: { phone: '13800000000' } } }),
  'GET /webuser/wechat/callback': () => ({ base: { code: 'c0de', state: 'propertystatepropertystate' } }),
};

// ---------------------------------------------------------------- generators

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff'];
// NUL, the one PostgreSQL text cannot hold, comes up most often.
const control = fc.oneof({ weight: 2, arbitrary: fc.constant('\u0000') }, { weight: 3, arbitrary: fc.constantFrom(...CONTROL) });
const withControl = fc.tuple(fc.string({ maxLength: 6 }), control, fc.string({ maxLength: 6 })).map(([a, c, b]) => `${a}${c}${b}`);
const oddString = fc.oneof(
  withControl,
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', ' ', '\u0000', '%00', 'null', 'undefined', 'NaN', '-1', '0', '1e400', '2147483648', '99999999999999999999', '0x10', ' 12 ', '\u202e', '\ufeff', '🚢', "'; drop table users; --", '<script>', 'x'.repeat(5000)),
);
const oddNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, 2 ** 63, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: '\u0000' }, [[['\u0000']]], { __proto__: { x: 1 } }) },
  { weight: 1, arbitrary: fc.array(oddString, { maxLength: 3 }) },
);
/** A whole body that is not the object a contract expects. */
const oddBody = fc.constantFrom<unknown>(null, [], [1, 2], 'text', 42, true, { a: { b: { c: '\u0000' } } });
const acceptLanguage = fc.constantFrom('', 'zh-CN', 'en', 'fr,en', 'en;q=abc, zh;q=1e9', ';;,,', '*', 'en-US;q=0.1, fr');

type Mode = 'poison' | 'replace' | 'deep';
type Plan = {
  keys: string[];
  modes: Mode[];
  values: unknown[];
  controls: string[];
  at: number[];
  extraKey: string;
  extra: boolean;
  whole: unknown | undefined;
  rawText: boolean;
  lang: string;
};

const plan = (keys: string[]): fc.Arbitrary<Plan> => {
  const n = keys.length + 1;
  return fc.record({
    // Mostly one field at a time, so the others stay valid and the odd one reaches the service.
    keys: keys.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys).map((k) => [k]) }, { weight: 1, arbitrary: fc.subarray(keys, { minLength: 1 }) })
      : fc.constant([]),
    modes: fc.array(fc.constantFrom<Mode>('poison', 'poison', 'poison', 'replace', 'deep'), { minLength: n, maxLength: n }),
    values: fc.array(oddValue, { minLength: n, maxLength: n }),
    controls: fc.array(control, { minLength: n, maxLength: n }),
    at: fc.array(fc.nat(), { minLength: n, maxLength: n }),
    extraKey: oddString.map((s) => s.slice(0, 40)),
    extra: fc.boolean(),
    whole: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: oddBody }),
    rawText: fc.integer({ min: 0, max: 9 }).map((x) => x === 0),
    lang: acceptLanguage,
  });
};

/** A valid value with a control character inside (strings), or an odd value of the same kind. */
function poison(current: unknown, p: Plan, i: number): unknown {
  const c = p.controls[i]!;
  if (current === undefined) return `x${c}`;
  if (typeof current === 'string') {
    const at = p.at[i]! % (current.length + 1);
    return `${current.slice(0, at)}${c}${current.slice(at)}`;
  }
  if (Array.isArray(current)) return [...current, p.values[i]];
  if (current && typeof current === 'object') {
    const [k, v] = Object.entries(current)[0] ?? ['k', 'v'];
    return { ...current, [k]: typeof v === 'string' ? `${v}${c}` : p.values[i], [`${k}${c}`]: 'x' };
  }
  return p.values[i];
}

/** The base with the plan's fields poisoned, replaced or poisoned one level down; or another body. */
function apply(base: Base, p: Plan): unknown {
  if (p.whole !== undefined) return p.whole;
  const out: Base = { ...base };
  p.keys.forEach((key, i) => {
    const current = out[key];
    const value = p.values[i];
    const mode = p.modes[i];
    if (mode === 'poison') out[key] = poison(current, p, i);
    else if (mode === 'deep' && Array.isArray(current)) out[key] = [value, ...current];
    else if (mode === 'deep' && current && typeof current === 'object') out[key] = { ...current, [p.extraKey || 'k']: value };
    else out[key] = value;
  });
  if (p.extra) out[p.extraKey] = p.values[p.values.length - 1];
  return out;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

// ---------------------------------------------------------------- the routes

type Target = { label: string; route: string; method: Method };
const targets: Target[] = [];
for (const route of routeFilesOnDisk()) {
  for (const method of exportedMethods(await routeModule(route))) targets.push({ label: `${method} ${route}`, route, method });
}

withTempFilesDir();

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

async function cookiesFor(role: string | undefined): Promise<Record<string, string>> {
  if (role === 'user') return { author: (await userWithSession(w.a.id)).token };
  if (role === 'certified') return { author: (await userWithSession(w.a.id, { certificationStatus: 3 })).token };
  if (role === 'staff') return { staff_author: (await staffWithSession(w.a.id, ['*'])).token };
  return {};
}

function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('no route answers 500 to odd input (fast-check)', () => {
  it('covers every route method on disk', () => expect(targets.length).toBeGreaterThan(30));

  it.each(targets.map((t, i) => [t.label, t, i] as const))('%s', async (_label, target, index) => {
    const mod = await routeModule(target.route);
    const handler = mod[target.method]!;
    const meta = routeMeta(handler);
    const source = meta?.kind === 'api' ? meta.source : 'query';
    const prepare = async () => (await BASE[target.label]?.(w)) ?? { base: {} };
    const first = await prepare();
    const keys = [...new Set([...keysOf(meta?.kind === 'api' ? await meta.input() : undefined), ...Object.keys(first.base)])];

    await fc.assert(
      fc.asyncProperty(plan(keys), async (p) => {
        await resetLimits(w);
        // A new request and caller per run: a success (a used code, a taken phone, a logout, a submitted
        // application) must not shield the next run from reaching the service.
        const prepared = await prepare();
        const cookies = { ...(await cookiesFor(meta?.kind === 'api' ? meta.role : undefined)), ...prepared.cookies };
        const cookieHeader = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
        const input = apply(prepared.base, p);
        const headers = new Headers({ ...prepared.headers, host: w.hostA });
        if (cookieHeader) headers.set('cookie', cookieHeader);
        if (p.lang) headers.set('accept-language', p.lang);
        const url = new URL(`${isSiteRootPath(target.route) ? '' : '/api'}${target.route}`, `http://${w.hostA}`);
        let body: BodyInit | undefined;
        if (source === 'query' || target.method === 'GET') {
          const entries: [string, unknown][] = input && typeof input === 'object' && !Array.isArray(input) ? Object.entries(input) : [['q', input]];
          for (const [k, v] of entries) url.searchParams.append(k, asText(v));
        } else if (source === 'multipart') {
          const form = new FormData();
          const entries: [string, unknown][] = input && typeof input === 'object' && !Array.isArray(input) ? Object.entries(input) : [['companyNameCn', input]];
          for (const [k, v] of entries) form.append(k, asText(v));
          form.append('licence', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 1, 2])], `执照${CONTROL[index % CONTROL.length]}.pdf`, { type: 'application/pdf' }));
          const probe = new Request('http://x/', { method: 'POST', body: form });
          headers.set('content-type', probe.headers.get('content-type') ?? '');
          body = new Uint8Array(await probe.arrayBuffer());
        } else {
          headers.set('content-type', 'application/json');
          body = p.rawText ? `{"${asText(input).slice(0, 20)}` : JSON.stringify(input);
        }
        const res = await handler(new NextRequest(url, { method: target.method, headers, body }), { params: Promise.resolve({}) });
        const text = await res.text();
        if (process.env.PROPERTY_DEBUG) console.log(target.label, res.status, text.slice(0, 120), JSON.stringify(input)?.slice(0, 160));
        const what = `${target.label} ${res.status} ${text.slice(0, 300)}\ninput: ${JSON.stringify(input)?.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.headers.get('content-type') ?? '', what).toContain('json');
          const json = JSON.parse(text) as { code?: string; fieldErrors?: Record<string, string[]> };
          expect(json.code, what).not.toBe('1');
          for (const m of Object.values(json.fieldErrors ?? {}).flat()) expect(m, what).not.toMatch(/Invalid input|expected|received/);
        }
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
