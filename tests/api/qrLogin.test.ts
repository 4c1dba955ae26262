// QR-scan login: the built-in flow (desktop ticket → logged-in phone confirms → desktop poll gets its
// own cookie), its failures (expired, replayed, foreign browser, rejected), and the WeChat adapter
// against a mocked WeChat server on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/webuser/login/route';
import { POST as confirm } from '@/app/api/webuser/qrLogin/confirm/route';
import { GET as info } from '@/app/api/webuser/qrLogin/info/route';
import { GET as status } from '@/app/api/webuser/qrLogin/status/route';
import { POST as ticket } from '@/app/api/webuser/qrLogin/ticket/route';
import { GET as session } from '@/app/api/webuser/session/route';
import { GET as callback } from '@/app/api/webuser/wechat/callback/route';
import { QR_CODES } from '@/lib/contracts/account';
import { hashToken } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { qrLoginTickets, sessions, userIdentities } from '@/lib/server/db/schema';
import { wechatSettings } from '@/lib/server/wechat';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, createUserWithSession, type TestCompany } from './helpers';
import { DESKTOP_UA, PASSWORD, PHONE_UA, createAccount, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown> };
type TicketData = { mode: string; ticket: string; qrUrl: string; authorizeUrl?: string; expiresIn: number; pollMs: number };

let a: TestCompany;
let b: TestCompany;
let host: string;

beforeAll(async () => {
  a = await createCompany();
  b = await createCompany();
  host = a.domains[0]!;
});

