// Account holes of issue 8: one-time codes that told registered from unregistered addresses and went to
// any number without a cap (SMS pumping), and a login phone or email that changed without proof.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/webuser/login/route';
import { POST as register } from '@/app/api/webuser/register/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { GET as getUserInfo, POST as saveUserInfo } from '@/app/api/webuser/userInfo/route';
import { getDb } from '@/lib/server/db';
import { outboxMessages, users } from '@/lib/server/db/schema';
import { count, LIMITS } from '@/lib/server/rateLimit';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { PASSWORD, codeFromOutbox, createAccount, lastMessage, newEmail, newMobile, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; fieldErrors?: Record<string, string[]> };

let a: TestCompany;
let host: string;
let ipSeq = 0;
/** A fresh client address per call, so that the per-address limit stays out of tests about the others. */
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '安全海运', companyNameEn: 'Safe Shipping' });
  host = a.domains[0]!;
});

afterEach(() => vi.restoreAllMocks());

const ask = (account: string, extra: { purpose?: 'register' | 'contact'; author?: string; lang?: string; ip?: string } = {}) =>
  call<Answer>(sendCode, {
    host,
    body: { account, ...(extra.purpose ? { purpose: extra.purpose } : {}) },
    headers: { 'x-forwarded-for': extra.ip ?? freshIp(), ...(extra.lang ? { lang: extra.lang } : {}) },
    cookies: extra.author ? { author: extra.author } : undefined,
  });

async function messagesTo(recipient: string) {
  const db = await getDb();
  return db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.id), eq(outboxMessages.recipient, recipient)));
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

describe('sendCode does not tell registered from unregistered', () => {
  it('answers a registered mobile and email exactly as unregistered ones (status, body), in both languages', async () => {
    for (const lang of ['cn', 'en']) {
      const registered = await createAccount(a.id, { email: newEmail() });
      const pairs = [
        [registered.mobile!, newMobile()],
        [registered.email!, newEmail()],
      ];
      for (const [known, unknown] of pairs) {
        const r1 = await ask(known!, { lang });
        const r2 = await ask(unknown!, { lang });
        expect(r1.status).toBe(200);
        expect(r2.status).toBe(r1.status);
        expect(r2.json).toEqual(r1.json);
        // and the answer to the next request within the minute is alike too
        expect((await ask(known!, { lang })).status).toBe(429);
        expect((await ask(unknown!, { lang })).status).toBe(429);
      }
    }
  });

  it('the registered address gets a notice (no code); registering with any code fails as for a wrong code', async () => {
    const registered = await createAccount(a.id);
    await ask(registered.mobile!);
    const [notice] = await messagesTo(registered.mobile!);
    expect(notice).toMatchObject({ kind: 'account-exists', channel: 'sms' });
    expect(notice!.body).not.toMatch(/\b\d{6}\b/);
    expect(notice!.body).toContain('安全海运');
    const res = await call<Answer>(register, {
      host,
      body: { account: registered.mobile, verifyCode: '000000', password: 'Abc12345', nameCn: '王五', companyName: '王氏', agree: true },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(cn.Api.codeInvalid);
  });

  it('takes the same order of time for a registered and an unregistered address', async () => {
    const timed = async (account: () => string) => {
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        expect((await ask(account())).status).toBe(200);
        out.push(performance.now() - t0);
      }
      return median(out);
    };
    await timed(() => newMobile()); // warm-up
    const unregisteredTime = await timed(() => newMobile());
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createAccount(a.id)));
    let i = 0;
    const knownTime = await timed(() => accounts[i++]!.mobile!);
    // Same writes on both paths: well within one order of magnitude (plus scheduling noise).
    expect(knownTime).toBeLessThan(unregisteredTime * 5 + 50);
    expect(unregisteredTime).toBeLessThan(knownTime * 5 + 50);
  });
});

