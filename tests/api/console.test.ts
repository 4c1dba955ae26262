// Staff console: roles and permissions enforced by the API, the audit log (a row with before and
// after for every staff action, in the transaction of the change; searchable; per company), the
// dashboard's figures, certification history, and the seeded role accounts.
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditList } from '@/app/api/staff/audit/route';
import { POST as approve } from '@/app/api/staff/certifications/approve/route';
import { POST as reject } from '@/app/api/staff/certifications/reject/route';
import { GET as certList } from '@/app/api/staff/certifications/route';
import { POST as publish } from '@/app/api/staff/content/publish/route';
import { POST as save } from '@/app/api/staff/content/save/route';
import { GET as dashboard } from '@/app/api/staff/dashboard/route';
import { POST as companyImage } from '@/app/api/staff/company/image/route';
import { GET as companyGet } from '@/app/api/staff/company/route';
import { POST as companySave } from '@/app/api/staff/company/save/route';
import { GET as imageGet } from '@/app/api/webcontent/image/route';
import { POST as newsSave } from '@/app/api/staff/news/save/route';
import { POST as newsDelete } from '@/app/api/staff/news/delete/route';
import { GET as bannersList } from '@/app/api/staff/banners/route';
import { POST as bannerSave } from '@/app/api/staff/banners/save/route';
import { GET as customers } from '@/app/api/staff/customers/route';
import { POST as assign } from '@/app/api/staff/customers/assign/route';
import { GET as salesList } from '@/app/api/staff/salesContacts/route';
import { POST as salesSave } from '@/app/api/staff/salesContacts/save/route';
import { liveCompanySettings } from '@/lib/server/company';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { ROLE_PERMISSIONS } from '@/lib/contracts/staff';
import { getDb } from '@/lib/server/db';
import { auditLog, certifications, staffUsers } from '@/lib/server/db/schema';
import { seedStaff, DEV_STAFF_PASSWORD } from '@/lib/server/db/seed/staff';
import { seedStaffRoles } from '@/lib/server/db/seed/staffRoles';
import { call, createCompany, createUserWithSession, type TestCompany } from './helpers';
import { callMultipart, setCookies } from './accountFixtures';
import { pendingApplication, staffWithSession } from './authzFixtures';
import { newServiceBody } from './contentFixtures';
import { createOrder, spotReservation } from './orderFixtures';
import { auditRowOf, auditRowsOf, bannerBody, companyBody, companyState, imageForm, newsBody, salesContactBody } from './consoleFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; rows?: Record<string, unknown>[]; total?: number };
type AuditRow = { action: string; entity: string; entityId: string; staffName: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; changed: string[]; summary: string };

let a: TestCompany;
let b: TestCompany;
let hostA: string;
let admin: string;

beforeAll(async () => {
  a = await createCompany();
  b = await createCompany();
  hostA = a.domains[0]!;
  admin = (await staffWithSession(a.id, ['*'])).token;
});

const as = (token: string) => ({ host: hostA, cookies: { staff_author: token } });
const get = (h: Parameters<typeof call>[0], token: string, url: string) => call<Answer>(h, { ...as(token), method: 'GET', url });

async function lastAudit(companyId: number, entity: string, entityId: number | string): Promise<AuditRow> {
  const res = await get(auditList, admin, `/api/staff/audit?entity=${entity}&entityId=${entityId}&pageSize=1`);
  expect(res.status).toBe(200);
  expect(companyId).toBe(a.id);
  return res.json.rows![0] as unknown as AuditRow;
}

