// Prices reach only callers with full rate access (spec §6), also through the side channels: what a
// rate alert mails (by the recipient's access when it is sent), the order of the rate search's rows
// (on Next's route and on the front server's fast path), the amounts of premium spot offers, and new
// quotations or price lookups after access is withdrawn (issued quotations keep their totals).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as myQuotationsRoute } from '@/app/api/webfreight/myQuotations/route';
import { GET as queryRates } from '@/app/api/webfreight/queryRates/route';
import { GET as quotationRoute } from '@/app/api/webfreight/quotation/route';
import { GET as quotationPdfRoute } from '@/app/api/webfreight/quotationPdf/route';
import { POST as quoteRoute } from '@/app/api/webfreight/quote/route';
import { GET as rateDetailRoute } from '@/app/api/webfreight/rateDetail/route';
import { POST as saveQuotationRoute } from '@/app/api/webfreight/saveQuotation/route';
import { GET as offerRoute } from '@/app/api/spot/offer/route';
import { GET as offersRoute } from '@/app/api/spot/offers/route';
import { POST as reserveRoute } from '@/app/api/spot/reserve/route';
import type { Quotation } from '@/lib/contracts/rates';
import { webfreightApi } from '@/lib/endpoints/webfreight';
import { getDb } from '@/lib/server/db';
import { outboxMessages, ports, quotations, rateAccessGrants, rateSubscriptions, users } from '@/lib/server/db/schema';
import { fastRouteFor } from '@/lib/server/fastApi';
import { quote, saveQuotation } from '@/lib/server/quotations';
import { saveRate, type SaveRate } from '@/lib/server/rateAdmin';
import { sendRateAlerts } from '@/lib/server/rateAlerts';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { callMultipart, newEmail, withTempFilesDir } from './accountFixtures';
import { userWithSession } from './authzFixtures';
import { call, createCompany, createPort, type TestCompany } from './helpers';
import { createSpotOffer, offerRemaining, reserveForm } from './orderFixtures';
import { lclRate } from './rateFixtures';

const RATE_SEARCH_PATH = `/api${webfreightApi.queryRates.path}`;

withTempFilesDir();

const actor = { staffId: null, name: '测试' };
const CARGO = { quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' as const };

/** Every amount the worlds below use, as it could be written in a mail or an answer. */
const AMOUNTS = ['4111', '4222', '4333', '3599', '2280', '1777', '3000'];
/** No amount in a text: none of the worlds' amounts, no currency followed by a number, no unit price. */
function expectNoAmount(text: string, who: string) {
  for (const a of AMOUNTS) expect(text, `${who}: amount ${a}`).not.toContain(a);
  expect(text, `${who}: a currency amount`).not.toMatch(/(USD|CNY|RMB|¥|\$)\s*\d/);
  expect(text, `${who}: a unit price`).not.toMatch(/\/CBM|\/KG|\/40HQ|预付款|prepaid fee/);
}

type Who = 'visitor' | 'user' | 'noAccess' | 'full';

/** A user of a company with a mail address and a session, certified or not, granted rate access or not. */
async function account(c: TestCompany, opts: { certified: boolean; granted?: boolean }) {
  const email = newEmail();
  const u = await userWithSession(c.id, { certificationStatus: opts.certified ? 3 : 0, email });
  if (opts.granted) await (await getDb()).insert(rateAccessGrants).values({ companyId: c.id, userId: u.userId });
  return { ...u, email };
}

/** The lane of the booking ports (CNSHA → NLRTM) with an open spot offer and an LCL rate: its ids. */
async function spotLane(c: TestCompany) {
  const offerId = await createSpotOffer(c.id, { remaining: 6, prepaidFee: '1777.00' });
  const db = await getDb();
  const lanePorts = await db.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, c.id));
  const pol = lanePorts.find((p) => p.code === 'CNSHA')!.id;
  const pod = lanePorts.find((p) => p.code === 'NLRTM')!.id;
  const rate = await saveRate(db, c.id, actor, lclRate(pol, pod, { coLoader: 'Alpha Line', prices: { perCbm: 4111, perTon: 4222, minCharge: 4333 } }));
  return { offerId, pol, pod, rateId: rate.id };
}

// ---------------------------------------------------------------- 1. rate-alert mail

