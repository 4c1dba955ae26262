import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as getSalesLimit } from '@/app/api/mobileUser/getSalesLimit/route';
import { GET as getSalesList } from '@/app/api/mobileUser/getSalesList/route';
import { GET as kefuInit } from '@/app/api/mobileUser/kefuInit/route';
import { POST as queryWebMyCustomer } from '@/app/api/webfclfreight/queryWebMyCustomer/route';
import { POST as userPersonasUtil } from '@/app/api/webuser/userPersonasUtil/route';
import type { AccountManager, SalesContact } from '@/lib/contracts/contacts';
import { consume, LIMITS } from '@/lib/server/rateLimit';

const BEHAVIOUR_PER_MINUTE = LIMITS.behaviourCaller.limit;
import { getDb } from '@/lib/server/db';
import { accountManagers, behaviourEvents, salesContacts, users } from '@/lib/server/db/schema';
import { call, createCompany, createUserWithSession, type TestCompany } from './helpers';

type ContactInsert = Omit<typeof salesContacts.$inferInsert, 'companyId'>;
type ManagerInsert = Omit<typeof accountManagers.$inferInsert, 'companyId'>;

async function addContact(companyId: number, c: Partial<ContactInsert> & { nameCn: string }) {
  const db = await getDb();
  const [row] = await db
    .insert(salesContacts)
    .values({ businessId: 2, mobile: '13800000000', email: 'x@y.test', ...c, companyId })
    .returning();
  return row!;
}

async function addManager(companyId: number, m: Partial<ManagerInsert> & { nameCn: string }) {
  const db = await getDb();
  const [row] = await db.insert(accountManagers).values({ ...m, companyId }).returning();
  return row!;
}

async function linkUser(userId: number, links: { salesContactId?: number; accountManagerId?: number }) {
  const db = await getDb();
  await db.update(users).set(links).where(eq(users.id, userId));
}

/** Two companies, each with a default contact and two sales. */
async function twoCompanies() {
  const a = await createCompany({ companyNameCn: '甲公司', companyAddr: '上海市甲路1号', companyAddrEn: '1 Jia Road, Shanghai' });
  const b = await createCompany({ companyNameCn: '乙公司' });
  const aDefault = await addContact(a.id, { nameCn: '甲客服', nameEn: 'A Service', isDefault: true, businessId: 2 });
  const aFcl = await addContact(a.id, { nameCn: '甲整箱', nameEn: 'A FCL', businessId: 1, businessPortName: '上海', sort: 1 });
  const aAir = await addContact(a.id, { nameCn: '甲空运', nameEn: '', businessId: 3, businessAirPortName: '浦东机场 PVG', sort: 2 });
  const bDefault = await addContact(b.id, { nameCn: '乙客服', isDefault: true });
  const bSales = await addContact(b.id, { nameCn: '乙销售', businessId: 1 });
  return { a, b, aDefault, aFcl, aAir, bDefault, bSales };
}

const host = (c: TestCompany) => c.domains[0]!;

describe('GET /mobileUser/kefuInit', () => {
  it("returns the host company's default contact, with the company address when it has none", async () => {
    const { a, b, aDefault, bDefault } = await twoCompanies();
    const ra = await call<{ code: string; data: SalesContact }>(kefuInit, { method: 'GET', host: host(a) });
    expect(ra.status).toBe(200);
    expect(ra.json.data).toMatchObject({ id: aDefault.id, nameCn: '甲客服', companyAddr: '上海市甲路1号', companyAddrEn: '1 Jia Road, Shanghai' });
    const rb = await call<{ data: SalesContact }>(kefuInit, { method: 'GET', host: host(b) });
    expect(rb.json.data.id).toBe(bDefault.id);
  });

  it('answers without data when the company has no default contact', async () => {
    const c = await createCompany();
    await addContact(c.id, { nameCn: '普通销售' });
    const r = await call(kefuInit, { method: 'GET', host: host(c) });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ code: '1' });
  });
});

