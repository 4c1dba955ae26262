// Rates and schedules in the staff console: the rate list, the import of rates and sailings from CSV
// or XLSX (a dry run naming every bad row by line, field and reason; nothing written until the file
// is clean; one transaction with its audit row; price changes in the history and queued alerts), the
// XLSX export and templates, the audit rows of every staff rate action, the permission and the
// company boundary.
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditList } from '@/app/api/staff/audit/route';
import { GET as certList } from '@/app/api/staff/certifications/route';
import { GET as customers } from '@/app/api/staff/customers/route';
import { POST as access } from '@/app/api/staff/rates/access/route';
import { GET as exportRates } from '@/app/api/staff/rates/export/route';
import { GET as history } from '@/app/api/staff/rates/history/route';
import { POST as importSheet } from '@/app/api/staff/rates/import/route';
import { GET as list } from '@/app/api/staff/rates/route';
import { POST as save } from '@/app/api/staff/rates/save/route';
import { GET as template } from '@/app/api/staff/rates/template/route';
import { GET as queryRates } from '@/app/api/webfreight/queryRates/route';
import { MAX_SHEET_ROWS, RATE_COLUMNS, SAILING_COLUMNS } from '@/lib/contracts/rateAdmin';
import { ROLE_PERMISSIONS } from '@/lib/contracts/staff';
import { getDb } from '@/lib/server/db';
import { auditLog, jobs, outboxMessages, ports, ratePriceHistory, rates, rateSubscriptions, sailingCalls, sailings, vessels } from '@/lib/server/db/schema';
import { appJobs } from '@/lib/server/jobs';
import { JobRunner } from '@/lib/server/jobs/runner';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { callMultipart } from './accountFixtures';
import { pendingApplication, staffWithSession } from './authzFixtures';
import { call, createCompany, createPort, createUserWithSession, type TestCompany } from './helpers';
import { certifiedUser, iso, lclRate, matrixRate, rateSheetForm } from './rateFixtures';
import { call as rotationCall, scheduleWorld, testCarriers } from './scheduleFixtures';

type Issue = { line: number; field: string; reason: string };
type Result = { type: string; rows: number; created: number; updated: number; repriced: number; imported: boolean; issues: Issue[] };
type Answer = { code: string; message?: string; data?: Result; validateMap?: { issues: Issue[] }; rows?: Record<string, unknown>[]; total?: number };

let a: TestCompany;
let b: TestCompany;
let hostA: string;
let admin: string;
let sales: string;
let content: string;
let pol: string;
let pod: string;
let carrier: string;

const code = (p: { code: string }) => p.code;

beforeAll(async () => {
  a = await createCompany();
  b = await createCompany();
  hostA = a.domains[0]!;
  admin = (await staffWithSession(a.id, ['*'])).token;
  sales = (await staffWithSession(a.id, ROLE_PERMISSIONS.sales)).token;
  content = (await staffWithSession(a.id, ROLE_PERMISSIONS.content)).token;
  pol = code(await createPort(a.id, { isOrigin: true, isDestination: false, nameCn: '宁波', nameEn: 'Ningbo' }));
  pod = code(await createPort(a.id, { isOrigin: false, isDestination: true, nameCn: '鹿特丹', nameEn: 'Rotterdam' }));
  carrier = Object.keys(await testCarriers()).find((c) => c === 'ZQA1')!;
});

const as = (token: string, lang: 'cn' | 'en' = 'cn') => ({ host: hostA, cookies: { staff_author: token }, headers: { lang } });

/** A rate row of the import's columns (every column, in order). */
function rateRow(over: Partial<Record<(typeof RATE_COLUMNS)[number], string | number>> = {}): (string | number)[] {
  const row: Record<string, string | number> = {
    id: '',
    pol,
    pod,
    carrier,
    coLoader: '',
    route: '欧洲线',
    routeEn: 'Asia–North Europe',
    routeCode: 'AE7',
    transit: 'DIR',
    via: '',
    transitDays: 31,
    validFrom: iso(-1),
    validTo: iso(40),
    currency: 'USD',
    perCbm: 41,
    perTon: 49,
    minCharge: 41,
    billFee: 100,
    billFeeCurrency: 'CNY',
    cutoffWeekday: 'TUE',
    sailingWeekdays: 'THU,SAT',
    spaceStatus: 'Available',
    remark: '导入测试',
    remarkEn: 'import test',
    ...over,
  };
  return RATE_COLUMNS.map((c) => row[c]!);
}

