// Rates behind login, certification and rate access (spec §6): every caller × search, detail,
// quotation and PDF, asserting exactly which fields each one gets. No price field may reach anyone
// without full access, in any answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as queryRates } from '@/app/api/webfreight/queryRates/route';
import { GET as rateDetail } from '@/app/api/webfreight/rateDetail/route';
import { GET as rateAccessRoute } from '@/app/api/webfreight/rateAccess/route';
import { POST as quoteRoute } from '@/app/api/webfreight/quote/route';
import { POST as saveQuotationRoute } from '@/app/api/webfreight/saveQuotation/route';
import { GET as myQuotationsRoute } from '@/app/api/webfreight/myQuotations/route';
import { GET as quotationPdfRoute } from '@/app/api/webfreight/quotationPdf/route';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { PRICE_FIELDS, publicRate, fullRate } from '@/lib/contracts/rates';
import { webfreightApi } from '@/lib/endpoints/webfreight';
import { getDb } from '@/lib/server/db';
import { carriers, rates } from '@/lib/server/db/schema';
import { loadRates } from '@/lib/server/rates';
import { saveRate } from '@/lib/server/rateAdmin';
import { fastRouteFor } from '@/lib/server/fastApi';
import { NextRequest } from 'next/server';
import { PDFParse } from 'pdf-parse';
import { call, createCompany, createPort, createUserWithSession } from './helpers';
import { certifiedUser, lclRate, rateLane, type RateWorld } from './rateFixtures';

type Caller = 'visitor' | 'user' | 'certifiedNoAccess' | 'certified' | 'otherCompany';

let a: RateWorld;
let openCo: RateWorld;
const tokens = {} as Record<Caller, string | null>;
const RATE_SEARCH_PATH = `/api${webfreightApi.queryRates.path}`;

beforeAll(async () => {
  // A: rates given per user (programJurisdictionFlag); B: the other company.
  a = await rateLane(await createCompany({ programJurisdictionFlag: true }));
  openCo = await rateLane(await createCompany({ programJurisdictionFlag: false }));
  tokens.visitor = null;
  tokens.user = (await createUserWithSession(a.company.id, { certificationStatus: 0 })).token;
  tokens.certifiedNoAccess = await certifiedUser(a.company.id, false);
  tokens.certified = await certifiedUser(a.company.id, true);
  tokens.otherCompany = await certifiedUser(openCo.company.id, true);
});

const cookies = (c: Caller) => (tokens[c] ? { author: tokens[c]! } : undefined);
const search = (c: Caller, q = '') =>
  call<Record<string, unknown>>(queryRates as never, { method: 'GET', host: a.host, url: `/api/webfreight/queryRates?portStartId=${a.origin}&portEndId=${a.destination}${q}`, cookies: cookies(c) });

/** Every key anywhere in a JSON value. */
function keysDeep(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => keysDeep(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysDeep(x, out);
    }
  }
  return out;
}
const PRICE_KEYS = [...PRICE_FIELDS, 'perCbm', 'perTon', 'minCharge', 'amount', 'totals', 'quote', 'history'];
const noPriceField = (body: unknown) => expect([...keysDeep(body)].filter((k) => PRICE_KEYS.includes(k))).toEqual([]);

const EXPECT: Record<Caller, { access: string; message: RegExp | null; prices: boolean }> = {
  visitor: { access: 'login', message: /^请登录后查看运价详情$/, prices: false },
  user: { access: 'certify', message: /^请先完成企业认证后查看运价详情$/, prices: false },
  certifiedNoAccess: { access: 'unauthorized', message: /^无权访问，请联系您的专属销售$/, prices: false },
  certified: { access: 'full', message: null, prices: true },
  // Company B's session is no session on A: a visitor.
  otherCompany: { access: 'login', message: /请登录/, prices: false },
};