describe('GET /mobileUser/getSalesList', () => {
  it('needs a login', async () => {
    const { a } = await twoCompanies();
    const r = await call(getSalesList, { method: 'GET', host: host(a) });
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ code: '0' });
  });

  it("lists only the host company's contacts, the user's own sales first", async () => {
    const { a, aDefault, aFcl, aAir, bSales } = await twoCompanies();
    const { token, userId } = await createUserWithSession(a.id);
    await linkUser(userId, { salesContactId: aAir.id });
    const r = await call<{ rows: SalesContact[]; total: number }>(getSalesList, { method: 'GET', host: host(a), cookies: { author: token } });
    expect(r.status).toBe(200);
    expect(r.json.rows.map((c) => c.id)).toEqual([aAir.id, aDefault.id, aFcl.id]);
    expect(r.json.rows.map((c) => c.id)).not.toContain(bSales.id);
    expect(r.json.total).toBe(3);
    // English name falls back to the Chinese one
    expect(r.json.rows[0]).toMatchObject({ businessId: 3, businessAirPortName: '浦东机场 PVG', nameEn: '甲空运' });
  });

  it("ignores a dedicated contact of another company and a session of another company", async () => {
    const { a, b, bSales } = await twoCompanies();
    const { token, userId } = await createUserWithSession(a.id);
    await linkUser(userId, { salesContactId: bSales.id });
    const r = await call<{ rows: SalesContact[] }>(getSalesList, { method: 'GET', host: host(a), cookies: { author: token } });
    expect(r.json.rows.every((c) => c.nameCn.startsWith('甲'))).toBe(true);
    // A's token on B's host is no session at all
    const rb = await call(getSalesList, { method: 'GET', host: host(b), cookies: { author: token } });
    expect(rb.status).toBe(401);
  });

  it('under the company sales limit an uncertified user sees only the default contact', async () => {
    const a = await createCompany({ programJurisdictionFlag: true });
    const def = await addContact(a.id, { nameCn: '默认客服', isDefault: true });
    await addContact(a.id, { nameCn: '专属销售' });
    const plain = await createUserWithSession(a.id);
    const certified = await createUserWithSession(a.id, { certificationStatus: 3 });
    const r1 = await call<{ rows: SalesContact[] }>(getSalesList, { method: 'GET', host: host(a), cookies: { author: plain.token } });
    expect(r1.json.rows.map((c) => c.id)).toEqual([def.id]);
    const r2 = await call<{ rows: SalesContact[] }>(getSalesList, { method: 'GET', host: host(a), cookies: { author: certified.token } });
    expect(r2.json.rows).toHaveLength(2);
  });
});

describe('GET /mobileUser/getSalesLimit', () => {
  it('limits visitors, and uncertified users when the company says so', async () => {
    const open = await createCompany();
    const strict = await createCompany({ programJurisdictionFlag: true });
    const visitor = await call<{ data: unknown }>(getSalesLimit, { method: 'GET', host: host(open) });
    expect(visitor.json.data).toEqual({ limited: true, reason: 'login' });
    const u = await createUserWithSession(open.id);
    const user = await call<{ data: unknown }>(getSalesLimit, { method: 'GET', host: host(open), cookies: { author: u.token } });
    expect(user.json.data).toEqual({ limited: false, reason: 'none' });
    const s = await createUserWithSession(strict.id);
    const uncertified = await call<{ data: unknown }>(getSalesLimit, { method: 'GET', host: host(strict), cookies: { author: s.token } });
    expect(uncertified.json.data).toEqual({ limited: true, reason: 'certification' });
  });
});

