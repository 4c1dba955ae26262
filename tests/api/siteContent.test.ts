// Site content through the staff API: create (a draft), update and publish service pages, about
// sections, jobs, documents, cases and offices, each validated by its kind's contract and by the
// rules the database keeps (one slug and one areaIndex per kind, a document's own file); what the
// site reads (lib/server/siteContent.ts) follows at once. Another company's objects are 404.
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listContentRoute } from '@/app/api/staff/content/route';
import { POST as saveRoute } from '@/app/api/staff/content/save/route';
import { POST as publishRoute } from '@/app/api/staff/content/publish/route';
import { POST as fileRoute } from '@/app/api/staff/content/file/route';
import { GET as downloadRoute } from '@/app/api/webcontent/downloadFile/route';
import { buildXlsx } from '@/lib/files/office';
import { getDb } from '@/lib/server/db';
import { seedSiteContent } from '@/lib/server/db/seed/siteContent';
import { HQ } from '@/lib/server/db/seed/companies';
import { SERVICE_PAGES } from '@/lib/server/db/seed/services';
import { CASES } from '@/lib/server/db/seed/cases';
import { siteContent } from '@/lib/server/db/schema';
import { listDocuments, listJobOpenings, listServicePages, listAboutSections, listCases, listOffices } from '@/lib/server/siteContent';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { callMultipart, fileBytes, storedFilesOf, withTempFilesDir } from './accountFixtures';
import { staffWithSession } from './authzFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown> & { id?: number }; rows?: Record<string, unknown>[]; total?: number; fieldErrors?: Record<string, string[]> };

withTempFilesDir();

let a: TestCompany;
let b: TestCompany;
let staffA: Record<string, string>;
let staffB: Record<string, string>;

beforeAll(async () => {
  a = await createCompany({ companyNameScn: '甲公司', companyNameSen: 'Alpha' });
  b = await createCompany();
  const db = await getDb();
  await db.transaction((tx) => seedSiteContent(tx, a.id, HQ));
  await db.transaction((tx) => seedSiteContent(tx, b.id, HQ));
  staffA = { staff_author: (await staffWithSession(a.id, ['content'])).token };
  staffB = { staff_author: (await staffWithSession(b.id, ['content'])).token };
});

const host = (c: TestCompany) => c.domains[0]!;
const save = (c: TestCompany, cookies: Record<string, string>, body: unknown, lang = 'cn') =>
  call<Answer>(saveRoute, { host: host(c), url: '/api/staff/content/save', cookies, body, headers: { lang } });
const publish = (c: TestCompany, cookies: Record<string, string>, body: unknown) => call<Answer>(publishRoute, { host: host(c), url: '/api/staff/content/publish', cookies, body });

const exportLcl = SERVICE_PAGES.find((s) => s.key === 'exportLcl')!;
const { slug: _slug, category: _cat, daysAgo: _days, ...CASE_DOC } = CASES.hq![0]!;
const { key: _key, areaIndex: _area, ...exportLclDoc } = exportLcl;

async function serviceRowId(c: TestCompany, cookies: Record<string, string>, slug: string): Promise<number> {
  const res = await call<Answer>(listContentRoute, { method: 'GET', host: host(c), url: '/api/staff/content?kind=service&pageSize=100', cookies });
  const row = res.json.rows?.find((r) => r.slug === slug);
  if (!row) throw new Error(`no service ${slug}`);
  return row.id as number;
}

