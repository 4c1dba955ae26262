// Rate limits: failed logins run out per (account, address) and per address (429, localized, Retry-After)
// while the account itself is only slowed down, never for a browser that logged in to it before;
// successes do not count, limits are per company and shared through the database, and a failing
// store refuses (fails closed).
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
  // The policy (lib/server/auth/loginGuard.ts): refusals per (account, address) and per address;
  // per account only a slow-down, and never for a browser that logged in to the account before.
  const KNOWN = 'known_browser';
  const fixedNow = (at: number) => vi.spyOn(Date, 'now').mockReturnValue(at);
  /** A time 1 s into a minute, so every window (5, 15, 60 s) starts at once. */
  const alignedNow = () => Math.floor(Date.now() / 60_000) * 60_000 + 60_000 + 1000;

  it('five wrong passwords from five other addresses do not stop the owner’s correct login from a known browser', async () => {
    const acct = await createAccount(a.id);
    const first = await attempt(hostA, acct.mobile, PASSWORD, '10.1.0.1');
    expect(first.status).toBe(200);
    const known = setCookies(first.headers).get(KNOWN)!;
    expect(known.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    expect(Number(known.attrs.find((x) => x.startsWith('max-age='))!.slice(8))).toBeGreaterThan(30 * 24 * 3600);
    for (let i = 1; i <= 5; i++) expect((await attempt(hostA, acct.mobile, 'Wrong1234', `10.2.0.${i}`)).status).toBe(401);
    // and the attack goes on: the account is being slowed down for everyone else
    fixedNow(alignedNow());
    for (let i = 6; i <= 9; i++) await attempt(hostA, acct.mobile, 'Wrong1234', `10.2.0.${i}`);
    const owner = await call<Answer>(login, { host: hostA, body: { account: acct.mobile, password: PASSWORD }, headers: { 'x-forwarded-for': '10.1.0.1' }, cookies: { [KNOWN]: known.value } });
    expect(owner.status).toBe(200);
    expect(setCookies(owner.headers).has('author')).toBe(true);
    // The same browser keeps its token; a new address of the owner with the cookie works as well.
    expect(setCookies(owner.headers).get(KNOWN)!.value).toBe(known.value);
    const moved = await call<Answer>(login, { host: hostA, body: { account: acct.mobile, password: PASSWORD }, headers: { 'x-forwarded-for': '10.1.9.9' }, cookies: { [KNOWN]: known.value } });
    expect(moved.status).toBe(200);
  });

  it('a known-browser cookie of another account (or a made-up one) does not count as known', async () => {
    const victim = await createAccount(a.id);
    const mine = await createAccount(a.id);
    const myCookie = setCookies((await attempt(hostA, mine.mobile, PASSWORD, '10.3.0.1')).headers).get(KNOWN)!.value;
    const at = alignedNow();
    fixedNow(at);
    for (let i = 1; i <= 6; i++) await attempt(hostA, victim.mobile, 'Wrong1234', `10.3.1.${i}`);
    for (const cookie of [myCookie, 'x'.repeat(43)]) {
      const res = await call<Answer>(login, { host: hostA, body: { account: victim.mobile, password: PASSWORD }, headers: { 'x-forwarded-for': '10.3.2.1' }, cookies: { [KNOWN]: cookie } });
      expect(res.status).toBe(429);
    }
  });

  it('brute force from one address is stopped (429 for that address, even with the right password); the owner elsewhere is not', async () => {
    const acct = await createAccount(a.id);
    for (let i = 0; i < 5; i++) expect((await attempt(hostA, acct.mobile, 'Wrong1234', '10.4.0.1')).status).toBe(401);
    const sixth = await attempt(hostA, acct.mobile, 'Wrong1234', '10.4.0.1');
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(cn.Api.tooManyRequests);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await attempt(hostA, acct.mobile, PASSWORD, '10.4.0.1', 'en');
    expect(right.status).toBe(429);
    expect(right.json.message).toBe(en.Api.tooManyRequests);
    expect(setCookies(right.headers).has('author')).toBe(false);
    // No lockout: the owner from another address (a new browser) logs in.
    expect((await attempt(hostA, acct.mobile, PASSWORD, '10.4.0.2')).status).toBe(200);
  });

  it('a known browser is not stopped by others’ failures at its own address (an office NAT), only by its own', async () => {
    const acct = await createAccount(a.id);
    const known = setCookies((await attempt(hostA, acct.mobile, PASSWORD, '10.4.1.1')).headers).get(KNOWN)!.value;
    for (let i = 0; i < 6; i++) await attempt(hostA, acct.mobile, 'Wrong1234', '10.4.1.1');
    for (let i = 0; i < 31; i++) await attempt(hostA, newMobile(), 'Wrong1234', '10.4.1.1');
    expect((await attempt(hostA, acct.mobile, PASSWORD, '10.4.1.1')).status).toBe(429);
    const asKnown = (password: string) =>
      call<Answer>(login, { host: hostA, body: { account: acct.mobile, password }, headers: { 'x-forwarded-for': '10.4.1.1' }, cookies: { [KNOWN]: known } });
    expect((await asKnown(PASSWORD)).status).toBe(200);
    // its own failures are capped: past 10, it is an unknown browser at a refused address
    for (let i = 0; i < 10; i++) expect((await asKnown('Wrong1234')).status).toBe(401);
    expect((await asKnown(PASSWORD)).status).toBe(429);
  });

  it('one address guessing many accounts is stopped by the per-address limit', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await attempt(hostA, newMobile(), 'Wrong1234', '10.5.0.1')).status;
    expect(last).toBe(429);
  });

  it('a distributed attack is slowed: past 5 failures an unknown browser gets one try per wait, wherever it comes from', async () => {
    const acct = await createAccount(a.id);
    const at = alignedNow();
    const now = fixedNow(at);
    for (let i = 1; i <= 5; i++) expect((await attempt(hostA, acct.mobile, 'Wrong1234', `10.6.0.${i}`)).status).toBe(401);
    // the 6th failure takes the 5-second slot; the next tries, from fresh addresses, wait
    expect((await attempt(hostA, acct.mobile, 'Wrong1234', '10.6.0.6')).status).toBe(401);
    const slowed = await attempt(hostA, acct.mobile, 'Wrong1234', '10.6.0.7');
    expect(slowed.status).toBe(429);
    expect(slowed.json.message).toBe(cn.Api.loginThrottled);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5);
    // even the right password is not looked at while the account waits (no session, no guess)
    const right = await attempt(hostA, acct.mobile, PASSWORD, '10.6.0.8', 'en');
    expect(right.status).toBe(429);
    expect(right.json.message).toBe(en.Api.loginThrottled);
    expect(setCookies(right.headers).has('author')).toBe(false);
    // after the wait, one try again: the owner on a new browser gets in
    now.mockReturnValue(at + wait * 1000);
    expect((await attempt(hostA, acct.mobile, PASSWORD, '10.6.0.9')).status).toBe(200);
  });

  it('staff admin is not locked out either: wrong passwords from elsewhere, then the right one from a known browser', async () => {
    const s = await createStaff(a.id, { username: `admin${newMobile().slice(-6)}` });
    const first = await call<Answer>(staffLogin, { host: hostA, body: { username: s.username, password: s.password }, headers: { 'x-forwarded-for': '10.7.0.1' } });
    expect(first.status).toBe(200);
    const known = setCookies(first.headers).get(KNOWN)!.value;
    fixedNow(alignedNow());
    for (let i = 1; i <= 8; i++) await call(staffLogin, { host: hostA, body: { username: s.username, password: 'Wrong1234' }, headers: { 'x-forwarded-for': `10.7.1.${i}` } });
    const unknown = await call<Answer>(staffLogin, { host: hostA, body: { username: s.username, password: s.password }, headers: { 'x-forwarded-for': '10.7.2.1' } });
    expect(unknown.status).toBe(429);
    const res = await call<Answer>(staffLogin, { host: hostA, body: { username: s.username, password: s.password }, headers: { 'x-forwarded-for': '10.7.0.1' }, cookies: { [KNOWN]: known } });
    expect(res.status).toBe(200);
    expect(setCookies(res.headers).has('staff_author')).toBe(true);
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

  it('staff login from one address is limited the same way', async () => {
    const s = await createStaff(a.id);
    for (let i = 0; i < 5; i++) await call(staffLogin, { host: hostA, body: { username: s.username, password: 'Wrong1234' }, headers: { 'x-forwarded-for': '10.8.0.1' } });
    const res = await call<Answer>(staffLogin, { host: hostA, body: { username: s.username, password: s.password }, headers: { 'x-forwarded-for': '10.8.0.1' } });
    expect(res.status).toBe(429);
    const elsewhere = await call<Answer>(staffLogin, { host: hostA, body: { username: s.username, password: s.password }, headers: { 'x-forwarded-for': '10.8.0.2' } });
    expect(elsewhere.status).toBe(200);
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
    // one fixed instant, so the three calls and the peek share one minute's window
    const at = Math.floor(Date.now() / 60_000) * 60_000 + 60_000 + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(at);
    await consume(a.id, [rule]);
    await consume(a.id, [rule]);
    await expect(consume(a.id, [rule])).rejects.toMatchObject({ status: 429 });
    expect(await limiterStore.peek(a.id, 'test:k', new Date(Math.floor(at / 60_000) * 60_000))).toBe(3);
  });
});
