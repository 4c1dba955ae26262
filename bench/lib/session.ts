// A logged-in user for the bench: the seed's certified demo shipper logged in through the login
// endpoint, as a browser does, and the session cookie it was given.
import { webuserApi } from '../../lib/endpoints/webuser';
import { DEMO_USER_PASSWORD } from '../../lib/server/db/seed/staff';
import { request } from './measure';

/** The seed's certified demo shipper (lib/server/db/seed/staff.ts). */
export const CERTIFIED_SHIPPER = { account: '13800000001', password: DEMO_USER_PASSWORD };

/** The session cookie's name (AUTH_COOKIE of lib/server/auth/session.ts, a server-only module the bench cannot load). */
const AUTH_COOKIE = 'author';

export const LOGIN_PATH = `/api${webuserApi.login.path}`;

export type BenchSession = { name: string; value: string; cookie: string };

/** Logs `who` in on `origin` and answers the session cookie (name, value and the Cookie header to send). */
export async function loginSession(origin: string, who: { account: string; password: string } = CERTIFIED_SHIPPER): Promise<BenchSession> {
  const res = await request(origin, 'POST', LOGIN_PATH, {
    body: JSON.stringify(who),
    headers: { 'content-type': 'application/json', sys_source: 'etransweb' },
  });
  if (res.status !== 200) throw new Error(`bench: login of ${who.account} answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const value = setCookie.map((c) => new RegExp(`^${AUTH_COOKIE}=([^;]*)`).exec(c)?.[1]).find(Boolean);
  if (!value) throw new Error(`bench: login of ${who.account} set no ${AUTH_COOKIE} cookie`);
  return { name: AUTH_COOKIE, value, cookie: `${AUTH_COOKIE}=${value}` };
}
