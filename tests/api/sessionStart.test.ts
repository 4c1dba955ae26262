// One rule for starting a session, on every login path: the session the browser presented ends (its
// token finds nothing afterwards), the new one works, and the user's sessions on other devices stay
// (a password change ends them all, by design).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/webuser/login/route';
import { POST as register } from '@/app/api/webuser/register/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { POST as confirm } from '@/app/api/webuser/qrLogin/confirm/route';
import { GET as status } from '@/app/api/webuser/qrLogin/status/route';
import { POST as ticket } from '@/app/api/webuser/qrLogin/ticket/route';
import { POST as updatePassword } from '@/app/api/webuser/updatePassword/route';
import { GET as callback } from '@/app/api/webuser/wechat/callback/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { findSession, startSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { userIdentities } from '@/lib/server/db/schema';
import { wechatSettings } from '@/lib/server/wechat';
import { call, createCompany, createUserWithSession, type TestCompany } from './helpers';
import { DESKTOP_UA, PASSWORD, codeFromOutbox, createAccount, createStaff, newMobile, setCookies } from './accountFixtures';

type Answer = { code: string; data?: Record<string, unknown> };

let co: TestCompany;
let host: string;

beforeAll(async () => {
  co = await createCompany();
  host = co.domains[0]!;
});

/** A session of the user on another device (not the browser that logs in). */
async function otherDevice(userId: number): Promise<string> {
  return startSession(await getDb(), { userId, companyId: co.id, previousToken: null, client: { userAgent: 'other device' } });
}

/** The browser's current session: someone else's, to show the rule holds whoever it belonged to. */
const browserSession = () => createUserWithSession(co.id).then((s) => s.token);

const alive = async (token: string) => (await findSession(token, co.id)) !== null;

function newAuthor(headers: Headers): string {
  const c = setCookies(headers).get('author');
  expect(c?.value).toBeTruthy();
  return c!.value;
}

describe('one way to start a session', () => {
  it('password login: the browser’s previous session ends, other devices stay', async () => {
    const acct = await createAccount(co.id);
    const before = await browserSession();
    const elsewhere = await otherDevice(acct.userId);
    const res = await call<Answer>(login, { host, body: { account: acct.mobile, password: PASSWORD }, cookies: { author: before } });
    expect(res.status).toBe(200);
    const token = newAuthor(res.headers);
    expect(await alive(before)).toBe(false);
    expect(await alive(token)).toBe(true);
    expect(await alive(elsewhere)).toBe(true);
  });

  it('password login of an API client: the token it presented ends too, and the new one comes as apiKey', async () => {
    const acct = await createAccount(co.id);
    const before = await browserSession();
    const res = await call<{ validateMap: { apiKey?: string } }>(login, {
      host,
      body: { account: acct.mobile, password: PASSWORD },
      headers: { 'x-client': 'api', authorization: before },
    });
    expect(res.status).toBe(200);
    expect(setCookies(res.headers).has('author')).toBe(false);
    expect(await alive(res.json.validateMap.apiKey!)).toBe(true);
    expect(await alive(before)).toBe(false);
  });

  it('registration: the browser’s previous session ends', async () => {
    const mobile = newMobile();
    expect((await call(sendCode, { host, body: { account: mobile } })).status).toBe(200);
    const code = await codeFromOutbox(co.id, mobile);
    const before = await browserSession();
    const res = await call<Answer>(register, {
      host,
      cookies: { author: before },
      body: { account: mobile, verifyCode: code, password: 'Abc12345', nameCn: '李四', companyName: '李氏贸易', agree: true },
    });
    expect(res.status).toBe(200);
    expect(await alive(newAuthor(res.headers))).toBe(true);
    expect(await alive(before)).toBe(false);
  });

  it('QR login: the desktop’s previous session ends, the phone’s stays', async () => {
    const t = await call<{ data: { ticket: string } }>(ticket, { host, headers: { 'user-agent': DESKTOP_UA } });
    const pre = setCookies(t.headers).get('qr_pre')!.value;
    const phone = await createUserWithSession(co.id);
    await call(confirm, { host, cookies: { author: phone.token }, body: { ticket: t.json.data.ticket, approve: true } });
    const before = await browserSession();
    const res = await call<Answer>(status, {
      method: 'GET',
      host,
      url: `/api/webuser/qrLogin/status?ticket=${t.json.data.ticket}`,
      cookies: { qr_pre: pre, author: before },
    });
    expect(res.json.data).toMatchObject({ status: 'confirmed' });
    const token = newAuthor(res.headers);
    expect(await alive(token)).toBe(true);
    expect(await alive(before)).toBe(false);
    expect(await alive(phone.token)).toBe(true);
  });

  it('password change: every session of the user ends, this browser gets a new one', async () => {
    const acct = await createAccount(co.id);
    const mine = (await call<Answer>(login, { host, body: { account: acct.mobile, password: PASSWORD } })).headers;
    const current = newAuthor(mine);
    const elsewhere = await otherDevice(acct.userId);
    const res = await call<Answer>(updatePassword, { host, cookies: { author: current }, body: { oldPassword: PASSWORD, password: 'Newpass123' } });
    expect(res.status).toBe(200);
    expect(await alive(newAuthor(res.headers))).toBe(true);
    expect(await alive(current)).toBe(false);
    expect(await alive(elsewhere)).toBe(false);
  });

  it('staff login: the staff session the browser presented ends', async () => {
    const staff = await createStaff(co.id);
    const first = await call(staffLogin, { host, body: { username: staff.username, password: staff.password } });
    const before = setCookies(first.headers).get('staff_author')!.value;
    const second = await call(staffLogin, { host, body: { username: staff.username, password: staff.password }, cookies: { staff_author: before } });
    const after = setCookies(second.headers).get('staff_author')!.value;
    expect((await call(staffSession, { method: 'GET', host, cookies: { staff_author: after } })).status).toBe(200);
    expect((await call(staffSession, { method: 'GET', host, cookies: { staff_author: before } })).status).toBe(401);
  });

  describe('WeChat login (mocked WeChat on 127.0.0.1)', () => {
    let server: Server;

    beforeAll(async () => {
      server = createServer((req, res) => {
        const code = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('code') ?? '';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ access_token: 'at', openid: `open-${code}`, unionid: `union-${code}` }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      vi.spyOn(wechatSettings, 'get').mockReturnValue({ appId: 'wx', appSecret: 's', apiBase: base, openBase: 'https://open.weixin.qq.com' });
    });

    afterAll(async () => {
      vi.mocked(wechatSettings.get).mockRestore();
      await new Promise((resolve) => server.close(resolve));
    });

    it('the browser’s previous session ends, other devices stay', async () => {
      const acct = await createAccount(co.id);
      const subject = `start-${acct.userId}`;
      const db = await getDb();
      await db.insert(userIdentities).values({ companyId: co.id, userId: acct.userId, provider: 'wechat', subject: `union-${subject}` });
      const elsewhere = await otherDevice(acct.userId);
      const t = await call<{ data: { ticket: string } }>(ticket, { host });
      const pre = setCookies(t.headers).get('qr_pre')!.value;
      const before = await browserSession();
      const res = await call(callback, {
        method: 'GET',
        host,
        url: `/api/webuser/wechat/callback?code=${subject}&state=${t.json.data.ticket}`,
        cookies: { qr_pre: pre, author: before },
      });
      expect(res.status).toBe(303);
      const token = newAuthor(res.headers);
      expect(await findSession(token, co.id)).toMatchObject({ userId: acct.userId });
      expect(await alive(before)).toBe(false);
      expect(await alive(elsewhere)).toBe(true);
    });
  });
});
