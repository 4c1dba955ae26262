// Login with a one-time code (the mobile site's code login): sendCode purpose 'login' sends a code to
// an address with an account and a notice (no usable code) to one without, with the same answer;
// loginByCode consumes the code and starts a session like the password login.
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as loginByCode } from '@/app/api/webuser/loginByCode/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { GET as session } from '@/app/api/webuser/session/route';
import cn from '@/messages/cn.json';
import { call, createCompany, type TestCompany } from './helpers';
import { codeFromOutbox, createAccount, lastMessage, newEmail, newMobile, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; validateMap?: Record<string, unknown> };

let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  a = await createCompany();
  b = await createCompany();
});

const post = (handler: typeof sendCode, c: TestCompany, body: unknown) => call<Answer>(handler, { host: c.domains[0]!, body });

describe('login by code', () => {
  it('sends a login code by SMS to a registered mobile; the code logs in once', async () => {
    const user = await createAccount(a.id, { nameCn: '王五' });
    const sent = await post(sendCode, a, { account: user.mobile, purpose: 'login' });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ channel: 'sms', resendAfter: 60 });
    expect(await lastMessage(a.id, user.mobile!)).toMatchObject({ channel: 'sms', kind: 'login-code' });
    const code = await codeFromOutbox(a.id, user.mobile!);

    const res = await post(loginByCode, a, { account: user.mobile, code });
    expect(res.status).toBe(200);
    expect(res.json.validateMap).toMatchObject({ userId: user.userId, nameCn: '王五' });
    const author = setCookies(res.headers).get('author');
    expect(author?.value).toBeTruthy();
    expect(author?.attrs.join(';')).toMatch(/HttpOnly/i);
    const me = await call<Answer>(session, { host: a.domains[0]!, cookies: { author: author!.value } });
    expect(me.json.data).toMatchObject({ userId: user.userId });

    // single use
    const again = await post(loginByCode, a, { account: user.mobile, code });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(cn.Api.codeInvalid);
  });

  it('mails the code to a registered email address (case-insensitive)', async () => {
    const email = newEmail();
    const user = await createAccount(a.id, { email });
    const sent = await post(sendCode, a, { account: email.toUpperCase(), purpose: 'login' });
    expect(sent.json.data).toMatchObject({ channel: 'mail' });
    const msg = await lastMessage(a.id, email);
    expect(msg).toMatchObject({ channel: 'mail', kind: 'login-code' });
    const res = await post(loginByCode, a, { account: email, code: await codeFromOutbox(a.id, email) });
    expect(res.status).toBe(200);
    expect(res.json.validateMap).toMatchObject({ userId: user.userId });
  });

  it('an address without an account gets the same answer, a notice and no usable code', async () => {
    const mobile = newMobile();
    const sent = await post(sendCode, a, { account: mobile, purpose: 'login' });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ channel: 'sms', resendAfter: 60 });
    const msg = await lastMessage(a.id, mobile);
    expect(msg?.kind).toBe('login-no-account');
    expect(msg?.body).not.toMatch(/\d{6}/);
    for (const code of ['000000', '123456']) {
      const res = await post(loginByCode, a, { account: mobile, code });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(cn.Api.codeInvalid);
    }
  });

  it('refuses a wrong code, a registration code, and a code of another company', async () => {
    const user = await createAccount(a.id);
    await post(sendCode, a, { account: user.mobile, purpose: 'login' });
    const wrong = await post(loginByCode, a, { account: user.mobile, code: '999999' === (await codeFromOutbox(a.id, user.mobile!)) ? '999998' : '999999' });
    expect(wrong.status).toBe(400);

    // a registration code (another purpose) of a new number is no login code
    const fresh = newMobile();
    await post(sendCode, a, { account: fresh });
    const reg = await post(loginByCode, a, { account: fresh, code: await codeFromOutbox(a.id, fresh) });
    expect(reg.status).toBe(400);

    // the same number registered on B: B's code does not log in on A
    const onB = await createAccount(b.id, { mobile: user.mobile });
    await post(sendCode, b, { account: onB.mobile, purpose: 'login' });
    const cross = await post(loginByCode, a, { account: user.mobile, code: await codeFromOutbox(b.id, onB.mobile!) });
    expect(cross.status).toBe(400);
  });

  it('validates its input with localized messages', async () => {
    const res = await post(loginByCode, a, { account: 'not-an-account', code: '12' });
    expect(res.status).toBe(422);
    expect(res.json.code).not.toBe('1');
  });
});
