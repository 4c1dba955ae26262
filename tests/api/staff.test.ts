// Staff realm: login with its own HttpOnly cookie, logout, the per-company outbox, and the seeded
// staff admin.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as forgetPassword } from '@/app/api/webuser/forgetPassword/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { GET as userSession } from '@/app/api/webuser/session/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { POST as staffLogout } from '@/app/api/staff/logout/route';
import { GET as outbox } from '@/app/api/staff/outbox/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { verifyPassword } from '@/lib/server/auth/passwords';
import { getDb } from '@/lib/server/db';
import { outboxMessages, staffUsers, users } from '@/lib/server/db/schema';
import { enqueue } from '@/lib/server/outbox';
import { DEV_STAFF_PASSWORD, seedStaff } from '@/lib/server/db/seed/staff';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, twoCompanies, type TestCompany } from './helpers';
import { codeFromOutbox, createAccount, createStaff, lastMessage, newEmail, newMobile, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; rows?: Record<string, unknown>[]; total?: number };

let a: TestCompany, b: TestCompany, hostA: string, hostB: string;

beforeAll(async () => {
  ({ a, b, hostA, hostB } = await twoCompanies());
});

async function login(host: string, username: string, password: string) {
  const res = await call<Answer>(staffLogin, { host, body: { username, password } });
  return { res, token: setCookies(res.headers).get('staff_author')?.value };
}

describe('staff login', () => {
  it('sets an HttpOnly staff_author cookie and resolves the staff member', async () => {
    const s = await createStaff(a.id, { username: 'reviewer1' });
    const { res, token } = await login(hostA, 'Reviewer1', s.password);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ staffId: s.staffId, username: 'reviewer1', companyId: a.id });
    expect(setCookies(res.headers).get('staff_author')?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(setCookies(res.headers).has('author')).toBe(false);
    expect(JSON.stringify(res.json)).not.toContain(token!);
    const me = await call<Answer>(staffSession, { method: 'GET', host: hostA, cookies: { staff_author: token! } });
    expect(me.json.data).toMatchObject({ staffId: s.staffId });
  });

  it('refuses a wrong password, and staff of A on B', async () => {
    const s = await createStaff(a.id);
    const wrong = await login(hostA, s.username, 'Wrong9999');
    expect(wrong.res.status).toBe(401);
    expect(wrong.res.json.message).toBe(cn.Api.staffLoginFailed);
    expect(wrong.token).toBeUndefined();
    expect((await login(hostB, s.username, s.password)).res.status).toBe(401);
    const { token } = await login(hostA, s.username, s.password);
    expect((await call(staffSession, { method: 'GET', host: hostB, cookies: { staff_author: token! } })).status).toBe(401);
  });

  it('keeps the realms apart: a staff cookie is no user session and vice versa', async () => {
    const s = await createStaff(a.id);
    const { token } = await login(hostA, s.username, s.password);
    expect((await call(userSession, { method: 'GET', host: hostA, cookies: { author: token! } })).status).toBe(401);
    expect((await call(staffSession, { method: 'GET', host: hostA, cookies: { author: token! } })).status).toBe(401);
  });

  it('logout ends the staff session', async () => {
    const s = await createStaff(a.id);
    const { token } = await login(hostA, s.username, s.password);
    const out = await call<Answer>(staffLogout, { host: hostA, cookies: { staff_author: token! } });
    expect(out.json.code).toBe('1');
    expect(setCookies(out.headers).get('staff_author')?.attrs).toContain('max-age=0');
    expect((await call(staffSession, { method: 'GET', host: hostA, cookies: { staff_author: token! } })).status).toBe(401);
  });
});

