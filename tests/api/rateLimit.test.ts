// Rate limits: failed logins run out (429, localized, Retry-After), successes do not count, limits are
// per company and shared through the database, and a failing store refuses (fails closed).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/webuser/login/route';
import { GET as status } from '@/app/api/webuser/qrLogin/status/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { log } from '@/lib/server/log';
import { consume, limiterStore } from '@/lib/server/rateLimit';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { PASSWORD, createAccount, createStaff, newMobile, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string };

let a: TestCompany;
let b: TestCompany;
let hostA: string;

beforeAll(async () => {
  a = await createCompany();
  b = await createCompany();
  hostA = a.domains[0]!;
});

afterEach(() => vi.restoreAllMocks());

const attempt = (host: string, account: string | null, password: string, ip = '10.0.0.1', lang = 'cn') =>
  call<Answer>(login, { host, body: { account, password }, headers: { 'x-forwarded-for': ip, lang } });

describe('login limiter', () => {
  it('after 5 wrong passwords the account gets 429, even with the right password', async () => {
    const acct = await createAccount(a.id);
    for (let i = 0; i < 5; i++) expect((await attempt(hostA, acct.mobile, 'Wrong1234')).status).toBe(401);
    const sixth = await attempt(hostA, acct.mobile, 'Wrong1234');
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(cn.Api.tooManyRequests);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await attempt(hostA, acct.mobile, PASSWORD, '10.0.0.2', 'en');
    expect(right.status).toBe(429);
    expect(right.json.message).toBe(en.Api.tooManyRequests);
    expect(setCookies(right.headers).has('author')).toBe(false);
  });

  it('successful logins do not use up the allowance', async () => {
    const acct = await createAccount(a.id);
    for (let i = 0; i < 7; i++) expect((await attempt(hostA, acct.mobile, PASSWORD)).status).toBe(200);
  });

  it('counts per company: the same account name on company B is not locked', async () => {
    const mobile = newMobile();
    await createAccount(a.id, { mobile });
    const onB = await createAccount(b.id, { mobile });
    for (let i = 0; i < 6; i++) await attempt(hostA, mobile, 'Wrong1234');
    expect((await attempt(b.domains[0]!, onB.mobile, PASSWORD)).status).toBe(200);
  });

  it('fails closed: when the store errors the login is refused, not let through', async () => {
    const acct = await createAccount(a.id);
    vi.spyOn(limiterStore, 'add').mockRejectedValue(new Error('db down'));
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const res = await attempt(hostA, acct.mobile, PASSWORD);
    expect(res.status).toBe(503);
    expect(logged).toHaveBeenCalledWith('rateLimit.store', expect.anything());
    expect(res.json.message).toBe(cn.Api.serviceUnavailable);
    expect(setCookies(res.headers).has('author')).toBe(false);
    vi.restoreAllMocks();
    expect((await attempt(hostA, acct.mobile, PASSWORD)).status).toBe(200);
  });

  it('staff login is limited the same way', async () => {
    const s = await createStaff(a.id);
    for (let i = 0; i < 5; i++) await call(staffLogin, { host: hostA, body: { username: s.username, password: 'Wrong1234' } });
    const res = await call<Answer>(staffLogin, { host: hostA, body: { username: s.username, password: s.password } });
    expect(res.status).toBe(429);
  });
});

describe('route limits', () => {
  it('code sending is limited per account and per address', async () => {
    // per address: 20 an hour
    const ip = '10.9.9.9';
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await call(sendCode, { host: hostA, body: { account: newMobile() }, headers: { 'x-forwarded-for': ip } })).status;
    expect(last).toBe(429);
    expect((await call(sendCode, { host: hostA, body: { account: newMobile() }, headers: { 'x-forwarded-for': '10.9.9.10' } })).status).toBe(200);
  });

  it('the QR poll fails closed too', async () => {
    vi.spyOn(limiterStore, 'add').mockRejectedValue(new Error('db down'));
    vi.spyOn(log, 'error').mockImplementation(() => {});
    const res = await call<Answer>(status, { method: 'GET', host: hostA, url: `/api/webuser/qrLogin/status?ticket=${'a'.repeat(32)}` });
    expect(res.status).toBe(503);
  });

  it('consume() counts across calls through the database (what other instances see)', async () => {
    const rule = { name: 'test', limit: 2, windowSec: 60, key: 'k' };
    await consume(a.id, [rule]);
    await consume(a.id, [rule]);
    await expect(consume(a.id, [rule])).rejects.toMatchObject({ status: 429 });
    expect(await limiterStore.peek(a.id, 'test:k', new Date(Math.floor(Date.now() / 60_000) * 60_000))).toBe(3);
  });
});
