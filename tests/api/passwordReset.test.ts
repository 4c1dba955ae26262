// Password reset: the mailed link (outbox), forgetPasswordDecryptToken's codes, changePassword's
// single-use and expiring tokens, and every session ending on a change.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/webuser/changePassword/route';
import { POST as forgetPassword } from '@/app/api/webuser/forgetPassword/route';
import { POST as decrypt } from '@/app/api/webuser/forgetPasswordDecryptToken/route';
import { POST as login } from '@/app/api/webuser/login/route';
import { GET as session } from '@/app/api/webuser/session/route';
import { siteOrigin } from '@/lib/server/auth/origin';
import { hashToken } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { outboxMessages, passwordResetTokens } from '@/lib/server/db/schema';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call, createCompany, type TestCompany } from './helpers';
import { PASSWORD, createAccount, lastMessage, newEmail, setCookies } from './accountFixtures';

type Answer = { code: string; message?: string; validateMap?: Record<string, unknown> };

let a: TestCompany;
let b: TestCompany;
let host: string;

beforeAll(async () => {
  a = await createCompany({ companyNameCn: '甲海运', companyNameEn: 'Jia Shipping' });
  b = await createCompany();
  host = a.domains[0]!;
});

/** Requests a reset mail and answers the link's token and flag from the outbox. */
async function resetLink(email: string, h = host): Promise<{ token: string; sendFlag: string; link: URL }> {
  const res = await call<Answer>(forgetPassword, { host: h, body: { email }, headers: { lang: 'en' } });
  expect(res.json.code).toBe('1');
  const msg = await lastMessage(a.id, email.toLowerCase());
  const link = new URL(msg!.body.match(/https?:\/\/\S+/)![0]);
  return { token: link.searchParams.get('token')!, sendFlag: link.searchParams.get('sendFlag')!, link };
}

const loginCookie = async (account: string, password = PASSWORD) =>
  setCookies((await call(login, { host, body: { account, password } })).headers).get('author')?.value;

describe('forgot password', () => {
  it('mails a link to the English site with sendFlag=1 and a token, on this company host', async () => {
    const acct = await createAccount(a.id, { email: newEmail(), nameEn: 'Lucy' });
    const { token, sendFlag, link } = await resetLink(acct.email!);
    expect(link.origin).toBe(`http://${host}`);
    expect(link.pathname).toBe('/en');
    expect(sendFlag).toBe('1');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const msg = await lastMessage(a.id, acct.email!);
    expect(msg).toMatchObject({ channel: 'mail', kind: 'password-reset' });
    expect(msg!.subject).toContain('Jia Shipping');
    expect(msg!.body).toContain('Lucy');
    // stored hashed only
    const db = await getDb();
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, token))).toHaveLength(0);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, hashToken(token)))).toHaveLength(1);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const email = newEmail();
    const res = await call<Answer>(forgetPassword, { host, body: { email } });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('1');
    const db = await getDb();
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(0);
  });

  it('never links to a forged Host: links use the host only when it is one of the company domains', async () => {
    const db = await getDb();
    expect(await siteOrigin(db, a.id, { host: 'evil.test', secure: false })).toBe(`http://${host}`);
    expect(await siteOrigin(db, a.id, { host: `${host}:3000`, secure: false })).toBe(`http://${host}:3000`);
    expect(await siteOrigin(db, a.id, { host, secure: true })).toBe(`https://${host}`);
    // outside a request (a job): the company's first domain
    expect(await siteOrigin(db, a.id, { secure: true })).toBe(`https://${host}`);
  });

  it('checks the email rule', async () => {
    const res = await call<{ fieldErrors?: Record<string, string[]> }>(forgetPassword, { host, body: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.json.fieldErrors?.email).toEqual([cn.Validation.email]);
  });
});