describe('a rate alert carries prices only to an address with full rate access, decided when it is sent', () => {
  async function subscribe(c: TestCompany, lane: { pol: number; pod: number }, email: string, locale: 'cn' | 'en' = 'cn') {
    await (await getDb()).insert(rateSubscriptions).values({ companyId: c.id, subscribeEmail: email, portStartId: lane.pol, portEndId: lane.pod, confirmedAt: new Date(), locale });
  }

  /** Staff lower the lane's rate (4111 → 3599 per CBM, −12 %); the `rates.alert` job runs; each subscriber's mail. */
  async function repriceAndMail(c: TestCompany, lane: Awaited<ReturnType<typeof spotLane>>, emails: string[]) {
    const db = await getDb();
    const newPrices = { perCbm: 3599, perTon: 4222, minCharge: 4333 };
    await saveRate(db, c.id, actor, { ...lclRate(lane.pol, lane.pod, { coLoader: 'Alpha Line', prices: newPrices }), id: lane.rateId });
    await sendRateAlerts(db, { companyId: c.id, rateId: lane.rateId, oldPrices: { perCbm: 4111, perTon: 4222, minCharge: 4333 }, newPrices });
    const mails = new Map<string, { subject: string; body: string }>();
    for (const email of emails) {
      const [mail] = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.companyId, c.id), eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'rate-alert')));
      expect(mail, `a mail to ${email}`).toBeDefined();
      mails.set(email, { subject: mail!.subject, body: mail!.body });
    }
    return mails;
  }

  /** Each mail is in the language of its subscription only. */
  function expectPriced(mail: { subject: string; body: string }, who: string, locale: 'cn' | 'en' = 'cn') {
    expect(mail.body, who).toContain('USD 3599/CBM');
    if (locale === 'cn') expect(mail.body, who).toMatch(/预付款 ¥1777\.00\/柜/);
    else expect(mail.body, who).toMatch(/prepaid fee ¥1777\.00 per container/);
    expect(mail.body, who).not.toMatch(locale === 'cn' ? /prepaid fee/ : /预付款/);
  }

  function expectGated(mail: { subject: string; body: string }, who: string, gate: { cn: string; en: string }, link: RegExp, locale: 'cn' | 'en' = 'cn') {
    const body = mail.body;
    expectNoAmount(`${mail.subject}\n${body}`, who);
    // the lane, its carriers, which way the rates went, the spot space without its fee, and the way past the gate
    if (locale === 'cn') {
      expect(body, who).toContain('您订阅的航线 上海 → 鹿特丹 运价下调了。');
      expect(body, who).toContain('该航线的承运人：Alpha Line');
      expect(body, who).toMatch(/COSCO|中远海运/);
      expect(body, who).toMatch(/ETD \d{4}-\d\d-\d\d {2}剩余 6 个/);
      expect(body, who).toContain(`${gate.cn}：`);
      expect(body, who).not.toContain('Rates on your subscribed lane');
    } else {
      expect(body, who).toContain('Rates on your subscribed lane Shanghai → Rotterdam went down.');
      expect(body, who).toContain('Carriers on this lane: Alpha Line');
      expect(body, who).toMatch(/ETD \d{4}-\d\d-\d\d {2}6 left/);
      expect(body, who).toContain(`${gate.en}: `);
      expect(body, who).not.toContain('您订阅的航线');
    }
    expect(body, who).toMatch(link);
    expect(body, who).toMatch(/\/subscription\?token=[\w-]{20,}/);
  }

  it('a company giving rates to every certified user: a visitor address, an uncertified account and another company’s account get no amount; a certified account gets the prices', async () => {
    const c = await createCompany({ bookingSpaceFlag: true });
    const other = await createCompany();
    const lane = await spotLane(c);
    const visitor = newEmail();
    const uncertified = await account(c, { certified: false });
    const certified = await account(c, { certified: true });
    // an address that is a certified account of another company only: a stranger here
    const elsewhere = await account(other, { certified: true });
    await subscribe(c, lane, visitor, 'en');
    await subscribe(c, lane, uncertified.email);
    await subscribe(c, lane, certified.email, 'en');
    await subscribe(c, lane, elsewhere.email);
    const mails = await repriceAndMail(c, lane, [visitor, uncertified.email, certified.email, elsewhere.email]);
    const lanePage = /\/lclFreight\?portStartId=\d+&portEndId=\d+/;
    expectGated(mails.get(visitor)!, 'visitor address', { cn: cn.Api.ratesLogin, en: en.Api.ratesLogin }, lanePage, 'en');
    expectGated(mails.get(uncertified.email)!, 'uncertified account', { cn: cn.Api.certificationRequired, en: en.Api.certificationRequired }, /https?:\/\/[^/\s]+\/certification/);
    expectGated(mails.get(elsewhere.email)!, "another company's account", { cn: cn.Api.ratesLogin, en: en.Api.ratesLogin }, lanePage);
    expectPriced(mails.get(certified.email)!, 'certified account', 'en');
  });

  it('under programJurisdictionFlag: a certified account without a grant gets no amount, one with a grant the prices, and a grant withdrawn before the mail is sent counts as none', async () => {
    const c = await createCompany({ bookingSpaceFlag: true, programJurisdictionFlag: true });
    const lane = await spotLane(c);
    const noGrant = await account(c, { certified: true, granted: false });
    const granted = await account(c, { certified: true, granted: true });
    const withdrawn = await account(c, { certified: true, granted: true });
    // the address typed in another case than the account's: still the account's
    await subscribe(c, lane, noGrant.email, 'en');
    await subscribe(c, lane, granted.email);
    await subscribe(c, lane, withdrawn.email.toUpperCase());
    const db = await getDb();
    await db.delete(rateAccessGrants).where(and(eq(rateAccessGrants.companyId, c.id), eq(rateAccessGrants.userId, withdrawn.userId)));
    const mails = await repriceAndMail(c, lane, [noGrant.email, granted.email, withdrawn.email.toUpperCase()]);
    const forbidden = { cn: cn.Api.forbidden, en: en.Api.forbidden };
    expectGated(mails.get(noGrant.email)!, 'certified without a grant', forbidden, /\/lclFreight\?portStartId=/, 'en');
    expectGated(mails.get(withdrawn.email.toUpperCase())!, 'grant withdrawn', forbidden, /\/lclFreight\?portStartId=/);
    expectPriced(mails.get(granted.email)!, 'granted');
  });
});