const csvOf = (header: readonly string[], rows: (string | number)[][]) =>
  new TextEncoder().encode(
    [header, ...rows].map((r) => r.map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(',')).join('\n') + '\n',
  );

async function xlsxOf(header: readonly string[], rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('data');
  ws.addRow([...header]);
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function form(bytes: Uint8Array, name: string, type: 'rates' | 'sailings', mode: 'check' | 'import'): FormData {
  const f = new FormData();
  f.append('type', type);
  f.append('mode', mode);
  f.append('file', new File([bytes as BlobPart], name));
  return f;
}

/** A file answer of a GET route, unread. */
const download = (handler: (req: NextRequest) => Promise<Response>, url: string, token: string) =>
  handler(new NextRequest(new URL(url, `http://${hostA}`), { headers: { host: hostA, cookie: `staff_author=${token}` } }));

const send = (token: string, f: FormData, lang: 'cn' | 'en' = 'cn') => callMultipart<Answer>(importSheet, { ...as(token, lang), url: '/api/staff/rates/import', form: f });

async function ratesOfA(): Promise<number> {
  return (await (await getDb()).select({ id: rates.id }).from(rates).where(eq(rates.companyId, a.id))).length;
}
async function auditOfA(action: string) {
  return (await (await getDb()).select().from(auditLog).where(and(eq(auditLog.companyId, a.id), eq(auditLog.action, action)))).sort((x, y) => y.id - x.id);
}

describe('rate import', () => {
  it('a CSV with one bad row imports nothing and names the row and the field, in the caller’s language', async () => {
    const bytes = csvOf(RATE_COLUMNS, [rateRow(), rateRow({ pod: 'ZZZZZ' }), rateRow({ perCbm: 'abc' })]);
    const before = await ratesOfA();
    const jobsBefore = (await (await getDb()).select({ id: jobs.id }).from(jobs)).length;

    const check = await send(admin, form(bytes, 'rates.csv', 'rates', 'check'));
    expect(check.status).toBe(200);
    expect(check.json.data).toMatchObject({ rows: 3, imported: false });
    expect(check.json.data!.issues).toEqual([
      { line: 3, field: 'pod', reason: cn.Api.sheetPortUnknown.replace('{code}', 'ZZZZZ') },
      { line: 4, field: 'perCbm', reason: expect.any(String) },
    ]);

    const refused = await send(admin, form(bytes, 'rates.csv', 'rates', 'import'), 'en');
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('0');
    expect(refused.json.validateMap!.issues.map((i) => [i.line, i.field])).toEqual([
      [3, 'pod'],
      [4, 'perCbm'],
    ]);
    expect(refused.json.validateMap!.issues[0]!.reason).toBe(en.Api.sheetPortUnknown.replace('{code}', 'ZZZZZ'));
    expect(refused.json.validateMap!.issues[1]!.reason).toBe(en.Validation.number);
    // nothing written: no rate, no job, no audit row
    expect(await ratesOfA()).toBe(before);
    expect((await (await getDb()).select({ id: jobs.id }).from(jobs)).length).toBe(jobsBefore);
    expect(await auditOfA('rate.import')).toHaveLength(0);
  });

  it('reports every kind of bad cell on its own line and column', async () => {
    const bytes = csvOf(RATE_COLUMNS, [
      rateRow({ validFrom: iso(10), validTo: iso(2) }),
      rateRow({ sailingWeekdays: 'THU,XYZ' }),
      rateRow({ carrier: 'NOPE' }),
      rateRow({ id: 999999999 }),
      rateRow({ transit: 'VIA', via: '' }),
      rateRow({ transitDays: '' }),
    ]);
    const res = await send(admin, form(bytes, 'bad.csv', 'rates', 'check'));
    expect(res.status).toBe(200);
    expect(res.json.data!.issues.map((i) => [i.line, i.field])).toEqual([
      [2, 'validTo'],
      [3, 'sailingWeekdays'],
      [4, 'carrier'],
      [5, 'id'],
      [6, 'via'],
      [7, 'transitDays'],
    ]);
    expect(res.json.data!.issues.every((i) => i.reason && !/\{|\}/.test(i.reason))).toBe(true);
  });

  it('refuses a file whose header is not the template’s, naming the columns', async () => {
    const res = await send(admin, form(csvOf(['pol', 'pod', 'price'], [[pol, pod, 1]]), 'x.csv', 'rates', 'check'));
    expect(res.status).toBe(422);
    expect(res.json.message).toContain('price');
  });

  it('a clean XLSX imports in one transaction: new and changed rates, the price history, the lane’s alerts and one audit row', async () => {
    const db = await getDb();
    const portId = async (c: string) => (await db.select({ id: ports.id }).from(ports).where(and(eq(ports.companyId, a.id), eq(ports.code, c))))[0]!.id;
    const existing = await matrixRate(a.id, { origin: await portId(pol), destination: await portId(pod) });
    const bytes = await xlsxOf(RATE_COLUMNS, [
      rateRow({ perCbm: 39, perTon: 46, minCharge: 39 }),
      rateRow({ routeCode: 'AE9', sailingWeekdays: 'MON', spaceStatus: 'Tight' }),
      rateRow({ id: existing, perCbm: 52, perTon: 58, minCharge: 52 }),
    ]);
    const check = await send(sales, form(bytes, 'rates.xlsx', 'rates', 'check'));
    expect(check.status).toBe(200);
    expect(check.json.data).toMatchObject({ rows: 3, created: 2, updated: 1, imported: false, issues: [] });

    const jobsBefore = (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, 'rates.alert'))).length;
    const res = await send(sales, form(bytes, 'rates.xlsx', 'rates', 'import'));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ created: 2, updated: 1, repriced: 3, imported: true, issues: [] });

    const stored = await db.select().from(rates).where(eq(rates.companyId, a.id));
    expect(stored.find((r) => r.id === existing)!.prices).toEqual({ perCbm: 52, perTon: 58, minCharge: 52 });
    expect(stored.find((r) => r.routeCode === 'AE9')).toMatchObject({ spaceStatus: 2, sailingDays: 1, carrierId: expect.any(Number) });
    // the changed rate kept its surcharges (the file has no column for them)
    expect(stored.find((r) => r.id === existing)!.surcharges.map((s) => s.code)).toEqual(['THC', 'DOC']);
    const hist = await db.select().from(ratePriceHistory).where(eq(ratePriceHistory.rateId, existing));
    expect(hist.map((h) => h.newPrices.perCbm).sort()).toEqual([45, 52]);
    expect((await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, 'rates.alert'))).length).toBe(jobsBefore + 3);

    const [row] = await auditOfA('rate.import');
    expect(row).toMatchObject({ entity: 'rate', entityId: 'rates.xlsx' });
    expect((row!.before as { rates: Record<string, { prices: unknown }> }).rates[existing]!.prices).toEqual({ perCbm: 45, perTon: 52, minCharge: 45 });
    expect((row!.after as { rates: Record<string, { prices: unknown }> }).rates[existing]!.prices).toEqual({ perCbm: 52, perTon: 58, minCharge: 52 });
    expect(Object.keys((row!.after as { rates: object }).rates)).toHaveLength(3);

    // the public search sees the new rates at once (the index version moved)
    const user = await certifiedUser(a.id, true);
    const found = await call<{ rows: { routeCode: string }[] }>(queryRates, { host: hostA, cookies: { author: user }, method: 'GET', url: '/api/webfreight/queryRates?pageSize=50' });
    expect(found.json.rows.map((r) => r.routeCode)).toContain('AE9');
  });
});