describe('roles and permissions', () => {
  it('a staff member without a permission gets 403 on its routes, and the staff session names the role', async () => {
    const sales = await staffWithSession(a.id, ROLE_PERMISSIONS.sales);
    expect((await get(auditList, sales.token, '/api/staff/audit')).status).toBe(403);
    expect((await get(certList, sales.token, '/api/staff/certifications')).status).toBe(200);
    const content = await staffWithSession(a.id, ROLE_PERMISSIONS.content);
    expect((await get(certList, content.token, '/api/staff/certifications')).status).toBe(403);
    // any staff member opens the dashboard
    expect((await get(dashboard, content.token, '/api/staff/dashboard')).status).toBe(200);
  });

  it('seeds one account per role with its permissions; each logs in with the admin password', async () => {
    await seedStaff(await getDb());
    await seedStaffRoles(await getDb());
    const db = await getDb();
    const rows = await db.select().from(staffUsers).where(eq(staffUsers.companyId, a.id));
    const byName = new Map(rows.map((r) => [r.username, r]));
    expect(byName.get('admin')).toMatchObject({ role: 'admin', permissions: ['*'] });
    for (const role of ['sales', 'operations', 'content'] as const) {
      expect(byName.get(role)).toMatchObject({ role, permissions: [...ROLE_PERMISSIONS[role]] });
    }
    const res = await call<Answer>(staffLogin, { host: hostA, body: { username: 'sales', password: DEV_STAFF_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ username: 'sales', role: 'sales', permissions: [...ROLE_PERMISSIONS.sales] });
    const token = setCookies(res.headers).get('staff_author')!.value;
    expect((await get(staffSession, token, '/api/staff/session')).json.data).toMatchObject({ role: 'sales' });
    // the login itself is an audited staff action
    const [login] = await auditRowsOf(a.id);
    expect(login).toMatchObject({ action: 'staff.login', entity: 'staff_session', staffName: byName.get('sales')!.name });
  });
});

describe('audit log', () => {
  it('records a certification approval with the status before and after, and its reviewer', async () => {
    const id = await pendingApplication(a);
    const res = await call<Answer>(approve, { ...as(admin), body: { id } });
    expect(res.status).toBe(200);
    const row = await lastAudit(a.id, 'certification', id);
    expect(row).toMatchObject({ action: 'certification.approve', before: { status: 1 }, after: { status: 3 } });
    expect(row.changed).toContain('status');
    expect(row.staffName).not.toBe('');
  });

  it('records a rejection with its reason; a refused action (already reviewed) writes nothing', async () => {
    const id = await pendingApplication(a);
    expect((await call(reject, { ...as(admin), body: { id, reason: '执照模糊' } })).status).toBe(200);
    const row = await lastAudit(a.id, 'certification', id);
    expect(row).toMatchObject({ action: 'certification.reject', before: { status: 1, reason: '' }, after: { status: 2, reason: '执照模糊' } });
    const before = (await auditRowsOf(a.id)).length;
    expect((await call(approve, { ...as(admin), body: { id } })).status).toBe(409);
    expect((await auditRowsOf(a.id)).length).toBe(before);
  });

  it('records a content save (created: before null; updated: the doc before and after) and a publication', async () => {
    const body = newServiceBody();
    const created = await call<Answer>(save, { ...as(admin), body });
    expect(created.status).toBe(200);
    const id = created.json.data!.id as number;
    const first = await lastAudit(a.id, 'site_content', id);
    expect(first).toMatchObject({ action: 'content.save', before: null, after: { slug: body.slug, published: false } });

    const doc = body.doc as { tagline: { cn: string; en: string } };
    const updated = await call<Answer>(save, { ...as(admin), body: { ...body, id, doc: { ...doc, tagline: { cn: '新的标语', en: 'New tagline' } } } });
    expect(updated.status).toBe(200);
    const second = await lastAudit(a.id, 'site_content', id);
    expect((second.before!.doc as typeof doc).tagline).toEqual(doc.tagline);
    expect((second.after!.doc as typeof doc).tagline).toEqual({ cn: '新的标语', en: 'New tagline' });
    expect(second.changed).toEqual(['doc']);

    expect((await call(publish, { ...as(admin), body: { id, published: true } })).status).toBe(200);
    expect(await lastAudit(a.id, 'site_content', id)).toMatchObject({ action: 'content.publish', before: { published: false }, after: { published: true } });
  });

  it('is searchable by text in the values, and a company sees only its own rows', async () => {
    const mine = await auditRowOf(a);
    const theirs = await auditRowOf(b);
    const found = await get(auditList, admin, `/api/staff/audit?q=${mine}`);
    expect(found.json.rows!.map((r) => r.summary)).toEqual([mine]);
    expect((await get(auditList, admin, `/api/staff/audit?q=${theirs}`)).json.rows).toEqual([]);
    const byValue = await get(auditList, admin, '/api/staff/audit?q=执照模糊');
    expect(byValue.json.rows!.some((r) => r.action === 'certification.reject')).toBe(true);
    // B's admin on B's host sees B's row and none of A's
    const bAdmin = (await staffWithSession(b.id, ['*'])).token;
    const onB = await call<Answer>(auditList, { method: 'GET', host: b.domains[0]!, cookies: { staff_author: bAdmin }, url: `/api/staff/audit?q=${mine}` });
    expect(onB.json.rows).toEqual([]);
  });

  it('keeps no row when the change fails: the row is written in the transaction of the change', async () => {
    const db = await getDb();
    const id = await pendingApplication(a);
    const before = (await db.select().from(auditLog).where(and(eq(auditLog.companyId, a.id), eq(auditLog.entityId, String(id))))).length;
    // an application of another company: 404, nothing written
    const other = await pendingApplication(b);
    expect((await call(approve, { ...as(admin), body: { id: other } })).status).toBe(404);
    expect((await db.select().from(auditLog).where(and(eq(auditLog.companyId, a.id), eq(auditLog.entityId, String(other))))).length).toBe(0);
    expect(before).toBe(0);
  });
});

describe('dashboard and certification history', () => {
  it('counts today’s registrations and the certifications waiting, of this company only', async () => {
    const d0 = (await get(dashboard, admin, '/api/staff/dashboard')).json.data as { registrationsToday: number; certificationsWaiting: number; registrations: { n: number }[] };
    await createUserWithSession(a.id);
    await createUserWithSession(b.id);
    await pendingApplication(a); // one more user and one more waiting application on A
    await pendingApplication(b);
    const d1 = (await get(dashboard, admin, '/api/staff/dashboard')).json.data as typeof d0;
    expect(d1.registrationsToday).toBe(d0.registrationsToday + 2);
    expect(d1.certificationsWaiting).toBe(d0.certificationsWaiting + 1);
    expect(d1.registrations).toHaveLength(14);
    expect(d1.registrations.at(-1)!.n).toBe(d1.registrationsToday);
  });

  it('counts orders per stage and paid reservations waiting for review, of this company only', async () => {
    type D = { ordersByStage: number[]; reservationsWaiting: number; rateAlerts: { n: number }[] };
    const d0 = (await get(dashboard, admin, '/api/staff/dashboard')).json.data as D;
    await createOrder(a.id, null, { stage: 3 });
    await createOrder(a.id, null, { stage: 3 });
    await createOrder(a.id, null, { stage: 8 });
    await createOrder(b.id, null, { stage: 3 });
    await spotReservation(a, { paid: true });
    await spotReservation(a); // unpaid: not yet for staff
    await spotReservation(b, { paid: true });
    const d1 = (await get(dashboard, admin, '/api/staff/dashboard')).json.data as D;
    expect(d1.ordersByStage[2]).toBe(d0.ordersByStage[2]! + 2);
    expect(d1.ordersByStage[7]).toBe(d0.ordersByStage[7]! + 1);
    expect(d1.ordersByStage.reduce((x, n) => x + n, 0)).toBe(d0.ordersByStage.reduce((x, n) => x + n, 0) + 3);
    expect(d1.reservationsWaiting).toBe(d0.reservationsWaiting + 1);
    expect(d1.rateAlerts).toHaveLength(14);
  });

  it('lists one user’s applications (re-certification history), newest first', async () => {
    const db = await getDb();
    const first = await pendingApplication(a);
    const [app] = await db.select().from(certifications).where(eq(certifications.id, first));
    await call(reject, { ...as(admin), body: { id: first, reason: '请上传清晰的执照' } });
    const res = await get(certList, admin, `/api/staff/certifications?userId=${app!.userId}`);
    expect(res.json.rows!.map((r) => r.id)).toEqual([first]);
    expect(res.json.rows![0]).toMatchObject({ status: 2, reason: '请上传清晰的执照' });
    const search = await get(certList, admin, `/api/staff/certifications?q=${encodeURIComponent(app!.creditCode)}`);
    expect(search.json.rows!.map((r) => r.id)).toContain(first);
  });
});

describe('company settings and branding', () => {
  it('a sales-only account cannot read or change them (403), and nothing changes', async () => {
    const sales = await staffWithSession(a.id, ROLE_PERMISSIONS.sales);
    expect((await get(companyGet, sales.token, '/api/staff/company')).status).toBe(403);
    const before = await companyState(a.id);
    const res = await call<Answer>(companySave, { ...as(sales.token), body: await companyBody(a.id, { slogan: '销售改的标语' }) });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(cn.Api.staffForbidden);
    expect(await companyState(a.id)).toEqual(before);
  });

  it('saves them with an audit row of only what changed (before and after); the site reads the new values', async () => {
    const res = await call<Answer>(companySave, { ...as(admin), body: await companyBody(a.id, { slogan: '准时 · 透明 · 可靠', webThemeColor: '#c0392b' }) });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ slogan: '准时 · 透明 · 可靠', webThemeColor: '#c0392b' });
    const row = await lastAudit(a.id, 'company', a.id);
    expect(row.action).toBe('company.update');
    expect(Object.keys(row.after!).sort()).toEqual(['slogan', 'webThemeColor']);
    expect(row.after).toEqual({ slogan: '准时 · 透明 · 可靠', webThemeColor: '#c0392b' });
    expect(row.before!.slogan).not.toBe('准时 · 透明 · 可靠');
    // what the API and pages read (the process's held copy is dropped with the change)
    expect((await liveCompanySettings(a.id))?.slogan).toBe('准时 · 透明 · 可靠');
  });

  it('refuses bad values field by field (422), in the request’s language, and saves nothing', async () => {
    const before = await companyState(a.id);
    const res = await call<Answer & { fieldErrors?: Record<string, string[]> }>(companySave, {
      ...as(admin),
      headers: { lang: 'en' },
      body: await companyBody(a.id, { webThemeColor: 'red', domains: ['bad domain!'], slogan: 'changed' }),
    });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors!.webThemeColor).toEqual([en.Validation.themeColor]);
    expect(res.json.fieldErrors!['domains.0']).toEqual([en.Validation.hostName]);
    expect(await companyState(a.id)).toEqual(before);
  });

  it('adds and removes domains, never one of another company nor the one in use', async () => {
    const extra = `www.${a.code}-new.test`;
    const body = await companyBody(a.id);
    expect((await call(companySave, { ...as(admin), body: { ...body, domains: [...body.domains, extra] } })).status).toBe(200);
    expect((await companyState(a.id)).domains).toContain(extra);
    const taken = await call<Answer>(companySave, { ...as(admin), body: { ...body, domains: [...body.domains, b.domains[0]!] } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(cn.Api.domainTaken.replace('{domain}', b.domains[0]!));
    const inUse = await call<Answer>(companySave, { ...as(admin), body: { ...body, domains: [extra] } });
    expect(inUse.status).toBe(409);
    expect((await companyState(a.id)).domains).toEqual([...body.domains, extra]);
    expect((await call(companySave, { ...as(admin), body })).status).toBe(200);
    expect((await companyState(a.id)).domains).toEqual(body.domains);
  });

  it('takes an uploaded image by its content (a renamed program is refused) and serves it to the site', async () => {
    const bad = await callMultipart<Answer>(companyImage, { ...as(admin), form: imageForm('exe') });
    expect(bad.status).toBe(415);
    const ok = await callMultipart<Answer>(companyImage, { ...as(admin), form: imageForm('png') });
    expect(ok.status).toBe(200);
    const url = ok.json.data!.url as string;
    expect(url).toMatch(/^\/api\/webcontent\/image\?id=\d+$/);
    const fetchImage = (host: string) => imageGet(new NextRequest(new URL(url, `http://${host}`), { headers: { host } }));
    const served = await fetchImage(hostA);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    expect((await fetchImage(b.domains[0]!)).status).toBe(404);
    // and the URL is accepted as a logo
    expect((await call(companySave, { ...as(admin), body: await companyBody(a.id, { webInLogo: url }) })).status).toBe(200);
  });
});