// ---------------------------------------------------------------- 2. the order of the rate search

describe('the rate search orders rows without access by nothing that depends on price', () => {
  /** Six rates: two space statuses, transit ties, carriers not in alphabetical, id or price order. */
  const RATES: { coLoader: string; spaceStatus: number; transitDays: number }[] = [
    { coLoader: 'Delta', spaceStatus: 1, transitDays: 30 },
    { coLoader: 'Alpha', spaceStatus: 2, transitDays: 30 },
    { coLoader: 'Echo', spaceStatus: 1, transitDays: 28 },
    { coLoader: 'Bravo', spaceStatus: 1, transitDays: 30 },
    { coLoader: 'Foxtrot', spaceStatus: 2, transitDays: 28 },
    { coLoader: 'Charlie', spaceStatus: 1, transitDays: 28 },
  ];
  const PRICES = [31, 47, 12, 58, 26, 40];
  /** The same prices dealt to the rates in another order. */
  const SHUFFLED = [58, 12, 40, 26, 47, 31];

  let c: TestCompany;
  let lanes: { original: { pol: number; pod: number }; shuffled: { pol: number; pod: number } };
  const tokens: Record<Who, string | null> = { visitor: null, user: null, noAccess: null, full: null };

  async function lane(prices: number[]) {
    const pol = await createPort(c.id, { isOrigin: true, isDestination: false, nameEn: 'Ningbo' });
    const pod = await createPort(c.id, { isOrigin: false, isDestination: true, nameEn: 'Felixstowe' });
    const db = await getDb();
    for (const [i, r] of RATES.entries()) {
      const over: Partial<SaveRate> = { ...r, prices: { perCbm: prices[i]!, perTon: prices[i]! + 5, minCharge: prices[i]! } };
      await saveRate(db, c.id, actor, lclRate(pol.id, pod.id, over));
    }
    return { pol: pol.id, pod: pod.id };
  }

  beforeAll(async () => {
    c = await createCompany({ programJurisdictionFlag: true });
    lanes = { original: await lane(PRICES), shuffled: await lane(SHUFFLED) };
    tokens.user = (await account(c, { certified: false })).token;
    tokens.noAccess = (await account(c, { certified: true, granted: false })).token;
    tokens.full = (await account(c, { certified: true, granted: true })).token;
  });

  const query = (l: { pol: number; pod: number }, q: string) => `${RATE_SEARCH_PATH}?portStartId=${l.pol}&portEndId=${l.pod}${q}`;
  type Answer = { rows: { coLoader: string; prices?: { perCbm: number } }[]; data: { access: string } };
  const viaRoute = async (who: Who, l: { pol: number; pod: number }, q: string) =>
    (await call<Answer>(queryRates as never, { method: 'GET', host: c.domains[0]!, url: query(l, q), cookies: tokens[who] ? { author: tokens[who]! } : undefined })).json;

  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const route = fastRouteFor('GET', RATE_SEARCH_PATH)!;
    server = createServer((req, res) => void route(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  /** The same search through the front server's fast path (a real socket). */
  const viaFastPath = (who: Who, l: { pol: number; pod: number }, q: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: query(l, q), headers: { host: c.domains[0]!, ...(tokens[who] ? { cookie: `author=${tokens[who]}` } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer));
      });
      req.on('error', reject);
      req.end();
    });

  const order = (a: Answer) => a.rows.map((r) => r.coLoader);
  const SORTS = ['', '&sort=default', '&sort=transit', '&sort=transit&order=desc', '&sort=price', '&sort=price&order=desc', '&sort=default&order=desc'];

  for (const who of ['visitor', 'user', 'noAccess'] as const) {
    it(`${who}: the same order on a lane and on a copy of it with the prices dealt differently, on both paths; status or transit, then carrier`, async () => {
      for (const q of SORTS) {
        for (const via of [viaRoute, viaFastPath]) {
          const original = await via(who, lanes.original, q);
          const shuffled = await via(who, lanes.shuffled, q);
          expect(original.data.access).not.toBe('full');
          expect(order(original), `${who} ${q || '(default)'} on ${via === viaRoute ? 'the route' : 'the fast path'}`).toEqual(order(shuffled));
        }
      }
      expect(order(await viaRoute(who, lanes.original, ''))).toEqual(['Bravo', 'Charlie', 'Delta', 'Echo', 'Alpha', 'Foxtrot']);
      expect(order(await viaRoute(who, lanes.original, '&sort=price'))).toEqual(['Bravo', 'Charlie', 'Delta', 'Echo', 'Alpha', 'Foxtrot']);
      expect(order(await viaRoute(who, lanes.original, '&sort=transit'))).toEqual(['Charlie', 'Echo', 'Foxtrot', 'Alpha', 'Bravo', 'Delta']);
      expect(order(await viaRoute(who, lanes.original, '&sort=transit&order=desc'))).toEqual(['Delta', 'Bravo', 'Alpha', 'Foxtrot', 'Echo', 'Charlie']);
    });
  }

  it('full access: still space status then price, transit then price, and by price', async () => {
    const perCbm = (a: Answer) => a.rows.map((r) => r.prices!.perCbm);
    expect(perCbm(await viaRoute('full', lanes.original, ''))).toEqual([12, 31, 40, 58, 26, 47]);
    expect(perCbm(await viaRoute('full', lanes.original, '&sort=transit'))).toEqual([12, 26, 40, 31, 47, 58]);
    expect(perCbm(await viaFastPath('full', lanes.original, '&sort=price'))).toEqual([12, 26, 31, 40, 47, 58]);
  });
});