describe('rate search by caller', () => {
  for (const caller of Object.keys(EXPECT) as Caller[]) {
    it(`${caller}: ${EXPECT[caller].access}`, async () => {
      const res = await search(caller);
      expect(res.status).toBe(200);
      const body = res.json as { rows: unknown[]; total: number; data: { access: string; message?: string; sales: unknown; carriers: unknown[] } };
      expect(body.data.access).toBe(EXPECT[caller].access);
      if (EXPECT[caller].message) expect(body.data.message).toMatch(EXPECT[caller].message!);
      else expect(body.data.message).toBeUndefined();
      // Lanes, carriers and schedules for everyone.
      expect(body.total).toBe(3);
      expect(body.rows).toHaveLength(3);
      for (const row of body.rows) {
        const r = row as Record<string, unknown>;
        expect(r.pol).toMatchObject({ id: a.origin, nameEn: 'Shanghai' });
        expect(r.sailingWeekdays).toBeInstanceOf(Array);
        if (EXPECT[caller].prices) expect(fullRate.strict().parse(r).prices.perCbm).toBeGreaterThan(0);
        else publicRate.strict().parse(r);
      }
      if (!EXPECT[caller].prices) noPriceField(body);
      // Only a certified user without access is told their sales contact; visitors never.
      if (caller === 'certifiedNoAccess') expect(body.data.sales).toMatchObject({ nameCn: '李娜', mobile: '13900001111' });
      if (caller === 'visitor' || caller === 'user') expect(body.data.sales ?? null).toBeNull();
    });
  }

  it('the gate without a search (GET /webfreight/rateAccess) is the search\'s, for every caller', async () => {
    for (const caller of Object.keys(EXPECT) as Caller[]) {
      const res = await call<Record<string, unknown>>(rateAccessRoute as never, { method: 'GET', host: a.host, url: '/api/webfreight/rateAccess', cookies: cookies(caller) });
      expect(res.status, caller).toBe(200);
      const body = res.json as { rows?: unknown; data: { access: string; message?: string; sales: unknown } };
      expect(body.data.access, caller).toBe(EXPECT[caller].access);
      if (EXPECT[caller].message) expect(body.data.message).toMatch(EXPECT[caller].message!);
      else expect(body.data.message).toBeUndefined();
      expect(body.rows).toBeUndefined();
      noPriceField(body);
      if (caller === 'certifiedNoAccess') expect(body.data.sales).toMatchObject({ nameCn: '李娜', mobile: '13900001111' });
      if (caller === 'visitor' || caller === 'user' || caller === 'otherCompany') expect(body.data.sales ?? null).toBeNull();
    }
  });

  it('filters by weekday, DIR/VIA and validity; sorts by price and transit; pages', async () => {
    const thu = await search('certified', '&weekday=4');
    expect((thu.json.rows as { sailingWeekdays: number[] }[]).map((r) => r.sailingWeekdays.includes(4))).toEqual([true, true]);
    const via = await search('certified', '&transit=VIA');
    expect((via.json.rows as { transit: string }[]).map((r) => r.transit)).toEqual(['VIA']);
    const byPrice = await search('certified', '&sort=price');
    expect((byPrice.json.rows as { prices: { perCbm: number } }[]).map((r) => r.prices.perCbm)).toEqual([38, 45, 52]);
    const byPriceDesc = await search('certified', '&sort=price&order=desc');
    expect((byPriceDesc.json.rows as { prices: { perCbm: number } }[]).map((r) => r.prices.perCbm)).toEqual([52, 45, 38]);
    const byTransit = await search('certified', '&sort=transit');
    expect((byTransit.json.rows as { transitDays: number }[]).map((r) => r.transitDays)).toEqual([29, 32, 36]);
    const future = await search('certified', `&validOn=${new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)}`);
    expect(future.json.total).toBe(0);
    const page2 = await search('certified', '&sort=transit&pageSize=10&page=2');
    expect(page2.json.rows).toEqual([]);
    expect(page2.json.total).toBe(3);
  });

  it('a visitor asking to sort by price gets the default order (the order would reveal the prices)', async () => {
    const sorted = await search('visitor', '&sort=price');
    const plain = await search('visitor');
    expect((sorted.json.rows as { id: number }[]).map((r) => r.id)).toEqual((plain.json.rows as { id: number }[]).map((r) => r.id));
  });

  it('refuses a bad filter with a localized 422', async () => {
    const res = await search('visitor', '&weekday=9');
    expect(res.status).toBe(422);
    const bad = await search('visitor', '&validOn=2026-13-45');
    expect(bad.status).toBe(422);
  });
});

const detail = (c: Caller, id: number, host = a.host) =>
  call<Record<string, unknown>>(rateDetail as never, { method: 'GET', host, url: `/api/webfreight/rateDetail?id=${id}&history=1`, cookies: cookies(c) });

