// Many instances, one truth (issue 23): two instances A and B of the production build on one
// PostgreSQL and one Redis behind nginx (playwright.cluster.config.ts). What a person or a staff member
// does through one instance is what every other instance answers: a staff change shows on the other
// within 2 s, sessions, QR logins and payments cross instances, and limits and jobs are shared.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { A, B, NGINX, OUTBOX } from './topology';

const STAFF = { username: 'admin', password: process.env.STAFF_ADMIN_PASSWORD ?? 'Staff123456' };
const SHIPPER = { account: '13800000001', password: 'Demo123456' };
/** The longest a staff change may take to show on another instance. */
const STALENESS_MS = 2_000;

const contexts: APIRequestContext[] = [];
async function client(baseURL: string): Promise<APIRequestContext> {
  const c = await request.newContext({ baseURL });
  contexts.push(c);
  return c;
}
test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.dispose()));
});

async function staffOn(baseURL: string): Promise<APIRequestContext> {
  const staff = await client(baseURL);
  const res = await staff.post('/api/staff/login', { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
  return staff;
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

/**
 * Loads `path` from `origin` until its HTML contains `text`; the milliseconds from `since` to the
 * first answer that had it (each load is a plain GET, as a browser's, so cached pages answer).
 */
async function msUntilShown(origin: string, pathname: string, text: string, since: number, limitMs = 10_000): Promise<number> {
  for (;;) {
    const res = await fetch(`${origin}${pathname}`);
    const html = await res.text();
    if (html.includes(text)) return Date.now() - since;
    if (Date.now() - since > limitMs) throw new Error(`${origin}${pathname} still without "${text}" after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A page as B and nginx answer it before the change: rendered and then cached, so the test sees invalidation, not a first render. */
async function warm(pathname: string) {
  for (const origin of [B, NGINX, A]) {
    for (let i = 0; i < 2; i++) expect((await fetch(`${origin}${pathname}`)).status).toBe(200);
  }
}

test('a news article saved by staff through A is in the news list of B (and through nginx) within 2 s', async () => {
  const list = '/notification/news?tabId=1';
  await warm(list);
  const staff = await staffOn(A);
  const title = unique('集群新闻');
  const saved = await staff.post('/api/staff/news/save', { data: { tabId: 1, titleCn: title, titleEn: '', summaryCn: '两个实例，一份数据。', summaryEn: '', contentCn: '正文', contentEn: '', coverImage: '' } });
  expect(saved.status(), await saved.text()).toBe(200);
  const at = Date.now();
  const [onB, viaNginx] = await Promise.all([msUntilShown(B, list, title, at), msUntilShown(NGINX, list, title, at)]);
  test.info().annotations.push({ type: 'staleness', description: `news list: B ${onB} ms, nginx ${viaNginx} ms` });
  expect(onB).toBeLessThanOrEqual(STALENESS_MS);
  expect(viaNginx).toBeLessThanOrEqual(STALENESS_MS);
});

test("a company's SEO title changed in the staff console through A is the home page title on B (and through nginx) within 2 s", async () => {
  await warm('/');
  const staff = await staffOn(A);
  const current = await staff.get('/api/staff/company');
  expect(current.status()).toBe(200);
  const { companyId: _id, code: _code, updatedAt: _at, ...settings } = ((await current.json()) as { data: Record<string, unknown> }).data;
  const seoTitle = unique('集群标题');
  const saved = await staff.post('/api/staff/company/save', { data: { ...settings, seoTitle } });
  expect(saved.status(), await saved.text()).toBe(200);
  const at = Date.now();
  const [onB, viaNginx] = await Promise.all([msUntilShown(B, '/', `<title>${seoTitle}`, at), msUntilShown(NGINX, '/', `<title>${seoTitle}`, at)]);
  test.info().annotations.push({ type: 'staleness', description: `SEO title: B ${onB} ms, nginx ${viaNginx} ms` });
  expect(onB).toBeLessThanOrEqual(STALENESS_MS);
  expect(viaNginx).toBeLessThanOrEqual(STALENESS_MS);
});

test('a login on A is a session on B and through nginx; logging out on B ends it on A', async () => {
  // cookies belong to the host, not the port: one cookie jar for A, B and nginx, as one browser
  const a = await client(A);
  expect((await a.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const cookies = (await a.storageState()).cookies;
  const b = await request.newContext({ baseURL: B, storageState: { cookies, origins: [] } });
  contexts.push(b);
  expect((await b.get('/api/webuser/session')).status()).toBe(200);
  const viaNginx = await request.newContext({ baseURL: NGINX, storageState: { cookies, origins: [] } });
  contexts.push(viaNginx);
  expect((await viaNginx.get('/api/webuser/session')).status()).toBe(200);
  expect((await b.post('/api/webuser/webloginOut')).status()).toBe(200);
  expect((await a.get('/api/webuser/session')).status()).toBe(401);
});

test('a QR login started on A is confirmed by a phone on B, and the desktop polling A gets the session', async () => {
  const desktop = await client(A);
  const ticketRes = await desktop.post('/api/webuser/qrLogin/ticket');
  expect(ticketRes.status(), await ticketRes.text()).toBe(200);
  const { ticket } = ((await ticketRes.json()) as { data: { ticket: string } }).data;

  const phone = await client(B);
  expect((await phone.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  expect((await phone.get('/api/webuser/qrLogin/info', { params: { ticket } })).status()).toBe(200);
  const scanned = (await (await desktop.get('/api/webuser/qrLogin/status', { params: { ticket } })).json()) as { data: { status: string } };
  expect(scanned.data.status).toBe('scanned');
  const confirmed = await phone.post('/api/webuser/qrLogin/confirm', { data: { ticket, approve: true } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const status = await desktop.get('/api/webuser/qrLogin/status', { params: { ticket } });
  expect(status.status()).toBe(200);
  expect(((await status.json()) as { data: { status: string } }).data.status).toBe('confirmed');
  expect((await desktop.get('/api/webuser/session')).status()).toBe(200);
});

test('spot space reserved and paid with the sandbox wallet on A is paid on B', async () => {
  const a = await client(A);
  expect((await a.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const offers = (await (await a.get('/api/spot/offers')).json()) as { rows: { id: number; remaining: number }[] };
  const offer = offers.rows.find((o) => o.remaining > 0);
  expect(offer, 'an open offer with space').toBeTruthy();
  const reserved = await a.post('/api/spot/reserve', {
    multipart: {
      offerId: String(offer!.id), quantity: '1', contactName: '李敏', contactCompany: '宁波海星家居用品进出口有限公司', contactPhone: '13912345678', agree: 'true',
      attorney: { name: '委托书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
    },
  });
  expect(reserved.status(), await reserved.text()).toBe(200);
  const r = ((await reserved.json()) as { data: { id: number; payment: { tradeNo: string } } }).data;

  const b = await client(B);
  expect((await b.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const before = (await (await b.get('/api/spot/reservation', { params: { id: String(r.id) } })).json()) as { data: { status: string } };
  expect(before.data.status).toBe('unpaid');
  const paid = await a.post('/api/spot/sandboxPay', { data: { code: r.payment.tradeNo } });
  expect(paid.status(), await paid.text()).toBe(200);
  const after = (await (await b.get('/api/spot/reservation', { params: { id: String(r.id) } })).json()) as { data: { status: string } };
  expect(after.data.status).toBe('inHand');
});

test('failed logins are counted across instances: five through A and B, then both refuse', async () => {
  const account = `139${String(Date.now()).slice(-8)}`;
  const a = await client(A);
  const b = await client(B);
  const attempt = (c: APIRequestContext) => c.post('/api/webuser/login', { data: { account, password: 'Wrong12345' } });
  for (const c of [a, b, a, b, a]) expect((await attempt(c)).status()).not.toBe(429);
  // per instance that would be 3 on A and 2 on B, each under the limit of 5
  expect((await attempt(b)).status()).toBe(429);
  expect((await attempt(a)).status()).toBe(429);
});

type Dropped = { recipient: string; kind: string; subject: string; body: string };
function dropped(): Dropped[] {
  try {
    return readdirSync(OUTBOX)
      .filter((n) => n.endsWith('.json'))
      .map((n) => JSON.parse(readFileSync(path.join(OUTBOX, n), 'utf8')) as Dropped);
  } catch {
    return [];
  }
}

test('a tracking event added through A is mailed to its subscriber once, though both instances run jobs', async () => {
  const bill = 'ONEYSHAF51934400';
  const shipper = await client(NGINX);
  expect((await shipper.post('/api/webuser/login', { data: SHIPPER })).status()).toBe(200);
  const info = (await (await shipper.get('/api/webuser/userInfo')).json()) as { data: { email: string } };
  const email = info.data.email;
  expect(email).toBeTruthy();
  const sub = await shipper.post('/api/webtracking/subscribe', { data: { type: 'bill', no: bill, email } });
  expect(sub.status(), await sub.text()).toBe(200);
  expect(((await sub.json()) as { data: { confirmed: boolean } }).data.confirmed).toBe(true);

  const staff = await staffOn(A);
  const added = await staff.post('/api/staff/tracking/events', { data: { billNo: bill, events: [{ kind: 'export_cleared', location: 'CNSHA', facility: '洋山海关', time: '2025-03-04 10:20' }] } });
  expect(added.status(), await added.text()).toBe(200);
  expect(((await added.json()) as { data: { added: number } }).data.added).toBe(1);

  const mails = () => dropped().filter((m) => m.kind === 'tracking-event' && m.recipient.toLowerCase() === email.toLowerCase() && `${m.subject}\n${m.body}`.includes(bill));
  await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1);
  // both runners poll the queue every few seconds: a second delivery would have come by now
  await new Promise((r) => setTimeout(r, 5_000));
  expect(mails()).toHaveLength(1);
});