describe('rate alerts of an import', () => {
  it('a new rate imported on a lane mails that lane’s confirmed subscriber, as a single save does, and no one else', async () => {
    const c = await createCompany();
    const token = (await staffWithSession(c.id, ROLE_PERMISSIONS.sales)).token;
    const origin = await createPort(c.id, { isOrigin: true, isDestination: false });
    const dest = await createPort(c.id, { isOrigin: false, isDestination: true });
    const other = await createPort(c.id, { isOrigin: false, isDestination: true });
    const db = await getDb();
    const stamp = Date.now();
    const onLane = `lane-${stamp}@shipper.test`;
    const elsewhere = `other-${stamp}@shipper.test`;
    await db.insert(rateSubscriptions).values([
      { companyId: c.id, subscribeEmail: onLane, portStartId: origin.id, portEndId: dest.id, confirmedAt: new Date() },
      { companyId: c.id, subscribeEmail: elsewhere, portStartId: origin.id, portEndId: other.id, confirmedAt: new Date() },
    ]);
    const res = await callMultipart<Answer>(importSheet, {
      host: c.domains[0]!,
      cookies: { staff_author: token },
      url: '/api/staff/rates/import',
      form: await rateSheetForm(c.id, { origin: origin.id, destination: dest.id }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const runner = new JobRunner(db, appJobs, { workerId: 'rate-import-test' });
    while ((await runner.runDue()) > 0);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, c.id), eq(outboxMessages.channel, 'mail')));
    expect(mails.filter((m) => m.recipient === onLane)).toHaveLength(1);
    expect(mails.filter((m) => m.recipient === elsewhere)).toHaveLength(0);
  });
});

