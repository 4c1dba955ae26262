// What visitors send: the contact form (stored, and mailed to the topic's sales contact through the
// outbox in the same transaction; validated and rate-limited) and job applications (the résumé
// checked by content — a renamed program is refused and nothing is stored — then listed for staff,
// who open it). Plus the company's contact card (vCard).
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as contactRoute } from '@/app/api/webcontent/saveContactMessage/route';
import { POST as applyRoute } from '@/app/api/webcontent/applyJob/route';
import { GET as vcardRoute } from '@/app/api/webcontent/vcard/route';
import { GET as contactListRoute } from '@/app/api/staff/contactMessages/route';
import { GET as applicationsRoute } from '@/app/api/staff/jobApplications/route';
import { GET as resumeRoute } from '@/app/api/staff/jobApplications/file/route';
import { buildDocx } from '@/lib/files/office';
import { zip } from '@/lib/files/zip';
import { getDb } from '@/lib/server/db';
import { contactMessages, outboxMessages, rateLimitHits, salesContacts } from '@/lib/server/db/schema';
import { seedSiteContent } from '@/lib/server/db/seed/siteContent';
import { HQ } from '@/lib/server/db/seed/companies';
import { listJobOpenings, listOffices } from '@/lib/server/siteContent';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { callMultipart, fileBytes, storedFilesOf, withTempFilesDir } from './accountFixtures';
import { staffWithSession } from './authzFixtures';

type Answer = { code: string; message?: string; data?: { id: number }; rows?: Record<string, unknown>[]; total?: number; fieldErrors?: Record<string, string[]> };

withTempFilesDir();

let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  a = await createCompany({ contactEmail: 'service@alpha.test', companyNameEn: 'Alpha Freight Co., Ltd.', contactPhone: '021-6588 7200', companyAddr: '上海市虹口区东大名路1088号' });
  b = await createCompany({ contactEmail: 'service@beta.test' });
  const db = await getDb();
  await db.transaction((tx) => seedSiteContent(tx, a.id, HQ));
  await db.transaction((tx) => seedSiteContent(tx, b.id, HQ));
  await db.insert(salesContacts).values({ companyId: a.id, nameCn: '陈拼箱', businessId: 2, email: 'lcl.sales@alpha.test', sort: 1 });
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimitHits).where(eq(rateLimitHits.companyId, a.id));
});

const host = (c: TestCompany) => c.domains[0]!;
const send = (body: Record<string, unknown>, opts: { lang?: string; ip?: string } = {}) =>
  call<Answer>(contactRoute, { host: host(a), url: '/api/webcontent/saveContactMessage', body, headers: { lang: opts.lang ?? 'cn', 'x-forwarded-for': opts.ip ?? '203.0.113.7' } });

const message = { name: '王先生', companyName: '宁波某电器有限公司', phone: '13912345678', email: '', topic: 'lcl', message: '下周有3立方小家电，宁波到汉堡拼箱，请报价。' };

async function outboxTo(companyId: number, recipient: string) {
  const db = await getDb();
  return db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.recipient, recipient)));
}