describe('outbox', () => {
  it("lists this company's messages only, newest first, filterable by recipient", async () => {
    const m1 = newMobile();
    const m2 = newMobile();
    await call(sendCode, { host: hostA, body: { account: m1 } });
    await call(sendCode, { host: hostA, body: { account: m2 } });
    const mb = newMobile();
    await call(sendCode, { host: hostB, body: { account: mb } });
    const s = await createStaff(a.id, { permissions: ['outbox'] });
    const { token } = await login(hostA, s.username, s.password);
    const all = await call<Answer>(outbox, { method: 'GET', host: hostA, cookies: { staff_author: token! } });
    expect(all.status).toBe(200);
    const recipients = all.json.rows!.map((r) => r.recipient);
    expect(recipients.slice(0, 2)).toEqual([m2, m1]);
    expect(recipients).not.toContain(mb);
    const one = await call<Answer>(outbox, { method: 'GET', host: hostA, url: `/api/staff/outbox?to=${m1}&channel=sms`, cookies: { staff_author: token! } });
    expect(one.json.total).toBe(1);
    expect(one.json.rows![0]).toMatchObject({ channel: 'sms', kind: 'register-code', status: 'queued' });
    expect(String(one.json.rows![0]!.body)).toContain(cn.Api.outboxCodeHidden);
  });

  it('never shows a live code or link token: staff read that one was sent, the mail itself is unchanged', async () => {
    const db = await getDb();
    const mobile = newMobile();
    await call(sendCode, { host: hostA, body: { account: mobile } });
    const code = await codeFromOutbox(a.id, mobile);
    const user = await createAccount(a.id, { email: newEmail() });
    await call(sendCode, { host: hostA, body: { account: user.email, purpose: 'login' } });
    const loginCode = await codeFromOutbox(a.id, user.email!);
    const reset = await call<Answer>(forgetPassword, { host: hostA, body: { email: user.email } });
    expect(reset.json.code).toBe('1');
    const resetMail = await lastMessage(a.id, user.email!);
    const resetToken = resetMail!.body.match(/[?&]token=([A-Za-z0-9_-]+)/)![1]!;
    // a rate alert: its manage link is a credential, the lane's page is not
    const alertTo = newEmail();
    const lane = `http://${hostA}/lclFreight?portStartId=1&portEndId=2`;
    await enqueue(db, a.id, {
      channel: 'mail',
      recipient: alertTo,
      subject: 'rates',
      body: `see ${lane}\nunsubscribe: http://${hostA}/subscriptions/manage?token=AlertToken_0123456789abcdef`,
      kind: 'rate-alert',
    });

    const s = await createStaff(a.id, { permissions: ['outbox'] });
    const { token } = await login(hostA, s.username, s.password);
    const list = async (to: string, lang = 'cn') =>
      (await call<Answer>(outbox, { method: 'GET', host: hostA, url: `/api/staff/outbox?to=${encodeURIComponent(to)}`, cookies: { staff_author: token! }, headers: { lang } })).json;

    const registerRows = await list(mobile);
    expect(JSON.stringify(registerRows)).not.toContain(code);
    expect(String(registerRows.rows![0]!.body)).toContain(cn.Api.outboxCodeHidden);

    const userRows = await list(user.email!, 'en');
    const text = JSON.stringify(userRows);
    expect(text).not.toContain(loginCode);
    expect(text).not.toContain(resetToken);
    const byKind = new Map(userRows.rows!.map((r) => [r.kind, String(r.body)]));
    expect(byKind.get('login-code')).toContain(en.Api.outboxCodeHidden);
    expect(byKind.get('password-reset')).toContain(en.Api.outboxLinkHidden);
    expect(byKind.get('password-reset')).not.toMatch(/https?:\/\//);

    const alert = String((await list(alertTo)).rows![0]!.body);
    expect(alert).not.toContain('AlertToken_0123456789abcdef');
    expect(alert).toContain(cn.Api.outboxLinkHidden);
    expect(alert).toContain(lane);

    // what is delivered is the stored message, code and link included
    const stored = await db.select({ body: outboxMessages.body }).from(outboxMessages).where(eq(outboxMessages.recipient, user.email!));
    expect(stored.some((m) => m.body.includes(loginCode))).toBe(true);
    expect(stored.some((m) => m.body.includes(`token=${resetToken}`))).toBe(true);
  });

  it('needs a staff session with the outbox permission', async () => {
    expect((await call(outbox, { method: 'GET', host: hostA })).status).toBe(401);
    const s = await createStaff(a.id, { permissions: ['certification'] });
    const { token } = await login(hostA, s.username, s.password);
    expect((await call(outbox, { method: 'GET', host: hostA, cookies: { staff_author: token! } })).status).toBe(403);
  });
});

describe('seed', () => {
  it('creates one staff admin per company (scrypt, dev default password) and demo users, idempotently', async () => {
    const db = await getDb();
    await seedStaff(db);
    await seedStaff(db);
    for (const c of [a, b]) {
      const admins = await db.select().from(staffUsers).where(eq(staffUsers.companyId, c.id));
      const admin = admins.filter((s) => s.username === 'admin');
      expect(admin).toHaveLength(1);
      expect(admin[0]!.permissions).toEqual(['*']);
      expect(await verifyPassword(DEV_STAFF_PASSWORD, admin[0]!.passwordHash)).toBe(true);
      const demo = await db.select().from(users).where(eq(users.companyId, c.id));
      expect(demo.filter((u) => u.mobile === '13800000001' || u.mobile === '13800000002')).toHaveLength(2);
    }
    const { res } = await login(hostA, 'admin', DEV_STAFF_PASSWORD);
    expect(res.status).toBe(200);
  });
});