describe('sendCode caps (SMS pumping)', () => {
  /** A time 1 s into the next hour: every window of this test starts at once. */
  const hourAligned = () => Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000 + 1000;

  it('caps codes per number: the 6th in an hour is refused with a localized 429, whoever asks', async () => {
    const mobile = newMobile();
    const base = hourAligned();
    const now = vi.spyOn(Date, 'now');
    for (let i = 0; i < 5; i++) {
      now.mockReturnValue(base + i * 61_000);
      expect((await ask(mobile)).status).toBe(200);
    }
    now.mockReturnValue(base + 5 * 61_000);
    const sixth = await ask(mobile, { lang: 'en' });
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(en.Api.codeLimitReached);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await messagesTo(mobile)).length).toBe(5);
    // the next hour opens again, up to the day's cap
    now.mockReturnValue(base + 3_600_000 + 1000);
    expect((await ask(mobile)).status).toBe(200);
  });

  it('caps codes per number per day', async () => {
    const mobile = newMobile();
    const base = hourAligned();
    const now = vi.spyOn(Date, 'now').mockReturnValue(base);
    // the day's counter already holds 10 codes of this number
    await count(a.id, { ...LIMITS.sendCodeAccountDay, key: `acct:${mobile}` }, LIMITS.sendCodeAccountDay.limit);
    const res = await ask(mobile);
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(cn.Api.codeLimitReached);
    now.mockRestore();
  });

  it('caps codes per client address', async () => {
    const ip = '10.78.0.1';
    let last: Answer | null = null;
    let status = 0;
    for (let i = 0; i <= LIMITS.sendCodeIp.limit; i++) {
      const res = await ask(newMobile(), { ip });
      status = res.status;
      last = res.json;
    }
    expect(status).toBe(429);
    expect(last!.message).toBe(cn.Api.codeLimitReached);
  });

  it('caps SMS codes per company and hour for everyone together; mail has its own cap', async () => {
    const c = await createCompany();
    const now = vi.spyOn(Date, 'now').mockReturnValue(hourAligned());
    await count(c.id, { ...LIMITS.sendCodeCompany, key: 'company:sms' }, LIMITS.sendCodeCompany.limit);
    const res = await call<Answer>(sendCode, { host: c.domains[0], body: { account: newMobile() }, headers: { 'x-forwarded-for': freshIp(), lang: 'en' } });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(en.Api.codeLimitReached);
    const mail = await call<Answer>(sendCode, { host: c.domains[0], body: { account: newEmail() }, headers: { 'x-forwarded-for': freshIp() } });
    expect(mail.status).toBe(200);
    now.mockRestore();
  });
});