describe('contact form', () => {
  it('stores the message and queues its mail to the sales contact of the topic', async () => {
    const res = await send(message);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data!.id));
    expect(row).toMatchObject({ companyId: a.id, name: '王先生', topic: 'lcl', locale: 'cn' });
    const mails = await outboxTo(a.id, 'lcl.sales@alpha.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'mail', kind: 'contact-message', status: 'queued' });
    expect(mails[0]!.subject).toContain('拼箱');
    expect(mails[0]!.body).toContain('宁波到汉堡拼箱');
    expect(mails[0]!.body).toContain('13912345678');
  });

  it('a topic without its own sales contact goes to the company mailbox', async () => {
    const res = await send({ ...message, topic: 'customs', phone: '', email: 'buyer@example.com' }, { lang: 'en' });
    expect(res.status).toBe(200);
    const mails = await outboxTo(a.id, 'service@alpha.test');
    expect(mails.at(-1)!.body).toContain('buyer@example.com');
    expect(mails.at(-1)!.body).toContain('English');
  });

  it('needs a name, a message and a phone or an email; refuses and stores nothing', async () => {
    const db = await getDb();
    const before = (await db.select().from(contactMessages).where(eq(contactMessages.companyId, a.id))).length;
    const res = await send({ ...message, name: '', phone: '', email: '', message: '  ' }, { lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors?.name).toEqual([en.Validation.required]);
    expect(res.json.fieldErrors?.message).toEqual([en.Validation.required]);
    const both = await send({ ...message, phone: '', email: '' });
    expect(both.json.fieldErrors?.phone).toEqual([cn.Validation.contactRequired]);
    const wrong = await send({ ...message, phone: '12ab', email: 'not-an-email' });
    expect(wrong.json.fieldErrors?.phone).toEqual([cn.Validation.phone]);
    expect(wrong.json.fieldErrors?.email).toEqual([cn.Validation.email]);
    expect((await send({ ...message, topic: 'spam' })).status).toBe(422);
    expect((await db.select().from(contactMessages).where(eq(contactMessages.companyId, a.id))).length).toBe(before);
  });

  it('is limited to 5 messages an hour per address', async () => {
    for (let i = 0; i < 5; i++) expect((await send(message, { ip: '198.51.100.9' })).status).toBe(200);
    const sixth = await send(message, { ip: '198.51.100.9' });
    expect(sixth.status).toBe(429);
    expect((await send(message, { ip: '198.51.100.10' })).status).toBe(200);
  });

  it('staff with the inquiries permission read their own company’s messages only', async () => {
    await send({ ...message, name: '李经理' });
    const own = await call<Answer>(contactListRoute, { method: 'GET', host: host(a), url: '/api/staff/contactMessages', cookies: { staff_author: (await staffWithSession(a.id, ['inquiries'])).token } });
    expect(own.status).toBe(200);
    expect(own.json.rows?.[0]).toMatchObject({ name: '李经理', topic: 'lcl' });
    const other = await call<Answer>(contactListRoute, { method: 'GET', host: host(b), url: '/api/staff/contactMessages', cookies: { staff_author: (await staffWithSession(b.id, ['inquiries'])).token } });
    expect(other.json.rows).toEqual([]);
    const without = await call<Answer>(contactListRoute, { method: 'GET', host: host(a), url: '/api/staff/contactMessages', cookies: { staff_author: (await staffWithSession(a.id, ['content'])).token } });
    expect(without.status).toBe(403);
  });
});