describe('sailing import', () => {
  it('imports a clean CSV of port calls as voyages; a call out of order is named by line and field', async () => {
    const c = await createCompany();
    const host = c.domains[0]!;
    const token = (await staffWithSession(c.id, ROLE_PERMISSIONS.sales)).token;
    await scheduleWorld(c.id, [{ carrier: 'ZQA1', code: 'IMP1', weekday: 2, rotation: [rotationCall('CNSHA', 0, 20), rotationCall('DEHAM', 700, 30)] }], 2);
    const db = await getDb();
    const [svcSailing] = await db.select().from(sailings).where(eq(sailings.companyId, c.id)).limit(1);
    const [ship] = await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, svcSailing!.vesselId));
    const vessel = ship!.name;
    const day = (offset: number, hm: string) => `${iso(offset)} ${hm}`;
    const good = [
      ['ZQA1', 'IMP1', vessel, '777W', 'CNSHA', 'Yangshan', day(70, '06:00'), day(71, '02:00'), ''],
      ['ZQA1', 'IMP1', vessel, '777W', 'DEHAM', '', day(99, '10:00'), day(100, '16:00'), ''],
    ];
    const bad = [...good, ['ZQA1', 'IMP1', vessel, '777W', 'NLRTM', '', day(90, '10:00'), day(91, '10:00'), '']];
    const req = (bytes: Uint8Array, mode: 'check' | 'import') =>
      callMultipart<Answer>(importSheet, { host, cookies: { staff_author: token }, url: '/api/staff/rates/import', form: form(bytes, 's.csv', 'sailings', mode) });

    const refused = await req(csvOf(SAILING_COLUMNS, bad), 'import');
    expect(refused.status).toBe(422);
    expect(refused.json.validateMap!.issues).toEqual([{ line: 4, field: 'eta', reason: cn.Api.sheetCallOrder.replace('{line}', '3') }]);
    expect(await db.select().from(sailings).where(and(eq(sailings.companyId, c.id), eq(sailings.voyage, '777W')))).toHaveLength(0);

    const res = await req(csvOf(SAILING_COLUMNS, good), 'import');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ type: 'sailings', created: 1, updated: 0, imported: true });
    const [voyage] = await db.select().from(sailings).where(and(eq(sailings.companyId, c.id), eq(sailings.voyage, '777W')));
    const calls = await db.select().from(sailingCalls).where(eq(sailingCalls.sailingId, voyage!.id));
    expect(calls.map((x) => [x.seq, x.terminal])).toEqual([
      [1, 'Yangshan'],
      [2, ''],
    ]);
    // the blank cutoff: 36 hours before departure
    expect(calls[0]!.etd.getTime() - calls[0]!.cutoff.getTime()).toBe(36 * 3600_000);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.companyId, c.id), eq(auditLog.action, 'sailing.import')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ created: 1 });

    // imported again: the same voyage is replaced, not doubled
    const again = await req(csvOf(SAILING_COLUMNS, good), 'import');
    expect(again.json.data).toMatchObject({ created: 0, updated: 1 });
    expect(await db.select().from(sailings).where(and(eq(sailings.companyId, c.id), eq(sailings.voyage, '777W')))).toHaveLength(1);
  });
});