describe('news, banners, customers and sales contacts', () => {
  it('news: saved and deleted with audit rows holding the article before and after', async () => {
    const created = await call<Answer>(newsSave, { ...as(admin), body: newsBody() });
    expect(created.status).toBe(200);
    const id = created.json.data!.id as number;
    expect(await lastAudit(a.id, 'news', id)).toMatchObject({ action: 'news.save', before: null, after: { titleCn: '新航线开通' } });
    const updated = await call<Answer>(newsSave, { ...as(admin), body: { ...newsBody(), id, titleCn: '新航线正式开通' } });
    expect(updated.status).toBe(200);
    const row = await lastAudit(a.id, 'news', id);
    expect(row.changed).toEqual(['titleCn']);
    expect(row.before).toMatchObject({ titleCn: '新航线开通' });
    expect((await call(newsDelete, { ...as(admin), body: { id } })).status).toBe(200);
    expect(await lastAudit(a.id, 'news', id)).toMatchObject({ action: 'news.delete', before: { titleCn: '新航线正式开通' }, after: null });
    expect((await call(newsDelete, { ...as(admin), body: { id } })).status).toBe(404);
  });

  it('banners: a link must be a site path; an off banner stays listed for staff', async () => {
    const bad = await call<Answer & { fieldErrors?: Record<string, string[]> }>(bannerSave, { ...as(admin), body: { ...bannerBody(), linkPath: 'https://evil.example' } });
    expect(bad.status).toBe(422);
    expect(bad.json.fieldErrors!.linkPath).toEqual([cn.Validation.linkPath]);
    const off = await call<Answer>(bannerSave, { ...as(admin), body: { ...bannerBody(), active: false } });
    expect(off.status).toBe(200);
    const list = await get(bannersList, admin, '/api/staff/banners');
    expect(list.json.rows!.find((r) => r.id === off.json.data!.id)).toMatchObject({ active: false });
  });

  it('sales contacts: one default service contact at a time; a sales code names one person', async () => {
    const first = await call<Answer>(salesSave, { ...as(admin), body: { ...salesContactBody(), isDefault: true, salesCode: `S${Date.now()}` } });
    const second = await call<Answer>(salesSave, { ...as(admin), body: { ...salesContactBody(), nameCn: '钱芳', isDefault: true } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const rows = (await get(salesList, admin, '/api/staff/salesContacts')).json.rows!;
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([second.json.data!.id]);
    const dup = await call<Answer>(salesSave, { ...as(admin), body: { ...salesContactBody(), salesCode: first.json.data!.salesCode } });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(cn.Api.salesCodeTaken);
  });

  it('customers: a sales contact assigned (audited) and found by it; B’s customers never listed', async () => {
    const { userId } = await createUserWithSession(a.id, { nameCn: '分配测试' });
    const contact = (await call<Answer>(salesSave, { ...as(admin), body: salesContactBody() })).json.data!.id as number;
    const res = await call<Answer>(assign, { ...as(admin), body: { userId, salesContactId: contact } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: userId, salesContactId: contact, salesContactName: '赵磊' });
    expect(await lastAudit(a.id, 'user', userId)).toMatchObject({ action: 'user.update', before: { salesContactId: null }, after: { salesContactId: contact } });
    const listed = await get(customers, admin, `/api/staff/customers?salesContactId=${contact}`);
    expect(listed.json.rows!.map((r) => r.id)).toEqual([userId]);
    const { userId: theirs } = await createUserWithSession(b.id, { nameCn: '分配测试' });
    const search = await get(customers, admin, `/api/staff/customers?q=${encodeURIComponent('分配测试')}`);
    expect(search.json.rows!.map((r) => r.id)).not.toContain(theirs);
  });
});