describe('seeded content', () => {
  it('gives each company every kind, published and readable in both languages', async () => {
    const services = await listServicePages(a.id, 'zh-CN');
    expect(services.map((s) => s.areaIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(services.find((s) => s.key === 'customs')?.title).toBe('报关报检');
    expect((await listServicePages(a.id, 'en')).find((s) => s.key === 'customs')?.title).toBe('Customs Brokerage');
    // {company} becomes the company's short name in each language
    expect(services[0]!.intro).toMatch(/^甲公司/);
    expect((await listServicePages(a.id, 'en'))[0]!.intro).toMatch(/^Alpha/);
    expect((await listAboutSections(a.id, 'en')).map((s) => s.areaId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await listJobOpenings(a.id, 'zh-CN')).length).toBeGreaterThanOrEqual(4);
    expect((await listCases(a.id, 'en', 'advantage')).length).toBeGreaterThanOrEqual(3);
    expect((await listOffices(a.id, 'zh-CN'))[0]!.headquarters).toBe(true);
    const docs = await listDocuments(a.id, 'zh-CN');
    expect(new Set(docs.map((d) => d.category))).toEqual(new Set(['guarantee', 'schedule', 'freight', 'form']));
    for (const d of docs) expect(d.size).toBeGreaterThan(1000);
  });

  it('leaves out an item whose stored text no longer fits its schema, instead of breaking the page', async () => {
    const db = await getDb();
    const before = await listCases(a.id, 'en');
    // a row of an older shape (a result's value as plain text), as a hand edit or an old release may leave
    await db.insert(siteContent).values({ companyId: a.id, kind: 'case', slug: 'old-shape', category: 'client', published: true, doc: { ...CASE_DOC, results: [{ value: '34天', label: { cn: '时效', en: 'days' } }] } });
    expect(await listCases(a.id, 'en')).toEqual(before);
  });

  it('is not re-added by a second seed run (insert-only: staff edits survive)', async () => {
    const db = await getDb();
    expect(await db.transaction((tx) => seedSiteContent(tx, a.id, HQ))).toBe(0);
  });
});

describe('service pages through the staff API', () => {
  it('an update of a published page shows in what the site reads, in the language written', async () => {
    const id = await serviceRowId(a, staffA, 'exportLcl');
    const tagline = { cn: '每周三班直拼汉堡，旺季不甩货', en: 'Three direct Hamburg sailings a week, never rolled in peak season' };
    const res = await save(a, staffA, { kind: 'service', id, slug: 'exportLcl', areaIndex: 0, sort: 1, doc: { ...exportLclDoc, tagline } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await listServicePages(a.id, 'zh-CN')).find((s) => s.areaIndex === 0)?.tagline).toBe(tagline.cn);
    expect((await listServicePages(a.id, 'en')).find((s) => s.areaIndex === 0)?.tagline).toBe(tagline.en);
    // B's page of the same slug is untouched
    expect((await listServicePages(b.id, 'zh-CN')).find((s) => s.areaIndex === 0)?.tagline).toBe(exportLcl.tagline.cn);
  });

  it('a new page is a draft until published, and can be withdrawn', async () => {
    const doc = { ...exportLclDoc, title: { cn: '危险品运输', en: 'Dangerous Goods' } };
    const created = await save(a, staffA, { kind: 'service', slug: 'dangerousGoods', areaIndex: 10, sort: 11, doc });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.json.data?.published).toBe(false);
    const id = created.json.data!.id!;
    expect((await listServicePages(a.id, 'zh-CN')).some((s) => s.areaIndex === 10)).toBe(false);
    expect((await publish(a, staffA, { id, published: true })).status).toBe(200);
    expect((await listServicePages(a.id, 'en')).find((s) => s.areaIndex === 10)?.title).toBe('Dangerous Goods');
    expect((await publish(a, staffA, { id, published: false })).status).toBe(200);
    expect((await listServicePages(a.id, 'zh-CN')).some((s) => s.areaIndex === 10)).toBe(false);
  });

  it('refuses a page without its Chinese title, field by field in the request’s language, and changes nothing', async () => {
    const id = await serviceRowId(a, staffA, 'fcl');
    const before = (await listServicePages(a.id, 'zh-CN')).find((s) => s.key === 'fcl');
    const res = await save(a, staffA, { kind: 'service', id, slug: 'fcl', areaIndex: 4, doc: { ...exportLclDoc, title: { cn: ' ', en: 'FCL' }, process: [] } }, 'en');
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors?.['doc.title.cn']).toEqual([en.Validation.required]);
    expect(res.json.fieldErrors?.['doc.process']).toBeDefined();
    expect((await listServicePages(a.id, 'zh-CN')).find((s) => s.key === 'fcl')).toEqual(before);
  });

  it('keeps one slug and one areaIndex per kind (409), other kinds may reuse them', async () => {
    const taken = await save(a, staffA, { kind: 'service', slug: 'fcl', areaIndex: 55, doc: exportLclDoc });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(cn.Api.contentSlugTaken);
    const area = await save(a, staffA, { kind: 'service', slug: 'another', areaIndex: 4, doc: exportLclDoc });
    expect(area.status).toBe(409);
    const jobDoc = { title: { cn: '报关员' }, department: { cn: '关务部' }, city: { cn: '上海' }, headcount: 1, summary: { cn: '负责进出口报关。' }, duties: [{ cn: '审单与申报' }], requirements: [{ cn: '持报关水平证书' }] };
    const sameSlugOtherKind = await save(a, staffA, { kind: 'job', slug: 'fcl', doc: jobDoc });
    expect(sameSlugOtherKind.status, JSON.stringify(sameSlugOtherKind.json)).toBe(200);
  });

  it('answers 404 for another company’s item, an item of another kind, and an unknown id', async () => {
    const idB = await serviceRowId(b, staffB, 'air');
    const before = (await listServicePages(b.id, 'zh-CN')).find((s) => s.key === 'air');
    expect((await save(a, staffA, { kind: 'service', id: idB, slug: 'air', areaIndex: 5, doc: exportLclDoc })).status).toBe(404);
    expect((await publish(a, staffA, { id: idB, published: false })).status).toBe(404);
    expect((await listServicePages(b.id, 'zh-CN')).find((s) => s.key === 'air')).toEqual(before);
    const idA = await serviceRowId(a, staffA, 'air');
    const asJob = await save(a, staffA, { kind: 'job', id: idA, slug: 'air', doc: { title: { cn: 'x' }, department: { cn: 'x' }, city: { cn: 'x' }, headcount: 1, summary: { cn: 'x' }, duties: [{ cn: 'x' }], requirements: [{ cn: 'x' }] } });
    expect(asJob.status).toBe(404);
    expect((await publish(a, staffA, { id: 2_000_000_000, published: true })).status).toBe(404);
  });

  it('needs the content permission', async () => {
    const other = { staff_author: (await staffWithSession(a.id, ['certification', 'outbox', 'recruitment', 'inquiries'])).token };
    expect((await save(a, other, { kind: 'service', slug: 'x1', areaIndex: 77, doc: exportLclDoc })).status).toBe(403);
    expect((await save(a, {}, { kind: 'service', slug: 'x1', areaIndex: 77, doc: exportLclDoc })).status).toBe(401);
  });
});