describe('export and templates', () => {
  it('exports the rates as XLSX in the import’s columns; the export checks clean as changes of the same rates', async () => {
    const res = await download(exportRates, '/api/staff/rates/export', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...RATE_COLUMNS]);
    const ids = (await (await getDb()).select({ id: rates.id }).from(rates).where(eq(rates.companyId, a.id))).map((r) => r.id);
    expect(ws.rowCount - 1).toBe(ids.length);
    const check = await send(admin, form(bytes, 'export.xlsx', 'rates', 'check'));
    expect(check.json.data).toMatchObject({ issues: [], created: 0, updated: ids.length });
    // imported as it is: every rate rewritten, none repriced (no history row, no alert)
    const again = await send(admin, form(bytes, 'export.xlsx', 'rates', 'import'));
    expect(again.json.data).toMatchObject({ imported: true, created: 0, updated: ids.length, repriced: 0 });
  });

  it('the rates template (CSV and XLSX) checks clean as it is', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await download(template, `/api/staff/rates/template?type=rates&format=${format}`, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`rates-template.${format}`);
      const check = await send(admin, form(new Uint8Array(await res.arrayBuffer()), `t.${format}`, 'rates', 'check'));
      expect(check.json.data, JSON.stringify(check.json)).toMatchObject({ issues: [], created: 1 });
    }
  });
});

describe('audit of single staff rate actions', () => {
  it('a save writes a rate.create, then a rate.update row with the prices before and after', async () => {
    const db = await getDb();
    const ids = await db.select({ id: rates.polId, pod: rates.podId }).from(rates).where(eq(rates.companyId, a.id)).limit(1);
    const body = lclRate(ids[0]!.id, ids[0]!.pod);
    const created = await call<{ data: { id: number } }>(save, { ...as(sales), body });
    expect(created.status).toBe(200);
    const id = created.json.data.id;
    const updated = await call(save, { ...as(sales), body: { ...body, id, prices: { perCbm: 60, perTon: 66, minCharge: 60 } } });
    expect(updated.status).toBe(200);
    const rows = (await db.select().from(auditLog).where(and(eq(auditLog.companyId, a.id), eq(auditLog.entity, 'rate'), eq(auditLog.entityId, String(id))))).sort((x, y) => x.id - y.id);
    expect(rows.map((r) => r.action)).toEqual(['rate.create', 'rate.update']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toMatchObject({ prices: { perCbm: 45, perTon: 52, minCharge: 45 } });
    expect(rows[1]!.after).toMatchObject({ prices: { perCbm: 60, perTon: 66, minCharge: 60 } });
    // and the history route answers both prices
    const h = await call<{ rows: { newPrices: { perCbm: number } }[] }>(history, { ...as(sales), method: 'GET', url: `/api/staff/rates/history?id=${id}` });
    expect(h.json.rows.map((r) => r.newPrices.perCbm)).toEqual([60, 45]);
  });

  it('a grant and a withdrawal each write a row with rate access before and after; the customer list shows it', async () => {
    const { userId } = await createUserWithSession(a.id, { certificationStatus: 3 });
    expect((await call(access, { ...as(sales), body: { userId, granted: true } })).status).toBe(200);
    const listed = await call<Answer>(customers, { ...as(sales), method: 'GET', url: '/api/staff/customers?pageSize=100' });
    expect(listed.json.rows!.find((r) => r.id === userId)).toMatchObject({ rateAccess: true });
    expect((await call(access, { ...as(sales), body: { userId, granted: false } })).status).toBe(200);
    const rows = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.companyId, a.id), eq(auditLog.entityId, String(userId)), inArray(auditLog.action, ['rateAccess.grant', 'rateAccess.withdraw'])));
    expect(rows.sort((x, y) => x.id - y.id).map((r) => [r.action, r.before, r.after])).toEqual([
      ['rateAccess.grant', { rateAccess: false }, { rateAccess: true }],
      ['rateAccess.withdraw', { rateAccess: true }, { rateAccess: false }],
    ]);
    // readable through the audit log screen's API
    const logged = await call<Answer>(auditList, { ...as(admin), method: 'GET', url: `/api/staff/audit?entityId=${userId}` });
    expect(logged.json.rows!.length).toBeGreaterThanOrEqual(2);
  });
});

