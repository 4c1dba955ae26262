// @vitest-environment jsdom
// The session probe of cached pages (lib/api/session.ts): a visitor, who holds no login cookie and so
// no readable companion of it (lib/proxy/companyCookie.ts SIGNED_IN_COOKIE), is not asked about at
// all — no request, none that could only answer 401 (a console error on every visitor's page); with
// the companion the endpoint is asked, and its 401 (a login ended on the server) removes the companion.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionOptions } from '@/lib/api/session';
import type { SessionUserInfo } from '@/lib/contracts/session';

const USER = { userId: 7, userName: '李四', userNameEn: 'Li Si', phone: '13900000007', email: 'l@example.test', headUrl: '', userType: 1, certificationStatus: 3, companyId: 1, companyNameCn: '环宇海运', companyNameEn: 'Globalink', companyNameScn: '', companyNameSen: '' } satisfies SessionUserInfo;

let asked = 0;
let answer: () => Response = () => HttpResponse.json({ code: '1', data: USER });
const server = setupServer(
  http.get('*/api/webuser/session', () => {
    asked += 1;
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const held = () => document.cookie.split('; ').some((c) => c === 'signed_in=1');
const ask = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(sessionOptions());

describe('the session probe', () => {
  beforeEach(() => {
    asked = 0;
    answer = () => HttpResponse.json({ code: '1', data: USER });
  });

  it('asks nothing for a visitor (no companion cookie) and answers null', async () => {
    document.cookie = 'signed_in=; max-age=0; path=/';
    expect(await ask()).toBeNull();
    expect(asked).toBe(0);
  });

  it('asks the endpoint when a login is held, and answers its user', async () => {
    document.cookie = 'signed_in=1; path=/';
    expect(await ask()).toMatchObject({ userId: 7, userName: '李四' });
    expect(asked).toBe(1);
    expect(held()).toBe(true);
  });

  it('a 401 (the login ended on the server) answers null and removes the companion, so the next page asks nothing', async () => {
    document.cookie = 'signed_in=1; path=/';
    answer = () => HttpResponse.json({ code: '0', message: '请先登录' }, { status: 401 });
    expect(await ask()).toBeNull();
    expect(asked).toBe(1);
    expect(held()).toBe(false);
    expect(await ask()).toBeNull();
    expect(asked).toBe(1);
  });
});