describe('job applications', () => {
  const apply = (c: TestCompany, fields: Record<string, string | number>, file: { bytes: Uint8Array; name: string; type?: string } | null, lang = 'cn') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    if (file) form.append('resume', new File([file.bytes as BlobPart], file.name, { type: file.type ?? '' }));
    return callMultipart<Answer>(applyRoute, { host: host(c), url: '/api/webcontent/applyJob', form, headers: { lang, 'x-forwarded-for': '203.0.113.20' } });
  };
  const person = { name: '赵敏', phone: '13812345678', email: 'zhaomin@example.com', message: '三年货代操作经验，可随时到岗。' };
  const docx = () => buildDocx([{ text: '个人简历 赵敏', bold: true }, { text: '海运操作三年' }], { title: '简历', author: '赵敏' });

  let jobId: number;
  beforeAll(async () => {
    jobId = (await listJobOpenings(a.id, 'zh-CN'))[0]!.id;
  });

  it('refuses a renamed program (by content, not by name) and stores nothing', async () => {
    const before = await storedFilesOf(a.id);
    const res = await apply(a, { jobId, ...person }, { bytes: fileBytes('exe', 50_000), name: '简历.pdf', type: 'application/pdf' }, 'en');
    expect(res.status).toBe(415);
    expect(res.json.message).toBe(en.Api.resumeTypeNotAllowed);
    // a ZIP that is no Word file is no résumé either
    const notWord = await apply(a, { jobId, ...person }, { bytes: zip([{ name: 'a.txt', data: 'hi' }]), name: '简历.docx' });
    expect(notWord.status).toBe(415);
    expect(await storedFilesOf(a.id)).toEqual(before);
  });

  it('refuses a file over 10 MB, a missing file and bad fields', async () => {
    expect((await apply(a, { jobId, ...person }, { bytes: fileBytes('pdf', 10 * 1024 * 1024 + 10), name: 'cv.pdf' })).status).toBe(413);
    const none = await apply(a, { jobId, ...person }, null);
    expect(none.status).toBe(422);
    expect(none.json.message).toBe(cn.Api.resumeMissing);
    const bad = await apply(a, { jobId, ...person, phone: '123', email: 'x' }, { bytes: fileBytes('pdf'), name: 'cv.pdf' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.fieldErrors ?? {}).sort()).toEqual(['email', 'phone']);
  });

  it('refuses an opening of another company, stores nothing', async () => {
    const before = await storedFilesOf(a.id);
    const jobB = (await listJobOpenings(b.id, 'zh-CN'))[0]!.id;
    const res = await apply(a, { jobId: jobB, ...person }, { bytes: fileBytes('pdf'), name: 'cv.pdf' });
    expect(res.status).toBe(404);
    expect(await storedFilesOf(a.id)).toEqual(before);
  });

  it('stores a valid PDF or DOCX résumé and lists it for recruitment staff, who open it; other companies see nothing', async () => {
    const pdf = await apply(a, { jobId, ...person }, { bytes: fileBytes('pdf', 30_000), name: '赵敏-简历.pdf' });
    expect(pdf.status, JSON.stringify(pdf.json)).toBe(200);
    const bytes = docx();
    const word = await apply(a, { jobId, ...person, name: '钱多多' }, { bytes, name: '钱多多.docx' });
    expect(word.status, JSON.stringify(word.json)).toBe(200);

    const hr = { staff_author: (await staffWithSession(a.id, ['recruitment'])).token };
    const list = await call<Answer>(applicationsRoute, { method: 'GET', host: host(a), url: `/api/staff/jobApplications?jobId=${jobId}`, cookies: hr });
    expect(list.status).toBe(200);
    const row = list.json.rows?.find((r) => r.name === '钱多多') as { id: number; jobTitle: string; resume: { name: string; mime: string; size: number; url: string } };
    expect(row.jobTitle).toBe((await listJobOpenings(a.id, 'zh-CN'))[0]!.title);
    expect(row.resume).toMatchObject({ name: '钱多多.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: bytes.byteLength });
    const file = await resumeRoute(new NextRequest(`http://${host(a)}${row.resume.url}`, { headers: { host: host(a), cookie: `staff_author=${hr.staff_author}` } }));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    // B's recruitment staff: no rows of A, and A's résumé is 404 on B
    const hrB = { staff_author: (await staffWithSession(b.id, ['recruitment'])).token };
    const listB = await call<Answer>(applicationsRoute, { method: 'GET', host: host(b), url: '/api/staff/jobApplications', cookies: hrB });
    expect(listB.json.rows).toEqual([]);
    const onB = await call<Answer>(resumeRoute, { method: 'GET', host: host(b), url: `/api/staff/jobApplications/file?id=${row.id}`, cookies: hrB });
    expect(onB.status).toBe(404);
    // content staff may not read résumés
    const content = await call<Answer>(applicationsRoute, { method: 'GET', host: host(a), url: '/api/staff/jobApplications', cookies: { staff_author: (await staffWithSession(a.id, ['content'])).token } });
    expect(content.status).toBe(403);
  });
});

describe('vCard', () => {
  const card = (c: TestCompany, query: string) => vcardRoute(new NextRequest(`http://${host(c)}/api/webcontent/vcard${query}`, { headers: { host: host(c) } }));

  it('is the company’s card in the language asked, as an attachment', async () => {
    const res = await card(a, '?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment;');
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(text).toContain('FN:Alpha Freight Co.\\, Ltd.');
    expect(text).toContain('TEL;TYPE=WORK,VOICE:021-6588 7200');
    expect(text).toContain('EMAIL;TYPE=INTERNET,WORK:service@alpha.test');
    expect((await (await card(a, '?lang=cn')).text()).replace(/\r\n /g, '')).toContain('ADR;TYPE=WORK:;;上海市虹口区东大名路1088号');
  });

  it('is one office’s card with officeId; another company’s office is 404', async () => {
    const office = (await listOffices(a.id, 'zh-CN'))[1]!;
    const text = (await (await card(a, `?officeId=${office.id}`)).text()).replace(/\r\n /g, '');
    expect(text).toContain(`TEL;TYPE=WORK,VOICE:${office.phone}`);
    expect(text).toContain(office.email);
    const officeB = (await listOffices(b.id, 'zh-CN'))[0]!;
    expect((await card(a, `?officeId=${officeB.id}`)).status).toBe(404);
  });
});