describe('rate access in the certification review', () => {
  it('an application row carries its applicant’s rate access, switched through the staff rate route', async () => {
    const id = await pendingApplication(a);
    const row = async () => (await call<Answer>(certList, { ...as(sales), method: 'GET', url: '/api/staff/certifications?pageSize=100' })).json.rows!.find((r) => r.id === id)!;
    const before = await row();
    expect(before.rateAccess).toBe(false);
    expect((await call(access, { ...as(sales), body: { userId: before.userId, granted: true } })).status).toBe(200);
    expect((await row()).rateAccess).toBe(true);
  });
});

describe('permission and company boundary', () => {
  it('a content-only account gets 403 on every rate route; a sales account gets through', async () => {
    const routes = [
      () => call(list, { ...as(content), method: 'GET', url: '/api/staff/rates' }),
      () => call(history, { ...as(content), method: 'GET', url: '/api/staff/rates/history?id=1' }),
      () => call(exportRates, { ...as(content), method: 'GET', url: '/api/staff/rates/export' }),
      () => call(template, { ...as(content), method: 'GET', url: '/api/staff/rates/template?type=rates' }),
      () => send(content, form(csvOf(RATE_COLUMNS, [rateRow()]), 'r.csv', 'rates', 'check')),
      () => call(save, { ...as(content), body: lclRate(1, 2) }),
      () => call(access, { ...as(content), body: { userId: 1, granted: true } }),
    ];
    for (const r of routes) expect((await r()).status).toBe(403);
    expect((await call(list, { ...as(sales), method: 'GET', url: '/api/staff/rates' })).status).toBe(200);
  });

  it('company A’s staff sees nothing of company B: list, export, history, and an import naming B’s rate', async () => {
    const bOrigin = await createPort(b.id, { isOrigin: true, isDestination: false });
    const bDest = await createPort(b.id, { isOrigin: false, isDestination: true });
    const bRate = await matrixRate(b.id, { origin: bOrigin.id, destination: bDest.id });
    const listed = await call<Answer>(list, { ...as(admin), method: 'GET', url: '/api/staff/rates?pageSize=100' });
    expect(listed.status).toBe(200);
    expect(listed.json.rows!.map((r) => r.id)).not.toContain(bRate);
    expect(listed.json.total).toBe(await ratesOfA());
    expect((await call(history, { ...as(admin), method: 'GET', url: `/api/staff/rates/history?id=${bRate}` })).status).toBe(404);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await (await download(exportRates, '/api/staff/rates/export', admin)).arrayBuffer()) as unknown as ArrayBuffer);
    const exported = (book.worksheets[0]!.getColumn(1).values as unknown[]).slice(2).map(Number);
    expect(exported.length).toBe(await ratesOfA());
    expect(exported).not.toContain(bRate);
    const res = await send(admin, form(csvOf(RATE_COLUMNS, [rateRow({ id: bRate })]), 'b.csv', 'rates', 'import'));
    expect(res.status).toBe(422);
    expect(res.json.validateMap!.issues.map((i) => [i.line, i.field])).toEqual([[2, 'id']]);
    // B's ports are not A's either
    const ports = await send(admin, form(csvOf(RATE_COLUMNS, [rateRow({ pol: bOrigin.code, pod: bDest.code })]), 'b.csv', 'rates', 'check'));
    expect(ports.json.data!.issues.map((i) => i.field)).toEqual(['pol', 'pod']);
    const [stored] = await (await getDb()).select({ p: rates.prices }).from(rates).where(eq(rates.id, bRate));
    expect(stored!.p).toEqual({ perCbm: 45, perTon: 52, minCharge: 45 });
  });
});