describe('loadRates (what an index is built from)', () => {
  it("reads a company's rates a page at a time: the same rates in id order, whatever the page size, and no other company's", async () => {
    const db = await getDb();
    const whole = await loadRates(db, a.company.id, undefined, 1000);
    expect(whole.map((r) => r.id)).toEqual([...a.rateIds].sort((x, y) => x - y));
    for (const pageSize of [1, 2, 3]) expect(await loadRates(db, a.company.id, undefined, pageSize)).toEqual(whole);
    // a condition still narrows every page
    const via = await loadRates(db, a.company.id, eq(rates.transit, 'VIA'), 1);
    expect(via.map((r) => r.id)).toEqual([a.rateIds[1]]);
    expect((await loadRates(db, openCo.company.id, undefined, 1)).map((r) => r.id)).toEqual([...openCo.rateIds].sort((x, y) => x - y));
  });
});

describe('rate detail by caller', () => {
  for (const caller of Object.keys(EXPECT) as Caller[]) {
    it(`${caller}: ${EXPECT[caller].prices ? 'prices and history' : 'no price field'}`, async () => {
      const res = await detail(caller, a.rateIds[0]!);
      expect(res.status).toBe(200);
      const data = res.json.data as { access: string; rate: unknown; history?: { at: string; prices: Record<string, number> }[] };
      expect(data.access).toBe(EXPECT[caller].access);
      if (EXPECT[caller].prices) {
        expect(fullRate.parse(data.rate).prices).toEqual({ perCbm: 45, perTon: 52, minCharge: 45 });
        expect(data.history?.at(-1)?.prices).toEqual({ perCbm: 45, perTon: 52, minCharge: 45 });
      } else {
        publicRate.strict().parse(data.rate);
        noPriceField(res.json);
      }
    });
  }

  it("another company's rate is not found (404), never shown", async () => {
    const res = await detail('certified', openCo.rateIds[0]!);
    expect(res.status).toBe(404);
    noPriceField(res.json);
  });
});

