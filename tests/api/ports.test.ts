// POST /webschedulecontroller/webquerygloblports against a real database, through the route export.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webschedulecontroller/webquerygloblports/route';
import { portQueryAnswer } from '@/lib/contracts/ports';
import { getDb } from '@/lib/server/db';
import { companies } from '@/lib/server/db/schema';
import { bumpPortsVersion } from '@/lib/server/ports';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, createPort, type TestCompany } from './helpers';

const URL_PATH = '/api/webschedulecontroller/webquerygloblports';

type Row = { id: number; code: string; nameCn: string; nameEn: string };
type Answer = { code: string; rows: Row[]; message?: string; fieldErrors?: Record<string, string[]> };

let a: TestCompany;
let b: TestCompany;
const ids: Record<string, number> = {};

function search(company: TestCompany, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call<Answer>(POST, { url: URL_PATH, host: company.domains[0], body, headers });
}

const codes = (rows: Row[]) => rows.map((r) => r.code);

beforeAll(async () => {
  a = await createCompany({ domains: ['ports-a.test'] });
  b = await createCompany({ domains: ['ports-b.test'] });
  ids.ningboA = (await createPort(a.id, { code: 'CNNGB', nameCn: '宁波', nameEn: 'Ningbo', isOrigin: true, isDestination: false, sort: 1 })).id;
  ids.shanghaiA = (await createPort(a.id, { code: 'CNSHA', nameCn: '上海', nameEn: 'Shanghai', isOrigin: true, isDestination: false, sort: 2 })).id;
  ids.hamburgA = (
    await createPort(a.id, { code: 'DEHAM', nameCn: '汉堡', nameEn: 'Hamburg', countryCode: 'DE', countryName: '德国', countryNameEn: 'Germany', isOrigin: false, isDestination: true, sort: 3 })
  ).id;
  // Company B has its own Ningbo and a port A does not have.
  ids.ningboB = (await createPort(b.id, { code: 'CNNGB', nameCn: '宁波', nameEn: 'Ningbo', isOrigin: true, isDestination: true })).id;
  ids.onlyB = (await createPort(b.id, { code: 'CNZZB', nameCn: '北仑', nameEn: 'Beilun', isOrigin: true, isDestination: true })).id;
});