describe('a single save names only rows that exist', () => {
  it('an unknown carrier is a 422 naming the field, an unknown port a 404, and nothing is written', async () => {
    const db = await getDb();
    const [one, two] = [await createPort(a.id), await createPort(a.id)];
    const onB = await createPort(b.id);
    const before = await ratesOfA();
    const fieldErrors = async (over: Record<string, unknown>, lang: 'cn' | 'en' = 'cn') => {
      const res = await call<{ code: string; fieldErrors?: Record<string, string[]> }>(save, { ...as(sales, lang), body: { ...lclRate(one.id, two.id), ...over } });
      expect(res.status).toBe(422);
      expect(res.json.code).toBe('0');
      return res.json.fieldErrors ?? {};
    };
    expect(await fieldErrors({ carrierId: 2_000_000_000 })).toEqual({ carrierId: [cn.Validation.carrierUnknown] });
    expect(await fieldErrors({ carrierId: 2_000_000_000 }, 'en')).toEqual({ carrierId: [en.Validation.carrierUnknown] });
    for (const over of [{ portEndId: onB.id }, { transit: 'VIA', viaPortId: 2_000_000_000 }]) {
      const res = await call<{ code: string; message?: string }>(save, { ...as(sales), body: { ...lclRate(one.id, two.id), ...over } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(cn.Api.notFound);
    }
    expect(await ratesOfA()).toBe(before);
    // a known carrier saves
    const carrierId = (await testCarriers())[carrier]!;
    const ok = await call<{ data: { id: number } }>(save, { ...as(sales), body: { ...lclRate(one.id, two.id), carrierId } });
    expect(ok.status).toBe(200);
    const [saved] = await db.select({ carrierId: rates.carrierId }).from(rates).where(eq(rates.id, ok.json.data.id));
    expect(saved!.carrierId).toBe(carrierId);
  });
});

describe('dates are calendar days', () => {
  it('2026-02-30 is refused with a field error wherever a date is taken, and nothing is written', async () => {
    const user = await certifiedUser(a.id, true);
    const get = async (handler: (req: NextRequest) => Promise<Response>, url: string, cookies: Record<string, string>) =>
      call<{ code: string; fieldErrors?: Record<string, string[]> }>(handler, { host: hostA, method: 'GET', url, cookies, headers: { lang: 'cn' } });
    const publicSearch = await get(queryRates, '/api/webfreight/queryRates?validOn=2026-02-30', { author: user });
    expect(publicSearch.status).toBe(422);
    expect(publicSearch.json.fieldErrors).toEqual({ validOn: [cn.Validation.invalidFormat] });
    const staffList = await get(list, '/api/staff/rates?validOn=2026-02-30', { staff_author: sales });
    expect(staffList.status).toBe(422);
    expect(staffList.json.fieldErrors).toEqual({ validOn: [cn.Validation.invalidFormat] });
    const audit = await get(auditList, '/api/staff/audit?from=2026-02-29&to=2026-04-31', { staff_author: admin });
    expect(audit.status).toBe(422);
    expect(audit.json.fieldErrors).toEqual({ from: [cn.Validation.invalidValue], to: [cn.Validation.invalidValue] });
    // a leap day is a day
    expect((await get(queryRates, '/api/webfreight/queryRates?validOn=2028-02-29', { author: user })).status).toBe(200);

    const [one, two] = [await createPort(a.id), await createPort(a.id)];
    const before = await ratesOfA();
    const saved = await call<{ fieldErrors?: Record<string, string[]> }>(save, { ...as(sales), body: { ...lclRate(one.id, two.id), validFrom: '2026-02-30', validTo: '2026-13-01' } });
    expect(saved.status).toBe(422);
    expect(saved.json.fieldErrors).toEqual({ validFrom: [cn.Validation.invalidFormat], validTo: [cn.Validation.invalidFormat] });
    expect(await ratesOfA()).toBe(before);
  });
});

/** A zip of the given entries (deflated), each declaring `declare(name, size)` as its expanded size. */
function zipOf(files: Record<string, Buffer>, declare: (name: string, size: number) => number = (_n, size) => size): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(declare(name, data.length), 22);
    head.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declare(name, data.length), 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An XLSX whose one sheet is `sheetXml`. */
const xlsxWithSheet = (sheetXml: Buffer, declare?: (name: string, size: number) => number) =>
  zipOf(
    {
      '[Content_Types].xml': Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': sheetXml,
    },
    declare,
  );

/** A sheet XML of the rate columns' header and one row whose first cell is `filler` bytes of 'A'. */
function bombSheet(filler: number): Buffer {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${RATE_COLUMNS.map((c, i) => cell(`${String.fromCharCode(65 + i)}1`, c)).join('')}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const tail = '</t></is></c></row></sheetData></worksheet>';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(filler, 'A'), Buffer.from(tail)]);
}

