// The edges of the API every route shares (issue 8, items 6, 10, 11): control characters refused by
// the contracts (422, never 500/503), every zod issue worded in the request's language, the JSON
// envelope for unknown paths (404), wrong methods (405) and large bodies (413, a request-size
// message), Accept-Language with q-values, every route inside a wrapper, and the profile of a user
// who registered by email loading with the client's own answer schema.
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as reject } from '@/app/api/staff/certifications/reject/route';
import { POST as staffLogin } from '@/app/api/staff/login/route';
import { POST as newsSave } from '@/app/api/staff/news/save/route';
import { GET as outbox } from '@/app/api/staff/outbox/route';
import { POST as certification } from '@/app/api/webuser/certification/route';
import { GET as loginGet, OPTIONS as loginOptions, POST as login } from '@/app/api/webuser/login/route';
import { POST as register } from '@/app/api/webuser/register/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { GET as sessionRoute } from '@/app/api/webuser/session/route';
import { GET as getUserInfo, POST as saveUserInfo } from '@/app/api/webuser/userInfo/route';
import { POST as behaviour } from '@/app/api/webuser/userPersonasUtil/route';
import { loginAnswer, userInfoAnswer } from '@/lib/contracts/account';
import { sessionAnswer } from '@/lib/contracts/session';
import { routeMeta } from '@/lib/server/http';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { call } from './helpers';
import { PASSWORD, callMultipart, codeFromOutbox, newEmail, newMobile, setCookies, withTempFilesDir } from './accountFixtures';
import {
  certificationForm,
  createWorld,
  invoke,
  pendingApplication,
  registrationCode,
  resetLimits,
  routeFilesOnDisk,
  routeModule,
  staffWithSession,
  userWithSession,
  type World,
} from './authzFixtures';

type Answer = { code: string; message?: string; data?: Record<string, unknown>; fieldErrors?: Record<string, string[]>; requestId?: string };

withTempFilesDir();

let w: World;
let host: string;

beforeAll(async () => {
  w = await createWorld();
  host = w.hostA;
});

const NUL = '\u0000';
const user = async () => ({ author: (await userWithSession(w.a.id)).token });
const staff = async () => ({ staff_author: (await staffWithSession(w.a.id, ['*'])).token });

/** A 422 whose field carries the localized control-character message. */
function refusedControl(res: { status: number; json: Answer }, field: string, lang: 'cn' | 'en' = 'cn') {
  expect(res.status, JSON.stringify(res.json)).toBe(422);
  expect(res.json.code).toBe('0');
  expect(res.json.fieldErrors?.[field]).toEqual([(lang === 'en' ? en : cn).Validation.controlChars]);
}