describe('POST /webschedulecontroller/webquerygloblports', () => {
  it.each(['宁波', 'Ningbo', 'ningbo', 'cnngb', 'CNNGB'])('finds Ningbo for %j', async (q) => {
    const res = await search(a, { nameCn: q, types: 1 });
    expect(res.status).toBe(200);
    expect(res.json.rows.map((r) => r.id)).toEqual([ids.ningboA]);
  });

  it('answers with the rows envelope of the contract', async () => {
    const res = await search(a, { nameCn: '宁波', types: 1 });
    expect(res.json.code).toBe('1');
    const parsed = portQueryAnswer.parse(res.json);
    expect(parsed.rows[0]).toMatchObject({ code: 'CNNGB', nameCn: '宁波', nameEn: 'Ningbo', countryName: '中国', countryNameEn: 'China' });
  });

  it('accepts types as a string, as the enterprise clients send it', async () => {
    const res = await search(a, { nameCn: 'Shanghai', types: '1' });
    expect(res.status).toBe(200);
    expect(codes(res.json.rows)).toEqual(['CNSHA']);
  });

  it('types 1 returns origin ports only, types 2 destination ports only', async () => {
    expect(codes((await search(a, { nameCn: 'Hamburg', types: 1 })).json.rows)).toEqual([]);
    expect(codes((await search(a, { nameCn: '汉堡', types: 2 })).json.rows)).toEqual(['DEHAM']);
    expect(codes((await search(a, { nameCn: 'Ningbo', types: 2 })).json.rows)).toEqual([]);
    expect(codes((await search(a, { nameCn: 'Ningbo', types: 1 })).json.rows)).toEqual(['CNNGB']);
  });

  it('returns [] for an empty query', async () => {
    const res = await search(a, { nameCn: '', types: 1 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: '1', rows: [] });
  });

  it('never shows another company’s ports', async () => {
    const onA = await search(a, { nameCn: 'Ningbo', types: 1 });
    expect(onA.json.rows.map((r) => r.id)).not.toContain(ids.ningboB);
    expect((await search(a, { nameCn: 'Beilun', types: 1 })).json.rows).toEqual([]);
    expect((await search(a, { nameCn: 'CNZZB', types: 2 })).json.rows).toEqual([]);
    // … and the other way round
    expect((await search(b, { nameCn: 'Ningbo', types: 1 })).json.rows.map((r) => r.id)).toEqual([ids.ningboB]);
    expect((await search(b, { nameCn: 'Shanghai', types: 1 })).json.rows).toEqual([]);
  });

  it('offers the busier port first within a match class (stored rank)', async () => {
    const c = await createCompany({ domains: ['ports-rank.test'] });
    // the company's own order puts Hamad first; the stored rank (throughput) decides
    await createPort(c.id, { code: 'QAHMD', nameCn: '哈马德', nameEn: 'Hamad', sort: 1, rank: 1500 });
    await createPort(c.id, { code: 'DEHAM', nameCn: '汉堡', nameEn: 'Hamburg', sort: 2, rank: 7700 });
    expect(codes((await search(c, { nameCn: 'ham', types: 2 })).json.rows)).toEqual(['DEHAM', 'QAHMD']);
  });

  it('accepts a body companyId naming the company of the host', async () => {
    const res = await search(a, { nameCn: 'Ningbo', types: 1, companyId: a.id });
    expect(res.status).toBe(200);
    expect(codes(res.json.rows)).toEqual(['CNNGB']);
  });

  it('refuses a body companyId naming another company with 403, in Chinese by default', async () => {
    const res = await search(a, { nameCn: 'Ningbo', types: 1, companyId: b.id });
    expect(res.status).toBe(403);
    expect(res.json.code).not.toBe('1');
    expect(res.json.message).toBe(cn.Api.companyMismatch);
    expect(res.json.rows).toBeUndefined();
  });

  it('answers the 403 in English with header lang: en', async () => {
    const res = await search(a, { nameCn: 'Ningbo', types: 1, companyId: b.id }, { lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(en.Api.companyMismatch);
  });

  it('refuses invalid input with 422 and the fields at fault', async () => {
    const res = await search(a, { nameCn: 'x'.repeat(60), types: 3 });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('0');
    expect(res.json.message).toBe(cn.Api.invalidInput);
    expect(Object.keys(res.json.fieldErrors ?? {}).sort()).toEqual(['nameCn', 'types']);
    for (const messages of Object.values(res.json.fieldErrors ?? {})) expect(messages.length).toBeGreaterThan(0);
  });

  it('refuses a missing types and a body that is not JSON', async () => {
    const missing = await search(a, { nameCn: 'Ningbo' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.fieldErrors ?? {})).toEqual(['types']);
    const broken = await call<Answer>(POST, { url: URL_PATH, host: a.domains[0], body: '{"nameCn":' });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe(cn.Api.badJson);
  });
});

describe('many matches and changes', () => {
  let c: TestCompany;
  beforeAll(async () => {
    c = await createCompany({ domains: ['ports-c.test'] });
    for (let i = 0; i < 25; i++) {
      await createPort(c.id, { code: `XQ${String(i).padStart(3, '0')}`, nameCn: `测试港${i}`, nameEn: `Harbour ${i}`, sort: i });
    }
  });

  it('returns at most 20 rows', async () => {
    const res = await search(c, { nameCn: 'Harbour', types: 2 });
    expect(res.status).toBe(200);
    expect(res.json.rows).toHaveLength(20);
    expect(new Set(res.json.rows.map((r) => r.id)).size).toBe(20);
  });

  it('finds a new port once bumpPortsVersion was called', async () => {
    expect((await search(c, { nameCn: 'Zhoushan', types: 1 })).json.rows).toEqual([]); // index built
    const added = await createPort(c.id, { code: 'CNZOS', nameCn: '舟山', nameEn: 'Zhoushan' });
    await bumpPortsVersion(c.id);
    expect((await search(c, { nameCn: 'Zhoushan', types: 1 })).json.rows.map((r) => r.id)).toEqual([added.id]);
    expect((await search(c, { nameCn: '舟山', types: 2 })).json.rows.map((r) => r.id)).toEqual([added.id]);
  });

  it('finds a port added by another instance within a second or so of its version bump', async () => {
    expect((await search(c, { nameCn: 'Taizhou', types: 1 })).json.rows).toEqual([]); // index built
    const added = await createPort(c.id, { code: 'CNTZO', nameCn: '台州', nameEn: 'Taizhou' });
    // Another instance bumps the version in the database; this process's index is not told.
    const db = await getDb();
    const [row] = await db.select({ v: companies.portsVersion }).from(companies).where(eq(companies.id, c.id));
    await db.update(companies).set({ portsVersion: (row?.v ?? 0) + 1 }).where(eq(companies.id, c.id));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await search(c, { nameCn: 'Taizhou', types: 1 })).json.rows.map((r) => r.id)).toEqual([added.id]);
  });
});