/** The PDF route's answer as bytes. */
async function pdfOf(id: number, token: string | undefined, lang = 'cn') {
  const h = new Headers({ host: a.host, lang });
  if (token) h.set('cookie', `author=${token}`);
  const res = await quotationPdfRoute(new NextRequest(new URL(`/api/webfreight/quotationPdf?id=${id}`, `http://${a.host}`), { headers: h }));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const cargo = { quantity: 10, packageType: 'CTNS', grossWeight: '1200.5', volume: '3.25', customerType: 'direct' };

describe('quotations by caller', () => {
  const STATUS: Record<Caller, number> = { visitor: 401, user: 403, certifiedNoAccess: 403, certified: 200, otherCompany: 401 };
  for (const caller of Object.keys(STATUS) as Caller[]) {
    it(`${caller}: quote ${STATUS[caller]}, save ${STATUS[caller]}`, async () => {
      const q = await call(quoteRoute as never, { host: a.host, body: { rateId: a.rateIds[0], ...cargo }, cookies: cookies(caller) });
      expect(q.status).toBe(STATUS[caller]);
      const s = await call(saveQuotationRoute as never, { host: a.host, body: { rateId: a.rateIds[0], ...cargo }, cookies: cookies(caller) });
      expect(s.status).toBe(STATUS[caller]);
      if (STATUS[caller] !== 200) {
        noPriceField(q.json);
        noPriceField(s.json);
        return;
      }
      // 3.25 CBM vs 1.201 t → 3.25 W/M × 45 = 146.25 USD; THC 3.25 × 50 = 162.50 CNY, DOC 200, bill fee 100.
      const quote = (q.json as { data: { quote: { totals: unknown; chargeable: number } } }).data.quote;
      expect(quote.chargeable).toBe(3.25);
      expect(quote.totals).toEqual([
        { currency: 'USD', amount: 146.25 },
        { currency: 'CNY', amount: 462.5 },
      ]);
      const saved = (s.json as { data: { id: number; quotation_no: string } }).data;
      expect(saved.quotation_no).toMatch(/^Q\d{6}\d{4}$/);
      const mine = await call(myQuotationsRoute as never, { method: 'GET', host: a.host, url: '/api/webfreight/myQuotations', cookies: cookies(caller) });
      expect((mine.json as { rows: { quotation_no: string }[] }).rows.map((r) => r.quotation_no)).toContain(saved.quotation_no);
      const pdf = await pdfOf(saved.id, tokens[caller] ?? undefined);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }

  it("a user's quotation PDF is theirs alone: another certified user of the company gets 404", async () => {
    const s = await call(saveQuotationRoute as never, { host: a.host, body: { rateId: a.rateIds[0], ...cargo }, cookies: cookies('certified') });
    const id = (s.json as { data: { id: number } }).data.id;
    const other = await certifiedUser(a.company.id, true);
    expect((await pdfOf(id, other)).status).toBe(404);
    expect((await pdfOf(id, undefined)).status).toBe(401);
  });

  it('refuses weight or volume with more than three decimals, nothing saved', async () => {
    const res = await call(saveQuotationRoute as never, { host: a.host, body: { rateId: a.rateIds[0], ...cargo, volume: '1.2345' }, cookies: cookies('certified') });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json)).toContain('三位小数');
  });
});

describe('quotation PDF', () => {
  it('holds the Chinese item names, the number, the sales contact and the totals as extractable text', async () => {
    const s = await call(saveQuotationRoute as never, { host: a.host, body: { rateId: a.rateIds[0], ...cargo, description: '家具配件' }, cookies: cookies('certified') });
    const q = (s.json as { data: { id: number; quotation_no: string } }).data;
    const pdf = await pdfOf(q.id, tokens.certified!);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    for (const expected of ['拼箱报价单', '海运费', '码头操作费', '文件费', '单票费', q.quotation_no, '李娜', '13900001111', 'lina@sales.test', 'USD 146.25', 'CNY 462.50', '家具配件']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is in English for an English request', async () => {
    const s = await call(saveQuotationRoute as never, { host: a.host, body: { rateId: a.rateIds[0], ...cargo }, cookies: cookies('certified') });
    const q = (s.json as { data: { id: number } }).data;
    const text = await pdfText((await pdfOf(q.id, tokens.certified!, 'en')).bytes);
    expect(text).toContain('LCL Quotation');
    expect(text).toContain('Ocean freight');
    expect(text).toContain('Lina Li');
  });
});

describe('rate screens offered by webPubFclFlag and containerFclShow', () => {
  const kinds = async (flags: { webPubFclFlag: boolean; containerFclShow: 0 | 1 | 2 }) => {
    const c = await createCompany(flags);
    const out: Record<string, number> = {};
    for (const kind of ['lcl', 'fcl', 'air', 'spot']) {
      out[kind] = (await call(queryRates as never, { method: 'GET', host: c.domains[0]!, url: `/api/webfreight/queryRates?kind=${kind}` })).status;
    }
    return out;
  };
  it.each([
    [{ webPubFclFlag: true, containerFclShow: 0 as const }, { lcl: 200, fcl: 200, air: 200, spot: 200 }],
    [{ webPubFclFlag: true, containerFclShow: 1 as const }, { lcl: 200, fcl: 200, air: 200, spot: 404 }],
    [{ webPubFclFlag: true, containerFclShow: 2 as const }, { lcl: 200, fcl: 404, air: 200, spot: 200 }],
    [{ webPubFclFlag: false, containerFclShow: 0 as const }, { lcl: 200, fcl: 404, air: 404, spot: 404 }],
  ])('%o → %o', async (flags, expected) => {
    expect(await kinds(flags)).toEqual(expected);
  });
});

describe('lane search on the FCL, air and carrier spot lists', () => {
  // Company A's lane plus a second destination; two carriers; each kind on both lanes.
  let lane: { origin: number; hamburg: number; rotterdam: number; carriers: [number, number]; ids: Record<string, number[]> };
  beforeAll(async () => {
    const db = await getDb();
    const rotterdam = await createPort(a.company.id, { isOrigin: false, isDestination: true, nameCn: '鹿特丹', nameEn: 'Rotterdam' });
    const carrierIds: number[] = [];
    for (const [code, shortName] of [
      ['LNSA', 'Lane A'],
      ['LNSB', 'Lane B'],
    ] as const) {
      await db.insert(carriers).values({ code, nameCn: `${shortName} 船公司`, nameEn: `${shortName} Lines`, shortName, country: 'CN' }).onConflictDoNothing();
      const [c] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, code));
      carrierIds.push(c!.id);
    }
    const prices = { fcl: { gp20: 1200, gp40: 2100, hq40: 2200, hq45: 2500 }, air: { min: 300, kg45: 30, kg100: 28, kg300: 26, kg500: 24, kg1000: 22 }, spot: { gp20: 1100, gp40: 1900, hq40: 2000 } };
    const ids: Record<string, number[]> = { fcl: [], air: [], spot: [] };
    for (const kind of ['fcl', 'air', 'spot'] as const) {
      for (const [pod, carrierId] of [
        [a.destination, carrierIds[0]!],
        [a.destination, carrierIds[1]!],
        [rotterdam.id, carrierIds[0]!],
      ] as const) {
        const input = lclRate(a.origin, pod, { kind, carrierId, prices: prices[kind], currency: kind === 'air' ? 'CNY' : 'USD', surcharges: [] });
        ids[kind]!.push((await saveRate(db, a.company.id, { staffId: null, name: '测试' }, input)).id);
      }
    }
    lane = { origin: a.origin, hamburg: a.destination, rotterdam: rotterdam.id, carriers: [carrierIds[0]!, carrierIds[1]!], ids };
  });

  const kindSearch = (c: Caller, q: string) => call<{ rows: { id: number; pod: { id: number }; carrier: { id: number } | null }[]; total: number; data: { access: string; carriers: { id: number }[] } }>(queryRates as never, { method: 'GET', host: a.host, url: `/api/webfreight/queryRates?${q}`, cookies: cookies(c) });

  for (const kind of ['fcl', 'air', 'spot'] as const) {
    it(`${kind}: the lane narrows the list, the carrier narrows the lane; the carriers offered are the lane's`, async () => {
      const all = await kindSearch('certified', `kind=${kind}&pageSize=50`);
      expect(all.json.total).toBe(3);
      const toHamburg = await kindSearch('certified', `kind=${kind}&portStartId=${lane.origin}&portEndId=${lane.hamburg}`);
      expect(toHamburg.json.rows.map((r) => r.pod.id)).toEqual([lane.hamburg, lane.hamburg]);
      expect(toHamburg.json.data.carriers.map((c) => c.id).sort()).toEqual([...lane.carriers].sort());
      const toRotterdam = await kindSearch('certified', `kind=${kind}&portEndId=${lane.rotterdam}`);
      expect(toRotterdam.json.rows.map((r) => r.id)).toEqual([lane.ids[kind]![2]]);
      expect(toRotterdam.json.data.carriers.map((c) => c.id)).toEqual([lane.carriers[0]]);
      const oneCarrier = await kindSearch('certified', `kind=${kind}&portStartId=${lane.origin}&portEndId=${lane.hamburg}&carrierId=${lane.carriers[1]}`);
      expect(oneCarrier.json.rows.map((r) => r.id)).toEqual([lane.ids[kind]![1]]);
      expect(oneCarrier.json.rows[0]).toHaveProperty('prices');
    });
  }

  it('a visitor and a certified user without access get the same lanes without any price field', async () => {
    for (const caller of ['visitor', 'user', 'certifiedNoAccess', 'otherCompany'] as const) {
      for (const kind of ['fcl', 'air', 'spot'] as const) {
        const res = await kindSearch(caller, `kind=${kind}&portStartId=${lane.origin}&portEndId=${lane.hamburg}&carrierId=${lane.carriers[0]}&sort=price`);
        expect(res.status).toBe(200);
        expect(res.json.rows.map((r) => r.id)).toEqual([lane.ids[kind]![0]]);
        noPriceField(res.json);
      }
    }
  });
});

describe('rate search on the front server fast path', () => {
  // The route the front server (server.mjs) answers without Next's router, over a real socket.
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const route = fastRouteFor('GET', RATE_SEARCH_PATH);
    expect(route).toBeDefined();
    server = createServer((req, res) => void route!(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const viaSocket = (c: Caller) =>
    new Promise<{ status: number; type: string; body: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `${RATE_SEARCH_PATH}?portStartId=${a.origin}&portEndId=${a.destination}&sort=price`, headers: { host: a.host, ...(tokens[c] ? { cookie: `author=${tokens[c]}` } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  for (const caller of Object.keys(EXPECT) as Caller[]) {
    it(`${caller}: the same gate and the same answer as through Next's route`, async () => {
      const fast = await viaSocket(caller);
      expect(fast.status).toBe(200);
      expect(fast.type).toMatch(/^application\/json/);
      expect((fast.body.data as { access: string }).access).toBe(EXPECT[caller].access);
      if (!EXPECT[caller].prices) noPriceField(fast.body);
      else expect((fast.body.rows as { prices: { perCbm: number } }[]).map((r) => r.prices.perCbm)).toEqual([38, 45, 52]);
      expect(fast.body).toEqual((await search(caller, '&sort=price')).json);
    });
  }
});