describe('changing the login phone or email needs a code sent to the new address', () => {
  const profile = { nameCn: '张三', nameEn: 'San Zhang', companyName: '张氏物流', duty: '经理', qq: '', companyAddr: '' };

  async function loggedIn(opts: { email?: string | null } = {}) {
    const acct = await createAccount(a.id, { email: opts.email ?? null });
    const res = await call(login, { host, body: { account: acct.mobile, password: PASSWORD }, headers: { 'x-forwarded-for': freshIp() } });
    return { ...acct, author: setCookies(res.headers).get('author')!.value };
  }
  const save = (author: string, body: Record<string, unknown>, lang = 'cn') =>
    call<Answer>(saveUserInfo, { host, cookies: { author }, body: { ...profile, ...body }, headers: { lang } });
  const stored = async (userId: number) => {
    const db = await getDb();
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    return u!;
  };

  it('refuses a new phone or email without a valid code, and changes nothing', async () => {
    const me = await loggedIn({ email: newEmail() });
    const newPhone = newMobile();
    const noCode = await save(me.author, { phone: newPhone, email: me.email, nameCn: '李四' }, 'en');
    expect(noCode.status).toBe(400);
    expect(noCode.json.message).toBe(en.Api.contactCodeRequired);
    const wrong = await save(me.author, { phone: newPhone, email: me.email, phoneCode: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(cn.Api.codeInvalid);
    const mail = await save(me.author, { phone: me.mobile, email: newEmail() });
    expect(mail.status).toBe(400);
    expect(mail.json.message).toBe(cn.Api.contactCodeRequired);
    const row = await stored(me.userId);
    expect(row).toMatchObject({ mobile: me.mobile, email: me.email, nameCn: '张三' });
    expect((await call(login, { host, body: { account: newPhone, password: PASSWORD }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(401);
  });

  it('a code sent for someone else (another user, or a registration) does not change my phone', async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const target = newMobile();
    await ask(target, { purpose: 'contact', author: other.author });
    const othersCode = await codeFromOutbox(a.id, target);
    expect((await save(me.author, { phone: target, email: '', phoneCode: othersCode })).status).toBe(400);
    const regTarget = newMobile();
    await ask(regTarget);
    const registrationCode = await codeFromOutbox(a.id, regTarget);
    expect((await save(me.author, { phone: regTarget, email: '', phoneCode: registrationCode })).status).toBe(400);
    expect((await stored(me.userId)).mobile).toBe(me.mobile);
  });

  it('asking for a contact code needs a session', async () => {
    const res = await ask(newMobile(), { purpose: 'contact' });
    expect(res.status).toBe(401);
  });

  it('with the codes the phone and email change, and the old addresses are told (same transaction, through the outbox)', async () => {
    const oldEmail = newEmail();
    const me = await loggedIn({ email: oldEmail });
    const newPhone = newMobile();
    const newMail = newEmail();
    expect((await ask(newPhone, { purpose: 'contact', author: me.author })).status).toBe(200);
    expect((await ask(newMail, { purpose: 'contact', author: me.author, lang: 'en' })).status).toBe(200);
    expect(await lastMessage(a.id, newMail)).toMatchObject({ kind: 'contact-code', channel: 'mail' });
    const phoneCode = await codeFromOutbox(a.id, newPhone);
    const emailCode = await codeFromOutbox(a.id, newMail);
    const res = await save(me.author, { phone: newPhone, email: newMail, phoneCode, emailCode }, 'en');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ phone: newPhone, email: newMail });
    expect(await stored(me.userId)).toMatchObject({ mobile: newPhone, email: newMail });

    const smsNotice = await lastMessage(a.id, me.mobile!);
    expect(smsNotice).toMatchObject({ kind: 'contact-changed', channel: 'sms' });
    expect(smsNotice!.body).toContain(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`);
    expect(smsNotice!.body).not.toContain(newPhone);
    const mailNotice = await lastMessage(a.id, oldEmail);
    expect(mailNotice).toMatchObject({ kind: 'contact-changed', channel: 'mail', subject: en.Api.mailContactChangedSubject.replace('{company}', 'Safe Shipping') });

    // the new phone logs in, the old one no longer; each code works once
    expect((await call(login, { host, body: { account: newPhone, password: PASSWORD }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
    expect((await call(login, { host, body: { account: me.mobile, password: PASSWORD }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(401);
  });

  it('other fields save without a code, and send no notice', async () => {
    const email = newEmail();
    const me = await loggedIn({ email });
    const before = (await messagesTo(me.mobile!)).length;
    const res = await save(me.author, { phone: me.mobile, email: email.toUpperCase(), nameCn: '李四', duty: '总监' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ nameCn: '李四', duty: '总监', phone: me.mobile, email });
    expect((await messagesTo(me.mobile!)).length).toBe(before);
    expect(await messagesTo(email)).toEqual([]);
    const read = await call<Answer>(getUserInfo, { method: 'GET', host, cookies: { author: me.author } });
    expect(read.json.data).toMatchObject({ nameCn: '李四' });
  });

  it('removing the email needs no code (the phone stays the login), but the old address is told', async () => {
    const email = newEmail();
    const me = await loggedIn({ email });
    const res = await save(me.author, { phone: me.mobile, email: '' });
    expect(res.status).toBe(200);
    expect((await stored(me.userId)).email).toBeNull();
    expect(await lastMessage(a.id, email)).toMatchObject({ kind: 'contact-changed' });
  });
});