describe('a NUL byte is refused by the contract (422), never a 500 or 503', () => {
  it('profile (POST /webuser/userInfo)', async () => {
    const res = await call<Answer>(saveUserInfo, { host, cookies: await user(), body: { nameCn: '张三', companyName: `公司${NUL}`, phone: newMobile() } });
    refusedControl(res, 'companyName');
  });

  it('behaviour events, in a value and in a key', async () => {
    refusedControl(await call<Answer>(behaviour, { host, body: { type: 41, data: { phone: `138${NUL}` } } }), 'data.phone');
    const key = await call<Answer>(behaviour, { host, body: { type: 41, data: { [`p${NUL}`]: '1' } } });
    expect(key.status).toBe(422);
  });

  it('staff outbox filter', async () => {
    const res = await call<Answer>(outbox, { method: 'GET', host, url: `/api/staff/outbox?to=${encodeURIComponent(`a${NUL}`)}`, cookies: await staff() });
    refusedControl(res, 'to');
  });

  it('certification upload fields', async () => {
    const form = certificationForm();
    form.set('companyNameEn', `ACME${NUL} Ltd`);
    const res = await callMultipart<Answer>(certification, { host, form, cookies: await user(), headers: { lang: 'en' } });
    refusedControl(res, 'companyNameEn', 'en');
  });

  it('staff reject reason (multi-line: line breaks pass, NUL does not)', async () => {
    const cookies = await staff();
    const id = await pendingApplication(w.a);
    refusedControl(await call<Answer>(reject, { host, cookies, body: { id, reason: `不清晰${NUL}` } }), 'reason');
    const ok = await call<Answer>(reject, { host, cookies, body: { id, reason: '营业执照不清晰\n请重新上传' } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('register: refused before the code is used, so the same code still registers', async () => {
    await resetLimits(w);
    const { account, code } = await registrationCode(w.a);
    const form = { account, verifyCode: code, password: PASSWORD, nameCn: '张三', agree: true };
    refusedControl(await call<Answer>(register, { host, body: { ...form, companyName: `公司${NUL}` } }), 'companyName');
    const ok = await call<Answer>(register, { host, body: { ...form, companyName: '公司' } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('staff login (was a 503)', async () => {
    await resetLimits(w);
    refusedControl(await call<Answer>(staffLogin, { host, body: { username: `admin${NUL}`, password: 'x' } }), 'username');
  });

  it('a lone surrogate and a C1 control too', async () => {
    refusedControl(await call<Answer>(saveUserInfo, { host, cookies: await user(), body: { nameCn: '张三', companyName: '公司\ud800', phone: newMobile() } }), 'companyName');
    refusedControl(await call<Answer>(saveUserInfo, { host, cookies: await user(), body: { nameCn: '张三', companyName: '公司\u0085', phone: newMobile() } }), 'companyName');
  });
});

describe('every input issue is worded in the request language', () => {
  it('a type mismatch and a missing field, in Chinese and in English', async () => {
    await resetLimits(w);
    const zh = await call<Answer>(login, { host, body: { account: 13800000000 } });
    expect(zh.status).toBe(422);
    expect(zh.json.fieldErrors).toEqual({ account: [cn.Validation.invalidType], password: [cn.Validation.required] });
    const english = await call<Answer>(login, { host, body: { account: 13800000000 }, headers: { 'accept-language': 'fr,en;q=0.8' } });
    expect(english.json.fieldErrors).toEqual({ account: [en.Validation.invalidType], password: [en.Validation.required] });
    expect(english.json.message).toBe(en.Api.invalidInput);
  });

  it('an id beyond the id column, a wrong option, a wrong body shape', async () => {
    const res = await invoke('/webschedulecontroller/queryPortsByIds', 'POST', host, { body: { ids: [2 ** 31] }, headers: { lang: 'en' } });
    expect(res.status).toBe(422);
    expect((res.json?.fieldErrors as Record<string, string[]>)['ids.0']).toEqual([en.Validation.tooBig.replace('{max}', '2147483647')]);
    const types = await invoke('/webschedulecontroller/webquerygloblports', 'POST', host, { body: { nameCn: 'x', types: 7 } });
    expect((types.json?.fieldErrors as Record<string, string[]>).types).toEqual([cn.Validation.invalidOption]);
    const shape = await invoke('/webschedulecontroller/webquerygloblports', 'POST', host, { body: [1, 2] });
    expect(shape.status).toBe(422);
    expect((shape.json?.fieldErrors as Record<string, string[]>)._).toEqual([cn.Validation.invalidType]);
  });

  it('no answer of a bad input carries zod English', async () => {
    const res = await call<Answer>(saveUserInfo, { host, cookies: await user(), body: { nameCn: 1, companyName: [], phone: {}, qq: true, email: 5 } });
    expect(res.status).toBe(422);
    const all = Object.values(res.json.fieldErrors ?? {}).flat();
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(m).not.toMatch(/Invalid|expected|received/);
  });
});

describe('Accept-Language', () => {
  const message = async (headers: Record<string, string>) => (await call<Answer>(login, { host, body: {}, headers })).json.message;
  it('picks the best supported language of the whole list, by q-value', async () => {
    expect(await message({ 'accept-language': 'fr,en' })).toBe(en.Api.invalidInput);
    expect(await message({ 'accept-language': 'de-DE,de;q=0.9,en-US;q=0.8,zh-CN;q=0.7' })).toBe(en.Api.invalidInput);
    expect(await message({ 'accept-language': 'en;q=0.3,zh-CN;q=0.9' })).toBe(cn.Api.invalidInput);
    expect(await message({ 'accept-language': 'fr' })).toBe(cn.Api.invalidInput);
    expect(await message({ 'accept-language': 'fr,en', lang: 'cn' })).toBe(cn.Api.invalidInput);
  });
});

describe('the envelope for paths, methods and sizes the API does not serve', () => {
  it('an unknown /api path answers a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await invoke('/[...path]', method, host, { params: { path: 'no/such/call' }, headers: { lang: 'en' } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: '0', message: en.Api.apiNotFound });
    }
  });

  it('a method a route does not serve answers a JSON 405 with Allow; OPTIONS names the real ones', async () => {
    const res = await call<Answer>(loginGet, { method: 'GET', host, url: '/api/webuser/login', headers: { 'accept-language': 'fr,en' } });
    expect(res.status).toBe(405);
    expect(res.json).toEqual({ code: '0', message: en.Api.methodNotAllowed });
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    const options = await loginOptions(new (await import('next/server')).NextRequest(`http://${host}/api/webuser/login`, { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    const put = await invoke('/webuser/userInfo', 'PUT', host, {});
    expect(put.status).toBe(405);
    expect(put.json?.message).toBe(cn.Api.methodNotAllowed);
    expect(put.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
  });

  it('every route file answers every method through a wrapper: apiHandler, routeHandler, 405 or the 404 catch-all', async () => {
    const outside: string[] = [];
    for (const route of routeFilesOnDisk()) {
      const mod = (await routeModule(route)) as Record<string, unknown>;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (!routeMeta(mod[method])) outside.push(`${method} ${route}`);
      }
    }
    expect(outside, 'methods answered by Next itself (empty 405) or by a handler outside the wrappers').toEqual([]);
  });

  it('a JSON body over 1 MB is refused with a request-size message, not a file one', async () => {
    const body = JSON.stringify({ account: '13800000000', password: 'x', pad: 'a'.repeat(2 * 1024 * 1024) });
    const res = await call<Answer>(login, { host, body, headers: { lang: 'en' } });
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(en.Api.bodyTooLarge.replace('{max}', '1 MB'));
    const zh = await call<Answer>(login, { host, body });
    expect(zh.json.message).toBe(cn.Api.bodyTooLarge.replace('{max}', '1 MB'));
  });

  it('a body over a smaller limit names that limit: news save refuses past 256 KB, in either language', async () => {
    const cookies = await staff();
    const body = JSON.stringify({ titleCn: '公告', contentCn: 'a'.repeat(300 * 1024) });
    const zh = await call<Answer>(newsSave, { host, body, cookies });
    expect(zh.status).toBe(413);
    expect(zh.json.message).toBe('请求内容过大，不能超过 256 KB');
    const res = await call<Answer>(newsSave, { host, body, cookies, headers: { lang: 'en' } });
    expect(res.json.message).toBe('The request is too large; it must not exceed 256 KB');
  });
});

describe('the profile of a user who registered by email', () => {
  it("loads with the client's answer schemas (no phone: ''): register, session, profile", async () => {
    await resetLimits(w);
    const email = newEmail();
    expect((await call<Answer>(sendCode, { host, body: { account: email } })).status).toBe(200);
    const code = await codeFromOutbox(w.a.id, email);
    const reg = await call<Answer>(register, { host, body: { account: email, verifyCode: code, password: PASSWORD, nameCn: '王五', companyName: '王氏物流', agree: true } });
    expect(reg.status, JSON.stringify(reg.json)).toBe(200);
    expect(loginAnswer.safeParse(reg.json).error?.issues ?? []).toEqual([]);
    const author = setCookies(reg.headers).get('author')?.value;
    expect(author).toBeTruthy();
    const current = await call<Answer>(sessionRoute, { method: 'GET', host, url: '/api/webuser/session', cookies: { author: author! } });
    expect(sessionAnswer.safeParse(current.json).error?.issues ?? []).toEqual([]);
    const res = await call<Answer>(getUserInfo, { method: 'GET', host, url: '/api/webuser/userInfo', cookies: { author: author! } });
    expect(res.status).toBe(200);
    const parsed = userInfoAnswer.safeParse(res.json);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.data).toMatchObject({ email, phone: '', nameCn: '王五' });
  });
});