describe('bounds of an imported file', () => {
  const bomb = bombSheet(50 * 1024 * 1024);
  const tooLarge = cn.Api.sheetTooLarge.replace('{max}', '20');

  it('a small XLSX that expands to 50 MB is refused at once, before it is parsed, and nothing is written', async () => {
    const file = xlsxWithSheet(bomb);
    expect(file.length).toBeLessThan(200 * 1024);
    const before = await ratesOfA();
    const started = performance.now();
    const res = await send(admin, form(new Uint8Array(file), 'rates.xlsx', 'rates', 'check'));
    const took = performance.now() - started;
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(tooLarge);
    expect(took).toBeLessThan(1500);
    expect(await ratesOfA()).toBe(before);
  });

  it('an entry that declares a small size but expands past it is stopped while inflating', async () => {
    const file = xlsxWithSheet(bomb, (name, size) => (name.includes('worksheets') ? 10_000 : size));
    const started = performance.now();
    const res = await send(admin, form(new Uint8Array(file), 'rates.xlsx', 'rates', 'import'), 'en');
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(en.Api.sheetTooLarge.replace('{max}', '20'));
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('more data rows than an import takes is refused before parsing (XLSX and CSV); blank lines are no rows', async () => {
    const many = (n: number) => Array.from({ length: n }, () => rateRow());
    const over = await send(admin, form(await xlsxOf(RATE_COLUMNS, many(MAX_SHEET_ROWS + 1)), 'rates.xlsx', 'rates', 'check'));
    expect(over.status).toBe(422);
    expect(over.json.message).toBe(cn.Api.sheetTooManyRows.replace('{max}', String(MAX_SHEET_ROWS)));
    const csv = await send(admin, form(csvOf(RATE_COLUMNS, many(MAX_SHEET_ROWS + 1)), 'rates.csv', 'rates', 'check'));
    expect(csv.status).toBe(422);
    expect(csv.json.message).toBe(cn.Api.sheetTooManyRows.replace('{max}', String(MAX_SHEET_ROWS)));
    // blank lines are no rows
    const blanks = new TextEncoder().encode(`${new TextDecoder().decode(csvOf(RATE_COLUMNS, many(2)))}${',,,\r\n'.repeat(MAX_SHEET_ROWS)}`);
    const fine = await send(admin, form(blanks, 'rates.csv', 'rates', 'check'));
    expect(fine.status).toBe(200);
    expect(fine.json.data).toMatchObject({ rows: 2 });
  });
});