describe('forgetPasswordDecryptToken', () => {
  it("answers '1' with the email and English name for a live reset link", async () => {
    const acct = await createAccount(a.id, { email: newEmail(), nameEn: '', nameCn: '赵六' });
    const { token } = await resetLink(acct.email!);
    const res = await call<Answer>(decrypt, { host, body: { token, sendMailFlag: '1', webFlag: 2, companyId: a.id } });
    expect(res.status).toBe(200);
    // the English name falls back to the user name
    expect(res.json).toMatchObject({ code: '1', validateMap: { email: acct.email, nameEn: '赵六', certificationStatus: 0 } });
  });

  it('refuses a link flag that does not match the token, an unknown token, another company, and webFlag other than 2', async () => {
    const acct = await createAccount(a.id, { email: newEmail() });
    const { token } = await resetLink(acct.email!);
    const wrongFlag = await call<Answer>(decrypt, { host, body: { token, sendMailFlag: 2, webFlag: 2 }, headers: { lang: 'en' } });
    expect(wrongFlag.status).toBe(400);
    expect(wrongFlag.json).toMatchObject({ code: '0', message: en.Api.resetLinkInvalid });
    expect((await call(decrypt, { host, body: { token: 'x'.repeat(43), sendMailFlag: 1, webFlag: 2 } })).status).toBe(400);
    expect((await call(decrypt, { host: b.domains[0]!, body: { token, sendMailFlag: 1, webFlag: 2 } })).status).toBe(400);
    expect((await call(decrypt, { host, body: { token, sendMailFlag: 1, webFlag: 2, companyId: b.id } })).status).toBe(403);
    expect((await call(decrypt, { host, body: { token, sendMailFlag: 1, webFlag: 1 } })).status).toBe(422);
  });
});

describe('changePassword', () => {
  it('sets the new password once, and ends every session of the user', async () => {
    const acct = await createAccount(a.id, { email: newEmail() });
    const s1 = await loginCookie(acct.mobile!);
    const s2 = await loginCookie(acct.email!);
    const { token } = await resetLink(acct.email!);

    const weak = await call<{ fieldErrors?: Record<string, string[]> }>(changePassword, { host, body: { token, password: 'onlyletters' } });
    expect(weak.status).toBe(422);
    expect(weak.json.fieldErrors?.password).toEqual([cn.Validation.password]);

    const res = await call<Answer>(changePassword, { host, body: { token, password: 'Fresh2024' } });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('1');
    for (const s of [s1, s2]) expect((await call(session, { method: 'GET', host, cookies: { author: s! } })).status).toBe(401);
    expect(await loginCookie(acct.mobile!)).toBeUndefined();
    expect(await loginCookie(acct.mobile!, 'Fresh2024')).toBeDefined();

    // single use
    const again = await call<Answer>(changePassword, { host, body: { token, password: 'Other2024' } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(cn.Api.resetLinkInvalid);
    expect((await call(decrypt, { host, body: { token, sendMailFlag: 1, webFlag: 2 } })).status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const acct = await createAccount(a.id, { email: newEmail() });
    const { token } = await resetLink(acct.email!);
    const db = await getDb();
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.id, hashToken(token)));
    expect((await call(decrypt, { host, body: { token, sendMailFlag: 1, webFlag: 2 } })).status).toBe(400);
    const res = await call<Answer>(changePassword, { host, body: { token, password: 'Fresh2024' } });
    expect(res.status).toBe(400);
    expect(await loginCookie(acct.mobile!)).toBeDefined();
  });

  it('a newer link replaces the older one', async () => {
    const acct = await createAccount(a.id, { email: newEmail() });
    const first = await resetLink(acct.email!);
    const second = await resetLink(acct.email!);
    expect((await call(changePassword, { host, body: { token: first.token, password: 'Fresh2024' } })).status).toBe(400);
    expect((await call(changePassword, { host, body: { token: second.token, password: 'Fresh2024' } })).status).toBe(200);
  });

  it('a token of company A does nothing on company B', async () => {
    const acct = await createAccount(a.id, { email: newEmail() });
    const { token } = await resetLink(acct.email!);
    expect((await call(changePassword, { host: b.domains[0]!, body: { token, password: 'Fresh2024' } })).status).toBe(400);
    expect((await call(changePassword, { host, body: { token, password: 'Fresh2024' } })).status).toBe(200);
  });
});