// ---------------------------------------------------------------- 3. spot offers

describe('spot offers: freight, prepaid and dead-space amounts only with full rate access', () => {
  let c: TestCompany;
  let open: TestCompany;
  let offerId: number;
  let openOfferId: number;
  const tokens: Record<Who | 'openCertified', string | null> = { visitor: null, user: null, noAccess: null, full: null, openCertified: null };

  beforeAll(async () => {
    c = await createCompany({ bookingSpaceFlag: true, programJurisdictionFlag: true });
    open = await createCompany({ bookingSpaceFlag: true });
    offerId = (await spotLane(c)).offerId;
    openOfferId = await createSpotOffer(open.id, { prepaidFee: '1777.00' });
    tokens.user = (await account(c, { certified: false })).token;
    tokens.noAccess = (await account(c, { certified: true, granted: false })).token;
    tokens.full = (await account(c, { certified: true, granted: true })).token;
    tokens.openCertified = (await account(open, { certified: true })).token;
  });

  const cookies = (who: keyof typeof tokens) => (tokens[who] ? { author: tokens[who]! } : undefined);
  const host = (who: keyof typeof tokens) => (who === 'openCertified' ? open : c).domains[0]!;
  const GATE: Record<Exclude<Who, 'full'>, { access: string; message: string }> = {
    visitor: { access: 'login', message: cn.Api.ratesLogin },
    user: { access: 'certify', message: cn.Api.certificationRequired },
    noAccess: { access: 'unauthorized', message: cn.Api.forbidden },
  };

  for (const who of ['visitor', 'user', 'noAccess'] as const) {
    it(`${who}: lane, carrier, date and remaining space, no amount, and the rate list's gate text`, async () => {
      const list = await call<{ rows: Record<string, unknown>[]; data: { access: string; message?: string } }>(offersRoute as never, { method: 'GET', host: host(who), url: '/api/spot/offers', cookies: cookies(who) });
      expect(list.status).toBe(200);
      expect(list.json.data).toEqual(GATE[who]);
      const row = list.json.rows.find((r) => r.id === offerId)!;
      expect(row).toMatchObject({ polCode: 'CNSHA', podCode: 'NLRTM', carrierCode: 'COSU', remaining: 6 });
      expect(row.etd).toMatch(/^\d{4}-\d\d-\d\d$/);
      for (const field of ['price', 'prepaidFee', 'deadSpaceFee']) expect(row, field).not.toHaveProperty(field);
      expectNoAmount(JSON.stringify(list.json), `${who} offers`);
      // the same message as the rate list gives this caller
      const rates = await call<{ data: { message?: string } }>(queryRates as never, { method: 'GET', host: host(who), url: RATE_SEARCH_PATH, cookies: cookies(who) });
      expect(list.json.data.message).toBe(rates.json.data.message);

      const one = await call<{ data: Record<string, unknown> }>(offerRoute as never, { method: 'GET', host: host(who), url: `/api/spot/offer?id=${offerId}`, cookies: cookies(who) });
      expect(one.status).toBe(200);
      expect(one.json.data).toMatchObject({ id: offerId, remaining: 6, ...GATE[who] });
      expectNoAmount(JSON.stringify(one.json), `${who} offer`);
    });
  }

  for (const who of ['full', 'openCertified'] as const) {
    it(`${who}: the amounts`, async () => {
      const id = who === 'full' ? offerId : openOfferId;
      const list = await call<{ rows: Record<string, unknown>[]; data: { access: string; message?: string } }>(offersRoute as never, { method: 'GET', host: host(who), url: '/api/spot/offers', cookies: cookies(who) });
      expect(list.json.data).toEqual({ access: 'full' });
      expect(list.json.rows.find((r) => r.id === id)).toMatchObject({ price: '2280.00', prepaidFee: '1777.00', deadSpaceFee: '3000.00' });
      const one = await call<{ data: Record<string, unknown> }>(offerRoute as never, { method: 'GET', host: host(who), url: `/api/spot/offer?id=${id}`, cookies: cookies(who) });
      expect(one.json.data).toMatchObject({ id, prepaidFee: '1777.00', access: 'full' });
    });
  }

  it('a certified user without rate access cannot reserve (the reservation names the amounts): 403, nothing taken', async () => {
    const before = await offerRemaining(offerId);
    const res = await callMultipart(reserveRoute, { host: host('noAccess'), url: '/api/spot/reserve', form: reserveForm(offerId), cookies: cookies('noAccess') });
    expect(res.status).toBe(403);
    expect((res.json as { message: string }).message).toBe(cn.Api.forbidden);
    expect(await offerRemaining(offerId)).toBe(before);
    const ok = await callMultipart(reserveRoute, { host: host('full'), url: '/api/spot/reserve', form: reserveForm(offerId), cookies: cookies('full') });
    expect(ok.status).toBe(200);
  });
});

