// Accounts: registration with a one-time code, login cookies, API-client mode, logout, tenancy of
// sessions, the session route and the user-info rules.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/webuser/login/route';
import { POST as register } from '@/app/api/webuser/register/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { GET as session } from '@/app/api/webuser/session/route';
import { GET as getUserInfo, POST as saveUserInfo } from '@/app/api/webuser/userInfo/route';
import { POST as updatePassword } from '@/app/api/webuser/updatePassword/route';
import { POST as logout } from '@/app/api/webuser/webloginOut/route';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { getDb } from '@/lib/server/db';
import { salesContacts, sessions, users, verificationCodes } from '@/lib/server/db/schema';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, twoCompanies, type TestCompany } from './helpers';
import { PASSWORD, codeFromOutbox, createAccount, lastMessage, newEmail, newMobile, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; validateMap?: Record<string, unknown>; fieldErrors?: Record<string, string[]> };

let a: TestCompany;
let hostA: string;
let hostB: string;

beforeAll(async () => {
  ({ a, hostA, hostB } = await twoCompanies({ companyNameCn: '甲海运', companyNameEn: 'Jia Shipping' }));
});

const post = (handler: typeof login, host: string, body: unknown, extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  call<Answer>(handler, { host, body, ...extra });

describe('registration', () => {
  const form = (account: string, verifyCode: string, extra: Record<string, unknown> = {}) => ({
    account,
    verifyCode,
    password: 'Abc12345',
    nameCn: '李四',
    nameEn: 'Li Si',
    companyName: '李氏贸易',
    agree: true,
    ...extra,
  });

  it('sends a code by SMS to a mobile number through the outbox, and registers with it', async () => {
    const db = await getDb();
    const [sales] = await db
      .insert(salesContacts)
      .values({ companyId: a.id, nameCn: '王销售', businessId: 2, salesCode: 'S-777' })
      .returning();
    const mobile = newMobile();
    const sent = await post(sendCode, hostA, { account: mobile });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ channel: 'sms', resendAfter: 60 });
    const msg = await lastMessage(a.id, mobile);
    expect(msg).toMatchObject({ channel: 'sms', kind: 'register-code', status: 'queued' });
    expect(msg!.body).toContain('甲海运');

    const code = await codeFromOutbox(a.id, mobile);
    const res = await post(register, hostA, form(mobile, code, { salesCode: 'S-777' }));
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('1');
    expect(res.json.validateMap).toMatchObject({ phone: mobile, nameCn: '李四', nameEn: 'Li Si', certificationStatus: 0 });
    const cookie = setCookies(res.headers).get('author');
    expect(cookie?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    // the token is in the cookie only
    expect(res.json.validateMap).not.toHaveProperty('apiKey');
    expect(JSON.stringify(res.json)).not.toContain(cookie!.value);

    const [u] = await db.select().from(users).where(eq(users.mobile, mobile));
    expect(u).toMatchObject({ companyId: a.id, salesContactId: sales!.id, companyNameCn: '李氏贸易' });
    expect(u!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(u!.passwordHash).not.toContain('Abc12345');

    // logged in by the registration
    const me = await call<Answer>(session, { method: 'GET', host: hostA, cookies: { author: cookie!.value } });
    expect(me.json.data).toMatchObject({ phone: mobile, userName: '李四' });
  });

  it('sends a code by mail to an email address', async () => {
    const email = newEmail();
    const sent = await post(sendCode, hostA, { account: email }, { headers: { lang: 'en' } });
    expect(sent.json.data).toMatchObject({ channel: 'mail' });
    const msg = await lastMessage(a.id, email);
    expect(msg).toMatchObject({ channel: 'mail', kind: 'register-code' });
    expect(msg!.subject).toContain('Jia Shipping');
    const res = await post(register, hostA, form(email.toUpperCase(), await codeFromOutbox(a.id, email)));
    expect(res.status).toBe(200);
    expect(res.json.validateMap).toMatchObject({ email });
  });

  it('refuses a wrong code, and the code stops working after 5 wrong guesses', async () => {
    const mobile = newMobile();
    await post(sendCode, hostA, { account: mobile });
    const code = await codeFromOutbox(a.id, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post(register, hostA, form(mobile, wrong));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(cn.Api.codeInvalid);
    expect(setCookies(res.headers).has('author')).toBe(false);
    for (let i = 0; i < 4; i++) await post(register, hostA, form(mobile, wrong));
    const late = await post(register, hostA, form(mobile, code));
    expect(late.status).toBe(400);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await post(sendCode, hostA, { account: mobile });
    const code = await codeFromOutbox(a.id, mobile);
    const db = await getDb();
    await db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.account, mobile));
    const res = await post(register, hostA, form(mobile, code));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(cn.Api.codeInvalid);
  });

  it('uses a code once, and a code of company A does not register on company B', async () => {
    const mobile = newMobile();
    await post(sendCode, hostA, { account: mobile });
    const code = await codeFromOutbox(a.id, mobile);
    expect((await post(register, hostB, form(mobile, code))).status).toBe(400);
    expect((await post(register, hostA, form(mobile, code))).status).toBe(200);
    const again = await post(register, hostA, form(mobile, code));
    expect(again.status).toBe(400);
  });

  it('answers a registered account as any other (it gets a notice, not a code), and not twice within a minute', async () => {
    const acct = await createAccount(a.id);
    const taken = await post(sendCode, hostA, { account: acct.mobile });
    expect(taken.status).toBe(200);
    expect(await lastMessage(a.id, acct.mobile!)).toMatchObject({ kind: 'account-exists' });
    const mobile = newMobile();
    expect((await post(sendCode, hostA, { account: mobile })).status).toBe(200);
    const soon = await post(sendCode, hostA, { account: mobile });
    expect(soon.status).toBe(429);
  });

  it('checks the spec rules with localized field messages', async () => {
    const res = await post(register, hostA, { account: '123', verifyCode: '12', password: 'abcdef', nameCn: 'Li', companyName: '', agree: false }, { headers: { lang: 'en' } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toMatchObject({
      account: [en.Api.fieldAccount],
      verifyCode: [en.Api.fieldCode],
      password: [en.Validation.password],
      nameCn: [en.Validation.chineseName],
      companyName: [en.Validation.required],
      agree: [en.Api.fieldAgree],
    });
  });
});

describe('login', () => {
  it('sets an HttpOnly author cookie for a day, with a new token at every login', async () => {
    const acct = await createAccount(a.id, { nameCn: '', nickName: '小张', email: newEmail() });
    const first = await post(login, hostA, { account: acct.mobile, password: PASSWORD });
    const second = await post(login, hostA, { account: acct.email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const c1 = setCookies(first.headers).get('author')!;
    const c2 = setCookies(second.headers).get('author')!;
    expect(c1.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'max-age=86400', 'path=/']));
    expect(c1.attrs).not.toContain('secure');
    expect(c1.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the companion pages' scripts can read says only that a login is held, for as long as the login cookie
    const hint = setCookies(first.headers).get('signed_in')!;
    expect(hint.value).toBe('1');
    expect(hint.attrs).toEqual(expect.arrayContaining(['samesite=lax', 'max-age=86400', 'path=/']));
    expect(hint.attrs).not.toContain('httponly');
    expect(c1.value).not.toBe(c2.value);
    expect(JSON.stringify(first.json)).not.toContain(c1.value);
    // the spec's validateMap, with the Chinese name falling back to the nickname in the session data
    expect(first.json.validateMap).toMatchObject({ userId: acct.userId, phone: acct.mobile, nickName: '小张', nameCn: '', certificationStatus: 0 });
    expect(first.json.data).toMatchObject({ userName: '小张', userNameEn: '小张' });
    // both sessions work, stored hashed
    for (const c of [c1, c2]) {
      expect((await call(session, { method: 'GET', host: hostA, cookies: { author: c.value } })).status).toBe(200);
    }
    const db = await getDb();
    const rows = await db.select().from(sessions).where(eq(sessions.userId, acct.userId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id)).not.toContain(c1.value);
  });

  it('ends the previous session of the same browser when it logs in again', async () => {
    const acct = await createAccount(a.id);
    const first = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const again = await post(login, hostA, { account: acct.mobile, password: PASSWORD }, { cookies: { author: first } });
    const second = setCookies(again.headers).get('author')!.value;
    expect(second).not.toBe(first);
    expect((await call(session, { method: 'GET', host: hostA, cookies: { author: first } })).status).toBe(401);
    expect((await call(session, { method: 'GET', host: hostA, cookies: { author: second } })).status).toBe(200);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const acct = await createAccount(a.id);
    const res = await post(login, hostA, { account: acct.mobile, password: PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookies(res.headers).get('author')?.attrs).toContain('secure');
  });

  it('refuses a wrong password or an unknown account with the same message', async () => {
    const acct = await createAccount(a.id);
    const wrong = await post(login, hostA, { account: acct.mobile, password: 'Wrong1234' });
    const unknown = await post(login, hostA, { account: newMobile(), password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(cn.Api.loginFailed);
    expect(unknown.json.message).toBe(cn.Api.loginFailed);
    expect(setCookies(wrong.headers).has('author')).toBe(false);
  });

  it('gives API clients the token as validateMap.apiKey (no cookie), usable as Authorization', async () => {
    const acct = await createAccount(a.id);
    const res = await post(login, hostA, { account: acct.mobile, password: PASSWORD }, { headers: { 'x-client': 'api' } });
    expect(res.status).toBe(200);
    expect(setCookies(res.headers).has('author')).toBe(false);
    const apiKey = res.json.validateMap?.apiKey as string;
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call<Answer>(session, { method: 'GET', host: hostA, headers: { authorization: apiKey } });
    expect(me.json.data).toMatchObject({ userId: acct.userId });
  });

  it('keeps browsers cookie-only even when a script asks for API-client mode', async () => {
    const acct = await createAccount(a.id);
    const res = await post(login, hostA, { account: acct.mobile, password: PASSWORD }, { headers: { 'x-client': 'api', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' } });
    expect(res.json.validateMap).not.toHaveProperty('apiKey');
    expect(setCookies(res.headers).has('author')).toBe(true);
  });

  it('refuses a cross-site login POST', async () => {
    const acct = await createAccount(a.id);
    const res = await post(login, hostA, { account: acct.mobile, password: PASSWORD }, { headers: { origin: 'http://evil.test' } });
    expect(res.status).toBe(403);
    expect(setCookies(res.headers).has('author')).toBe(false);
  });

  it('a session of company A is worthless on company B', async () => {
    const acct = await createAccount(a.id);
    const res = await post(login, hostA, { account: acct.mobile, password: PASSWORD });
    const token = setCookies(res.headers).get('author')!.value;
    const onB = await call<Answer>(session, { method: 'GET', host: hostB, cookies: { author: token } });
    expect(onB.status).toBe(401);
    expect(onB.json.message).toBe(cn.Api.loginRequired);
    expect((await call(session, { method: 'GET', host: hostB, headers: { authorization: token } })).status).toBe(401);
    // and the account itself does not exist on B
    expect((await post(login, hostB, { account: acct.mobile, password: PASSWORD })).status).toBe(401);
  });
});

describe('session and logout', () => {
  it('GET /webuser/session answers 401 without a session', async () => {
    const res = await call<Answer>(session, { method: 'GET', host: hostA });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('0');
    expect(res.json.message).toBe(cn.Api.loginRequired);
  });

  it('logout kills the session server-side and clears the cookie', async () => {
    const acct = await createAccount(a.id);
    const res = await post(login, hostA, { account: acct.mobile, password: PASSWORD });
    const token = setCookies(res.headers).get('author')!.value;
    const out = await call<Answer>(logout, { host: hostA, cookies: { author: token } });
    expect(out.status).toBe(200);
    expect(out.json.code).toBe('1');
    const cleared = setCookies(out.headers).get('author');
    expect(cleared?.value).toBe('');
    expect(cleared?.attrs).toContain('max-age=0');
    // …and its readable companion with it
    const hint = setCookies(out.headers).get('signed_in');
    expect(hint?.value).toBe('');
    expect(hint?.attrs).toContain('max-age=0');
    // the token is dead even if a client kept it
    expect((await call(session, { method: 'GET', host: hostA, cookies: { author: token } })).status).toBe(401);
    expect((await call(session, { method: 'GET', host: hostA, headers: { authorization: token } })).status).toBe(401);
  });

  it('logout without a session still answers 1', async () => {
    const out = await call<Answer>(logout, { host: hostA });
    expect(out.json.code).toBe('1');
  });
});

describe('user info', () => {
  const valid = { nameCn: '张三', nameEn: 'San Zhang', companyName: '张氏物流', duty: '经理', phone: '13912345678', qq: '123456', email: 'zhang@example.com', companyAddr: '上海市浦东新区' };

  it('needs a session', async () => {
    expect((await call(getUserInfo, { method: 'GET', host: hostA })).status).toBe(401);
    expect((await call(saveUserInfo, { host: hostA, body: valid })).status).toBe(401);
  });

  it('saves and reads back the profile (a new phone and email with the codes sent to them)', async () => {
    const acct = await createAccount(a.id);
    const token = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const phone = newMobile();
    await post(sendCode, hostA, { account: phone, purpose: 'contact' }, { cookies: { author: token } });
    await post(sendCode, hostA, { account: 'Zhang.San@Example.com', purpose: 'contact' }, { cookies: { author: token } });
    const phoneCode = await codeFromOutbox(a.id, phone);
    const emailCode = await codeFromOutbox(a.id, 'zhang.san@example.com');
    const saved = await call<Answer>(saveUserInfo, { host: hostA, cookies: { author: token }, body: { ...valid, phone, email: 'Zhang.San@Example.com', phoneCode, emailCode } });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ ...valid, phone, email: 'zhang.san@example.com' });
    const read = await call<Answer>(getUserInfo, { method: 'GET', host: hostA, cookies: { author: token } });
    expect(read.json.data).toMatchObject({ companyName: '张氏物流', duty: '经理', phone });
    // the new phone logs in
    expect((await post(login, hostA, { account: phone, password: PASSWORD })).status).toBe(200);
  });

  it('refuses input against the spec rules, field by field, in the request language', async () => {
    const acct = await createAccount(a.id);
    const token = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const res = await call<Answer>(saveUserInfo, {
      host: hostA,
      cookies: { author: token },
      headers: { lang: 'cn' },
      body: { ...valid, nameCn: 'Zhang', phone: '1391234567', email: 'bad@', qq: 'abc' },
    });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toMatchObject({
      nameCn: [cn.Validation.chineseName],
      phone: [cn.Validation.mobile],
      email: expect.arrayContaining([cn.Validation.email]),
      qq: expect.arrayContaining([cn.Api.fieldQq]),
    });
  });

  it('refuses emoji in the free-text fields as the form does (422, the form’s message) and changes nothing', async () => {
    const acct = await createAccount(a.id, { nameEn: 'Before' });
    const token = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const before = await call<Answer>(getUserInfo, { method: 'GET', host: hostA, cookies: { author: token } });
    for (const [field, lang, messages] of [
      ['nameEn', 'en', en],
      ['companyName', 'cn', cn],
      ['duty', 'cn', cn],
      ['companyAddr', 'en', en],
    ] as const) {
      const res = await call<Answer>(saveUserInfo, {
        host: hostA,
        cookies: { author: token },
        headers: { lang },
        body: { ...valid, phone: acct.mobile, [field]: `Ocean 🚢 Line` },
      });
      expect(res.status).toBe(422);
      expect(res.json.fieldErrors).toEqual({ [field]: [messages.Validation.emoji] });
    }
    const after = await call<Answer>(getUserInfo, { method: 'GET', host: hostA, cookies: { author: token } });
    expect(after.json.data).toEqual(before.json.data);
    expect(after.json.data).toMatchObject({ nameEn: 'Before' });
    // ©, ® and ™ are text in company names, not emoji
    const ok = await call<Answer>(saveUserInfo, { host: hostA, cookies: { author: token }, body: { ...valid, phone: acct.mobile, email: '', companyName: 'Acme™ 物流®' } });
    expect(ok.status).toBe(200);
  });

  it('states each length limit once: the API refuses one character past the form’s limit, with the form’s message', async () => {
    const acct = await createAccount(a.id);
    const token = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const res = await call<Answer>(saveUserInfo, {
      host: hostA,
      cookies: { author: token },
      headers: { lang: 'en' },
      body: { ...valid, phone: acct.mobile, duty: 'd'.repeat(FIELD_MAX.duty + 1), companyAddr: 'a'.repeat(FIELD_MAX.companyAddr) },
    });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors).toEqual({ duty: [en.Validation.tooLong.replace('{max}', String(FIELD_MAX.duty))] });
  });

  it('will not take the phone of another user: its code request gets the usual answer, and no code works', async () => {
    const other = await createAccount(a.id);
    const acct = await createAccount(a.id);
    const token = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const asked = await post(sendCode, hostA, { account: other.mobile, purpose: 'contact' }, { cookies: { author: token } });
    expect(asked.status).toBe(200);
    expect(await lastMessage(a.id, other.mobile!)).toMatchObject({ kind: 'account-exists' });
    const res = await call<Answer>(saveUserInfo, { host: hostA, cookies: { author: token }, body: { ...valid, phone: other.mobile, email: '', phoneCode: '123456' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(cn.Api.codeInvalid);
    const read = await call<Answer>(getUserInfo, { method: 'GET', host: hostA, cookies: { author: token } });
    expect(read.json.data).toMatchObject({ phone: acct.mobile });
  });
});

describe('password dialog (logged in)', () => {
  it('changes the password with the old one, ends other sessions and renews this one', async () => {
    const acct = await createAccount(a.id);
    const t1 = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const t2 = setCookies((await post(login, hostA, { account: acct.mobile, password: PASSWORD })).headers).get('author')!.value;
    const wrong = await post(updatePassword, hostA, { oldPassword: 'Nope12345', password: 'Newpass99' }, { cookies: { author: t1 } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(cn.Api.passwordWrong);
    const ok = await post(updatePassword, hostA, { oldPassword: PASSWORD, password: 'Newpass99' }, { cookies: { author: t1 } });
    expect(ok.status).toBe(200);
    const t3 = setCookies(ok.headers).get('author')!.value;
    expect((await call(session, { method: 'GET', host: hostA, cookies: { author: t2 } })).status).toBe(401);
    expect((await call(session, { method: 'GET', host: hostA, cookies: { author: t1 } })).status).toBe(401);
    expect((await call(session, { method: 'GET', host: hostA, cookies: { author: t3 } })).status).toBe(200);
    expect((await post(login, hostA, { account: acct.mobile, password: 'Newpass99' })).status).toBe(200);
  });
});