describe('documents', () => {
  const upload = (c: TestCompany, cookies: Record<string, string>, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([bytes as BlobPart], name));
    return callMultipart<Answer>(fileRoute, { host: host(c), url: '/api/staff/content/file', form, cookies });
  };
  const xlsx = () => buildXlsx([{ name: '运价', columns: [{ header: '目的港', width: 20 }], rows: [['汉堡 Hamburg']] }], { title: 't', author: 'a' });

  it('a file is checked by content: a renamed program is refused and nothing is stored', async () => {
    const before = await storedFilesOf(a.id);
    const res = await upload(a, staffA, fileBytes('exe', 20_000), '运价表.xlsx');
    expect(res.status).toBe(415);
    expect(res.json.message).toBe(cn.Api.documentTypeNotAllowed);
    expect(await storedFilesOf(a.id)).toEqual(before);
  });

  it('an uploaded Excel file becomes a published document that visitors download with its name, size and type', async () => {
    const bytes = xlsx();
    const up = await upload(a, staffA, bytes, '十二月运价表.xlsx');
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.data?.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const saved = await save(a, staffA, { kind: 'document', slug: 'december-rates', category: 'freight', fileId: up.json.data!.id, doc: { title: { cn: '十二月运价表', en: 'December rates' } } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = saved.json.data!.id!;
    // a draft is not offered
    expect((await call(downloadRoute, { method: 'GET', host: host(a), url: `/api/webcontent/downloadFile?id=${id}` })).status).toBe(404);
    await publish(a, staffA, { id, published: true });
    const listed = (await listDocuments(a.id, 'en')).find((d) => d.id === id);
    expect(listed).toMatchObject({ title: 'December rates', category: 'freight', size: bytes.byteLength, fileName: '十二月运价表.xlsx' });
    const res = await downloadRoute(new NextRequest(`http://${host(a)}/api/webcontent/downloadFile?id=${id}`, { headers: { host: host(a) } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename*=UTF-8''${encodeURIComponent('十二月运价表.xlsx')}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    // not on B's host
    const onB = await downloadRoute(new NextRequest(`http://${host(b)}/api/webcontent/downloadFile?id=${id}`, { headers: { host: host(b) } }));
    expect(onB.status).toBe(404);
  });

  it('refuses a document naming another company’s file', async () => {
    const up = await upload(b, staffB, xlsx(), 'b.xlsx');
    const res = await save(a, staffA, { kind: 'document', slug: 'stolen', category: 'form', fileId: up.json.data!.id, doc: { title: { cn: '别人的文件' } } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(cn.Api.contentFileNotFound);
  });
});