// ---------------------------------------------------------------- 4. quotations after access is withdrawn

describe('rate access withdrawn: issued quotations keep their totals, nothing new is priced', () => {
  let c: TestCompany;
  let rateId: number;
  let user: Awaited<ReturnType<typeof account>>;
  let issued: Quotation;

  beforeAll(async () => {
    c = await createCompany({ programJurisdictionFlag: true });
    const pol = await createPort(c.id, { isOrigin: true, isDestination: false });
    const pod = await createPort(c.id, { isOrigin: false, isDestination: true });
    rateId = (await saveRate(await getDb(), c.id, actor, lclRate(pol.id, pod.id, { prices: { perCbm: 4111, perTon: 4222, minCharge: 4333 } }))).id;
    user = await account(c, { certified: true, granted: true });
    const saved = await call<{ data: Quotation }>(saveQuotationRoute as never, { host: c.domains[0]!, url: '/api/webfreight/saveQuotation', body: { rateId, ...CARGO }, cookies: { author: user.token } });
    expect(saved.status).toBe(200);
    issued = saved.json.data;
    expect(issued.quote.totals.length).toBeGreaterThan(0);
    await (await getDb()).delete(rateAccessGrants).where(and(eq(rateAccessGrants.companyId, c.id), eq(rateAccessGrants.userId, user.userId)));
  });

  const as = () => ({ host: c.domains[0]!, cookies: { author: user.token } });

  it('the issued quotation stays the customer’s document: listed, shown and printed with its totals', async () => {
    const mine = await call<{ rows: Quotation[] }>(myQuotationsRoute as never, { ...as(), method: 'GET', url: '/api/webfreight/myQuotations' });
    expect(mine.status).toBe(200);
    expect(mine.json.rows.find((q) => q.id === issued.id)?.quote.totals).toEqual(issued.quote.totals);
    const one = await call<{ data: Quotation }>(quotationRoute as never, { ...as(), method: 'GET', url: `/api/webfreight/quotation?id=${issued.id}` });
    expect(one.json.data.quote.totals).toEqual(issued.quote.totals);
    const pdf = await quotationPdfRoute(new NextRequest(new URL(`/api/webfreight/quotationPdf?id=${issued.id}`, `http://${c.domains[0]}`), { headers: { host: c.domains[0]!, cookie: `author=${user.token}` } }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('no new quote, quotation or price lookup through the API: 403 with the gate text, nothing saved', async () => {
    const db = await getDb();
    const count = async () => (await db.select({ id: quotations.id }).from(quotations).where(eq(quotations.userId, user.userId))).length;
    const before = await count();
    for (const [route, url] of [[quoteRoute, '/api/webfreight/quote'], [saveQuotationRoute, '/api/webfreight/saveQuotation']] as const) {
      const res = await call<{ message: string }>(route as never, { ...as(), url, body: { rateId, ...CARGO } });
      expect(res.status, url).toBe(403);
      expect(res.json.message).toBe(cn.Api.forbidden);
      expectNoAmount(JSON.stringify(res.json), url);
    }
    expect(await count()).toBe(before);
    const detail = await call(rateDetailRoute as never, { ...as(), method: 'GET', url: `/api/webfreight/rateDetail?id=${rateId}&history=1` });
    expect(detail.json).toMatchObject({ data: { access: 'unauthorized' } });
    expectNoAmount(JSON.stringify(detail.json), 'rate detail');
    const search = await call(queryRates as never, { ...as(), method: 'GET', url: RATE_SEARCH_PATH });
    expectNoAmount(JSON.stringify(search.json), 'rate search');
  });

  it('the quotation services themselves refuse (any caller: route, page or job), also once certification is withdrawn', async () => {
    const db = await getDb();
    await expect(quote(db, c.id, user.userId, rateId, CARGO)).rejects.toMatchObject({ status: 403, messageKey: 'forbidden' });
    await expect(saveQuotation(db, c.id, user.userId, rateId, CARGO, '', 'cn')).rejects.toMatchObject({ status: 403, messageKey: 'forbidden' });
    await db.insert(rateAccessGrants).values({ companyId: c.id, userId: user.userId });
    await db.update(users).set({ certificationStatus: 2 }).where(eq(users.id, user.userId));
    await expect(quote(db, c.id, user.userId, rateId, CARGO)).rejects.toMatchObject({ status: 403, messageKey: 'certificationRequired' });
    await expect(saveQuotation(db, c.id, user.userId, rateId, CARGO, '', 'cn')).rejects.toMatchObject({ status: 403, messageKey: 'certificationRequired' });
  });
});