describe('POST /webfclfreight/queryWebMyCustomer', () => {
  it("returns the company's default manager with every field and the fallbacks", async () => {
    // No English company name: companyNameEn falls back to companyName
    const c = await createCompany({ companyNameCn: '丙物流', companyNameEn: '', companyNameScn: '丙', webInLogo: '/logo.svg', companyAddr: '深圳市丙路2号' });
    await addManager(c.id, { nameCn: '备选经理', nameEn: 'Backup' });
    const def = await addManager(c.id, { nameCn: '罗经理', nameEn: '', post: '客户经理', mobile: '13700000000', isDefault: true, skype: 'luo', splUserName: '梁', splMobile: '13900000000', splEmail: 'l@x.test' });
    const r = await call<{ code: string; data: AccountManager }>(queryWebMyCustomer, { host: host(c), body: { companyId: c.id } });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({
      companyAdd: '深圳市丙路2号',
      companyId: c.id,
      companyLogo: '/logo.svg',
      companyName: '丙物流',
      companyNameEn: '丙物流',
      companyNameScn: '丙',
      companyNameSen: '丙',
      email: '',
      headPic: '',
      id: def.id,
      mobile: '13700000000',
      nameCn: '罗经理',
      nameEn: '罗经理',
      post: '客户经理',
      qq: '',
      skype: 'luo',
      splEmail: 'l@x.test',
      splMobile: '13900000000',
      splUserName: '梁',
    });
  });

  it("prefers the logged-in user's own manager and gives the address in the request language", async () => {
    const c = await createCompany({ companyAddr: '上海', companyAddrEn: 'Shanghai' });
    await addManager(c.id, { nameCn: '默认经理', isDefault: true });
    const own = await addManager(c.id, { nameCn: '专属经理', nameEn: 'Own' });
    const { token, userId } = await createUserWithSession(c.id);
    await linkUser(userId, { accountManagerId: own.id });
    const r = await call<{ data: AccountManager }>(queryWebMyCustomer, {
      host: host(c),
      body: { companyId: c.id },
      cookies: { author: token },
      headers: { lang: 'en' },
    });
    expect(r.json.data).toMatchObject({ id: own.id, nameEn: 'Own', companyAdd: 'Shanghai' });
  });

  it('refuses another company id and answers without data when there is no manager', async () => {
    const { a, b } = await twoCompanies();
    const mismatch = await call(queryWebMyCustomer, { host: host(a), body: { companyId: b.id } });
    expect(mismatch.status).toBe(403);
    const none = await call(queryWebMyCustomer, { host: host(a), body: {} });
    expect(none.json).toEqual({ code: '1' });
  });
});

describe('POST /webuser/userPersonasUtil', () => {
  async function eventsOf(companyId: number) {
    const db = await getDb();
    return db.select().from(behaviourEvents).where(eq(behaviourEvents.companyId, companyId));
  }

  it("stores a visitor's event under the host company", async () => {
    const { a, b } = await twoCompanies();
    const r = await call(userPersonasUtil, { host: host(a), body: { type: 41, data: { contactId: 7, subject: 'sales' } } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ code: '1' });
    const rows = await eventsOf(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 41, userId: null, data: { contactId: 7, subject: 'sales' } });
    expect(await eventsOf(b.id)).toHaveLength(0);
  });

  it('records the logged-in user', async () => {
    const c = await createCompany();
    const { token, userId } = await createUserWithSession(c.id);
    await call(userPersonasUtil, { host: host(c), body: { type: 25 }, cookies: { author: token } });
    const db = await getDb();
    const rows = await db.select().from(behaviourEvents).where(and(eq(behaviourEvents.companyId, c.id), eq(behaviourEvents.type, 25)));
    expect(rows.map((e) => e.userId)).toEqual([userId]);
  });

  it('refuses oversized or malformed payloads', async () => {
    const c = await createCompany();
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    for (const body of [{ type: 41, data: many }, { type: 41, data: { note: 'x'.repeat(201) } }, { type: 1.5 }, { type: 41, data: { nested: { a: 1 } } }, {}]) {
      const r = await call(userPersonasUtil, { host: host(c), body });
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    expect(await eventsOf(c.id)).toHaveLength(0);
  });

  it('bounds how many events one caller may store per minute', async () => {
    const c = await createCompany();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    // every call inside one minute's window, however long the calls take
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Math.floor(Date.now() / 60_000) * 60_000 + 1000);
    for (let i = 0; i < BEHAVIOUR_PER_MINUTE; i++) {
      expect((await call(userPersonasUtil, { host: host(c), body: { type: 41 }, headers })).status).toBe(200);
    }
    const over = await call(userPersonasUtil, { host: host(c), body: { type: 41 }, headers });
    expect(over.status).toBe(429);
    expect(await eventsOf(c.id)).toHaveLength(BEHAVIOUR_PER_MINUTE);
    clock.mockRestore();
  });

  it('gives a caller a new budget in the next minute', async () => {
    const c = await createCompany();
    const rule = [{ name: 'test-window', limit: 3, windowSec: 60, key: 'caller' }];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T10:00:01Z'));
      for (let i = 0; i < 3; i++) await consume(c.id, rule);
      vi.setSystemTime(new Date('2026-11-21T10:00:30Z'));
      await expect(consume(c.id, rule)).rejects.toThrow();
      vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
      await expect(consume(c.id, rule)).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