/** The desktop asks for a ticket: its ticket and its pre-login cookie. */
async function desktopTicket(h = host, headers: Record<string, string> = {}) {
  const res = await call<Answer>(ticket, { host: h, headers: { 'user-agent': DESKTOP_UA, 'x-forwarded-for': '192.168.1.20', ...headers } });
  expect(res.status).toBe(200);
  const pre = setCookies(res.headers).get('qr_pre');
  expect(pre?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
  return { data: res.json.data as TicketData, pre: pre!.value };
}

const poll = (t: string, pre: string | undefined, h = host) =>
  call<Answer>(status, {
    method: 'GET',
    host: h,
    url: `/api/webuser/qrLogin/status?ticket=${t}`,
    cookies: pre ? { qr_pre: pre } : undefined,
    headers: { 'user-agent': DESKTOP_UA },
  });

describe('built-in QR login', () => {
  it('full flow: ticket → phone sees the desktop and confirms → desktop poll gets its own session cookie', async () => {
    const { data, pre } = await desktopTicket();
    expect(data.mode).toBe('builtin');
    expect(data.expiresIn).toBeLessThanOrEqual(120);
    expect(data.ticket.length).toBeGreaterThanOrEqual(32); // ≥ 128 bits
    expect(data.qrUrl).toBe(`http://${host}/mobile/qrConfirm?ticket=${data.ticket}`);
    // only a hash of the ticket is stored
    const db = await getDb();
    expect(await db.select().from(qrLoginTickets).where(eq(qrLoginTickets.id, data.ticket))).toHaveLength(0);

    expect((await poll(data.ticket, pre)).json.data).toMatchObject({ status: 'waiting' });

    const phone = await createUserWithSession(a.id, { nameCn: '王五' });
    const seen = await call<Answer>(info, {
      method: 'GET',
      host,
      url: `/api/webuser/qrLogin/info?ticket=${data.ticket}`,
      cookies: { author: phone.token },
      headers: { 'user-agent': PHONE_UA },
    });
    expect(seen.status).toBe(200);
    expect(seen.json.data).toMatchObject({ browser: 'Chrome 126', os: 'Windows', device: 'Desktop', ip: '192.168.1.20', location: cn.Api.locationPrivate });
    expect((await poll(data.ticket, pre)).json.data).toMatchObject({ status: 'scanned' });

    const ok = await call<Answer>(confirm, { host, cookies: { author: phone.token }, body: { ticket: data.ticket, approve: true } });
    expect(ok.json).toMatchObject({ code: '1', data: { status: 'confirmed' } });

    const done = await poll(data.ticket, pre);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ status: 'confirmed', user: { userId: phone.userId, userName: '王五' } });
    const cookie = setCookies(done.headers).get('author');
    expect(cookie?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'max-age=86400']));
    // a NEW session for the desktop, never the phone's, and never in the JSON
    expect(cookie!.value).not.toBe(phone.token);
    expect(JSON.stringify(done.json)).not.toContain(cookie!.value);
    const me = await call<Answer>(session, { method: 'GET', host, cookies: { author: cookie!.value } });
    expect(me.json.data).toMatchObject({ userId: phone.userId });
    const [row] = await db.select().from(sessions).where(eq(sessions.id, hashToken(cookie!.value)));
    // the session is the desktop's (its user agent), not a copy of the phone's
    expect(row?.userAgent).toBe(DESKTOP_UA);
  });

  it('a replayed (already used) ticket fails with QR_USED', async () => {
    const { data, pre } = await desktopTicket();
    const phone = await createUserWithSession(a.id);
    await call(confirm, { host, cookies: { author: phone.token }, body: { ticket: data.ticket, approve: true } });
    expect((await poll(data.ticket, pre)).status).toBe(200);
    const again = await poll(data.ticket, pre);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: QR_CODES.used, message: cn.Api.qrUsed });
    expect(setCookies(again.headers).has('author')).toBe(false);
    const reconfirm = await call<Answer>(confirm, { host, cookies: { author: phone.token }, body: { ticket: data.ticket, approve: true } });
    expect(reconfirm.json.code).toBe(QR_CODES.used);
  });

  it('an expired ticket fails with QR_EXPIRED, for the phone and the desktop', async () => {
    const { data, pre } = await desktopTicket();
    const db = await getDb();
    await db.update(qrLoginTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(qrLoginTickets.id, hashToken(data.ticket)));
    const phone = await createUserWithSession(a.id);
    const c = await call<Answer>(confirm, { host, cookies: { author: phone.token }, body: { ticket: data.ticket, approve: true }, headers: { lang: 'en' } });
    expect(c.status).toBe(410);
    expect(c.json).toMatchObject({ code: QR_CODES.expired, message: en.Api.qrExpired });
    const p = await poll(data.ticket, pre);
    expect(p.status).toBe(410);
    expect(p.json.code).toBe(QR_CODES.expired);
  });

  it('a ticket polled from another browser fails with QR_FOREIGN_BROWSER and its session stays with the owner', async () => {
    const { data, pre } = await desktopTicket();
    const other = await desktopTicket();
    expect(other.pre).not.toBe(pre);
    const phone = await createUserWithSession(a.id);
    await call(confirm, { host, cookies: { author: phone.token }, body: { ticket: data.ticket, approve: true } });
    for (const cookie of [other.pre, undefined]) {
      const res = await poll(data.ticket, cookie);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: QR_CODES.foreign, message: cn.Api.qrForeign });
      expect(setCookies(res.headers).has('author')).toBe(false);
    }
    expect(setCookies((await poll(data.ticket, pre)).headers).has('author')).toBe(true);
  });

  it('a ticket rejected on the phone fails with QR_REJECTED', async () => {
    const { data, pre } = await desktopTicket();
    const phone = await createUserWithSession(a.id);
    const r = await call<Answer>(confirm, { host, cookies: { author: phone.token }, body: { ticket: data.ticket, approve: false } });
    expect(r.json.data).toMatchObject({ status: 'rejected' });
    const p = await poll(data.ticket, pre);
    expect(p.status).toBe(409);
    expect(p.json.code).toBe(QR_CODES.rejected);
  });

  it('the phone must be logged in, on the same company', async () => {
    const { data } = await desktopTicket();
    expect((await call(confirm, { host, body: { ticket: data.ticket, approve: true } })).status).toBe(401);
    const phoneB = await createUserWithSession(b.id);
    const onB = await call<Answer>(confirm, { host: b.domains[0]!, cookies: { author: phoneB.token }, body: { ticket: data.ticket, approve: true } });
    expect(onB.status).toBe(404);
    expect(onB.json.code).toBe(QR_CODES.unknown);
  });

  it('shows the address and an unknown location for a public IP', async () => {
    const { data } = await desktopTicket(host, { 'x-forwarded-for': '203.0.113.9', lang: 'en' });
    const phone = await createUserWithSession(a.id);
    const seen = await call<Answer>(info, { method: 'GET', host, url: `/api/webuser/qrLogin/info?ticket=${data.ticket}`, cookies: { author: phone.token }, headers: { lang: 'en' } });
    expect(seen.json.data).toMatchObject({ ip: '203.0.113.9', location: 'unknown' });
  });
});

describe('WeChat open-platform adapter (mocked WeChat on 127.0.0.1)', () => {
  let server: Server;
  let base = '';
  const exchanged: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      res.setHeader('content-type', 'application/json');
      if (url.pathname !== '/sns/oauth2/access_token' || url.searchParams.get('appid') !== 'wx-test' || url.searchParams.get('secret') !== 'secret-test') {
        res.end(JSON.stringify({ errcode: 40013, errmsg: 'invalid appid' }));
        return;
      }
      const code = url.searchParams.get('code') ?? '';
      exchanged.push(code);
      if (code.startsWith('good-')) res.end(JSON.stringify({ access_token: 'at', openid: `open-${code}`, unionid: `union-${code}`, expires_in: 7200 }));
      else res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.spyOn(wechatSettings, 'get').mockReturnValue({ appId: 'wx-test', appSecret: 'secret-test', apiBase: base, openBase: 'https://open.weixin.qq.com' });
  });

  afterEach(() => {
    exchanged.length = 0;
  });

  afterAll(async () => {
    vi.mocked(wechatSettings.get).mockRestore();
    await new Promise((resolve) => server.close(resolve));
  });

  const back = (q: string, pre?: string) =>
    call(callback, { method: 'GET', host, url: `/api/webuser/wechat/callback?${q}`, cookies: pre ? { qr_pre: pre } : undefined });

  it('hands out a WeChat authorize URL whose state is the browser-bound ticket', async () => {
    const { data } = await desktopTicket();
    expect(data.mode).toBe('wechat');
    const url = new URL(data.authorizeUrl!);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('appid')).toBe('wx-test');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe(data.ticket);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${host}/api/webuser/wechat/callback`);
  });

  it('refuses a bad state without asking WeChat', async () => {
    const { data, pre } = await desktopTicket();
    const other = await desktopTicket();
    for (const [q, cookie] of [
      [`code=good-1&state=${'x'.repeat(32)}`, pre],
      [`code=good-1&state=${data.ticket}`, other.pre],
      [`code=good-1&state=${data.ticket}`, undefined],
      ['code=good-1', pre],
    ] as const) {
      const res = await back(q, cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`http://${host}/?wechatLogin=state`);
      expect(setCookies(res.headers).has('author')).toBe(false);
    }
    expect(exchanged).toEqual([]);
  });

  it('reports a code WeChat refuses', async () => {
    const { data, pre } = await desktopTicket();
    const res = await back(`code=bad-1&state=${data.ticket}`, pre);
    expect(res.headers.get('location')).toBe(`http://${host}/?wechatLogin=failed`);
    expect(exchanged).toEqual(['bad-1']);
  });

  it('links an unknown WeChat account at the next account login of the browser, then logs it in directly', async () => {
    const acct = await createAccount(a.id);
    const first = await desktopTicket();
    const unbound = await back(`code=good-7&state=${first.data.ticket}`, first.pre);
    expect(unbound.headers.get('location')).toBe(`http://${host}/?wechatLogin=unbound`);
    expect(setCookies(unbound.headers).has('author')).toBe(false);
    // the state is single-use
    expect((await back(`code=good-7&state=${first.data.ticket}`, first.pre)).headers.get('location')).toContain('wechatLogin=state');

    await call(login, { host, body: { account: acct.mobile, password: PASSWORD }, cookies: { qr_pre: first.pre } });
    const db = await getDb();
    const links = await db.select().from(userIdentities).where(eq(userIdentities.userId, acct.userId));
    expect(links.map((l) => l.subject)).toEqual(['union-good-7']);

    const second = await desktopTicket();
    const res = await back(`code=good-7&state=${second.data.ticket}`, second.pre);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://${host}/`);
    const cookie = setCookies(res.headers).get('author');
    expect(cookie?.attrs).toContain('httponly');
    const me = await call<Answer>(session, { method: 'GET', host, cookies: { author: cookie!.value } });
    expect(me.json.data).toMatchObject({ userId: acct.userId });
  });
});
