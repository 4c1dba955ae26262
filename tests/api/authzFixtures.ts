// Fixtures of the authorization matrix (authzMatrix.test.ts): two companies, fresh callers of every
// kind for each call, the objects a row asks about (created through the routes themselves), the
// route files on disk, and one way to call any exported method of a route module.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as listApplications } from '@/app/api/staff/certifications/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import { POST as postCertification } from '@/app/api/webuser/certification/route';
import { POST as forgetPassword } from '@/app/api/webuser/forgetPassword/route';
import { POST as decryptToken } from '@/app/api/webuser/forgetPasswordDecryptToken/route';
import { GET as qrStatus } from '@/app/api/webuser/qrLogin/status/route';
import { POST as qrTicket } from '@/app/api/webuser/qrLogin/ticket/route';
import { GET as userSession } from '@/app/api/webuser/session/route';
import { POST as sendCode } from '@/app/api/webuser/sendCode/route';
import { POST as saveSubscription } from '@/app/api/websubMaskFcl/saveSubMaskFcl/route';
import { STAFF_PERMISSIONS, type StaffPermission } from '@/lib/contracts/staff';
import { DCSA_ROOT, isSiteRootPath } from '@/lib/endpoints/endpoint';
import { hashPassword } from '@/lib/server/auth/passwords';
import { hashToken } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { routeMeta } from '@/lib/server/http';
import { rateLimitHits, rateSubscriptions, staffSessions, staffUsers, users } from '@/lib/server/db/schema';
import { call, createCompany, createPort, createUserWithSession, type TestCompany } from './helpers';
import { PASSWORD, callMultipart, certificationFields, codeFromOutbox, createAccount, fileBytes, lastMessage, newEmail, newMobile, setCookies } from './accountFixtures';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

// ---------------------------------------------------------------- route files on disk

const APP_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app');
const API_ROOT = path.join(APP_ROOT, 'api');

/**
 * Every app/api/**\/route.ts as its route path ('/webuser/userInfo'), then every route file served
 * from the site's root (app/dcsa/**: '/dcsa/cs/v1/point-to-point-routes', as the endpoint table
 * names them), sorted.
 */
export function routeFilesOnDisk(): string[] {
  return [...routeFilesUnder(API_ROOT), ...routeFilesUnder(path.join(APP_ROOT, DCSA_ROOT.slice(1))).map((r) => `${DCSA_ROOT}${r}`)].sort();
}

function routeFilesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') out.push(`/${path.relative(root, dir).split(path.sep).join('/')}`);
    }
  };
  walk(root);
  return out.sort();
}

export const routeFile = (route: string) => path.join(isSiteRootPath(route) ? APP_ROOT : API_ROOT, ...route.split('/').filter(Boolean), 'route.ts');

type RouteModule = Partial<Record<Method, (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response>>;

/** The route module of a route path (imported once; modules are shared across the api run). */
export async function routeModule(route: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ routeFile(route))) as RouteModule;
}

/** The methods a route module serves: exported, and not one of otherMethods' 405/OPTIONS answers or the catch-all's 404. */
export const exportedMethods = (mod: RouteModule): Method[] =>
  METHODS.filter((m) => typeof mod[m] === 'function' && !isFallback(mod[m]));

/** A handler that only answers 405 (otherMethods) or 404 (the catch-all of unknown /api paths). */
export const isFallback = (handler: unknown): boolean => {
  const kind = routeMeta(handler)?.kind;
  return kind === 'methodNotAllowed' || kind === 'notFound';
};

// ---------------------------------------------------------------- the world: companies A and B

export type World = {
  /** The company every call is made on (its host). */
  a: TestCompany;
  /** The other company: its callers and objects are used on A's host. */
  b: TestCompany;
  hostA: string;
  hostB: string;
  ports: Record<'a' | 'b', { origin: number; destination: number }>;
  /** A user with a password (and email) per company, for the login row. */
  account: Record<'a' | 'b', { mobile: string; email: string; password: string }>;
  /** A staff member with a password per company, for the staff login row. */
  staffAccount: Record<'a' | 'b', { username: string; password: string }>;
};

let passwordHash: Promise<string> | undefined;
/** One scrypt hash of PASSWORD shared by every fixture user (hashing per user would cost ~0.1 s each). */
const sharedHash = () => (passwordHash ??= hashPassword(PASSWORD));

/** A user of a company (password PASSWORD) with a live session; fresh for every call. */
export async function userWithSession(
  companyId: number,
  opts: { certificationStatus?: number; email?: string | null } = {},
): Promise<{ token: string; userId: number; mobile: string; email: string | null }> {
  const { token, userId } = await createUserWithSession(companyId, { certificationStatus: opts.certificationStatus ?? 0 });
  const mobile = newMobile();
  const email = opts.email ?? null;
  const db = await getDb();
  await db.update(users).set({ passwordHash: await sharedHash(), mobile, email }).where(eq(users.id, userId));
  return { token, userId, mobile, email };
}

let staffSeq = 0;

/** A staff member of a company holding exactly `permissions`, with a live staff session. */
export async function staffWithSession(companyId: number, permissions: readonly string[]): Promise<{ token: string; username: string }> {
  const db = await getDb();
  const username = `authz${process.pid}x${++staffSeq}`;
  const [row] = await db
    .insert(staffUsers)
    .values({ companyId, username, passwordHash: await sharedHash(), name: '矩阵', permissions: [...permissions] })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert returned nothing');
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ id: hashToken(token), staffId: row.id, companyId, expiresAt: new Date(Date.now() + 3600_000) });
  return { token, username };
}

export async function createWorld(): Promise<World> {
  const a = await createCompany();
  const b = await createCompany();
  const ports = {} as World['ports'];
  const account = {} as World['account'];
  const staffAccount = {} as World['staffAccount'];
  for (const [key, c] of [['a', a], ['b', b]] as const) {
    const origin = await createPort(c.id, { isOrigin: true, isDestination: false, nameEn: 'Matrix Origin' });
    const destination = await createPort(c.id, { isOrigin: false, isDestination: true, nameEn: 'Matrix Destination' });
    ports[key] = { origin: origin.id, destination: destination.id };
    const u = await userWithSession(c.id, { email: newEmail() });
    account[key] = { mobile: u.mobile, email: u.email!, password: PASSWORD };
    staffAccount[key] = { username: (await staffWithSession(c.id, ['*'])).username, password: PASSWORD };
  }
  return { a, b, hostA: a.domains[0]!, hostB: b.domains[0]!, ports, account, staffAccount };
}

/** Empties the rate-limit counters of both companies, so no row is refused for an earlier one's calls. */
export async function resetLimits(w: World): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.companyId, [w.a.id, w.b.id]));
}

// ---------------------------------------------------------------- callers

/**
 * The callers of every row. All calls are made on company A's host.
 * - visitor: no cookie
 * - user: a user of A, not certified (certificationStatus 0)
 * - certified: a user of A with certificationStatus 3
 * - staff: a staff member of A holding exactly the row's permission (none when the row has none)
 * - staffWithout: a staff member of A holding every permission but the row's (rows with a permission only)
 * - otherUser: a certified user of company B, with B's session cookie
 * - otherStaff: a staff member of company B holding every permission ('*'), with B's staff cookie
 */
export const CALLERS = ['visitor', 'user', 'certified', 'staff', 'staffWithout', 'otherUser', 'otherStaff'] as const;
export type Caller = (typeof CALLERS)[number];

export async function cookiesOf(w: World, caller: Caller, permission?: StaffPermission): Promise<Record<string, string>> {
  switch (caller) {
    case 'visitor':
      return {};
    case 'user':
      return { author: (await userWithSession(w.a.id, { certificationStatus: 0 })).token };
    case 'certified':
      return { author: (await userWithSession(w.a.id, { certificationStatus: 3 })).token };
    case 'staff':
      return { staff_author: (await staffWithSession(w.a.id, permission ? [permission] : [])).token };
    case 'staffWithout':
      return { staff_author: (await staffWithSession(w.a.id, STAFF_PERMISSIONS.filter((p) => p !== permission))).token };
    case 'otherUser':
      return { author: (await userWithSession(w.b.id, { certificationStatus: 3 })).token };
    case 'otherStaff':
      return { staff_author: (await staffWithSession(w.b.id, ['*'])).token };
  }
}

// ---------------------------------------------------------------- calling a route

/** What a row sends besides the caller's cookies. */
export type Req = {
  query?: Record<string, string | number>;
  body?: unknown;
  /** multipart/form-data instead of JSON */
  form?: FormData;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** values of dynamic segments ([id]) of the route path */
  params?: Record<string, string>;
  /** run after the call with its answer: e.g. that another company's object asked for is untouched */
  after?: (res: Result) => Promise<void> | void;
};

export type Result = { status: number; json: Record<string, unknown> | null; text: string; headers: Headers };

/** Calls one exported method of a route module the way Next would: a NextRequest on A's host. */
export async function invoke(route: string, method: Method, host: string, req: Req): Promise<Result> {
  const handler = (await routeModule(route))[method];
  if (!handler) throw new Error(`${route} exports no ${method}`);
  const params = req.params ?? {};
  const urlPath = `${isSiteRootPath(route) ? '' : '/api'}${route.replace(/\[\.{0,3}([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? name))}`;
  const qs = new URLSearchParams(Object.entries(req.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const url = qs ? `${urlPath}?${qs}` : urlPath;
  const ctx = { params: Promise.resolve(params) };
  if (req.form) {
    const out = await callMultipart((r) => Promise.resolve(handler(r, ctx)), { host, url, form: req.form, cookies: req.cookies, headers: req.headers });
    return { status: out.status, json: out.json, text: JSON.stringify(out.json), headers: out.headers };
  }
  const h = new Headers(req.headers ?? {});
  h.set('host', host);
  const cookies = Object.entries(req.cookies ?? {});
  if (cookies.length) h.set('cookie', cookies.map(([k, v]) => `${k}=${v}`).join('; '));
  let body: string | undefined;
  if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    h.set('content-type', 'application/json');
  }
  const res = await handler(new NextRequest(new URL(url, `http://${host}`), { method, headers: h, body }), ctx);
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) json = JSON.parse(text) as Record<string, unknown>;
  return { status: res.status, json, text, headers: res.headers };
}

// ---------------------------------------------------------------- objects of a company, made through the routes

const host = (c: TestCompany) => c.domains[0]!;

export function certificationForm(): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(certificationFields())) f.set(k, v);
  f.set('licence', new File([fileBytes('pdf', 4096) as BlobPart], '营业执照.pdf', { type: 'application/pdf' }));
  return f;
}

/** A certification application of a company waiting for review (status 1): its id. */
export async function pendingApplication(c: TestCompany): Promise<number> {
  const { token } = await userWithSession(c.id);
  const res = await callMultipart<{ data?: { id?: number } }>(postCertification, { host: host(c), form: certificationForm(), cookies: { author: token } });
  const id = res.json.data?.id;
  if (res.status !== 200 || typeof id !== 'number') throw new Error(`application fixture: ${res.status} ${JSON.stringify(res.json)}`);
  return id;
}

/** A live password-reset token of a fresh user of a company (asked through forgetPassword, read from the outbox). */
export async function resetToken(c: TestCompany): Promise<string> {
  const email = newEmail();
  await userWithSession(c.id, { email });
  const res = await call(forgetPassword, { host: host(c), body: { email } });
  const token = (await lastMessage(c.id, email))?.body.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (res.status !== 200 || !token) throw new Error(`reset-token fixture: ${res.status} ${JSON.stringify(res.json)}`);
  return token;
}

/** A waiting QR login ticket of a company and the pre-login cookie of the browser that asked for it. */
export async function qrLoginTicket(c: TestCompany): Promise<{ ticket: string; pre: string }> {
  const res = await call<{ data?: { ticket?: string } }>(qrTicket, { host: host(c) });
  const ticket = res.json.data?.ticket;
  const pre = setCookies(res.headers).get('qr_pre')?.value;
  if (res.status !== 200 || !ticket || !pre) throw new Error(`qr-ticket fixture: ${res.status} ${JSON.stringify(res.json)}`);
  return { ticket, pre };
}

/** A registration code sent on a company to a fresh mobile number. */
export async function registrationCode(c: TestCompany): Promise<{ account: string; code: string }> {
  const account = newMobile();
  const res = await call(sendCode, { host: host(c), body: { account } });
  if (res.status !== 200) throw new Error(`send-code fixture: ${res.status} ${JSON.stringify(res.json)}`);
  return { account, code: await codeFromOutbox(c.id, account) };
}

/** A new account of a company and the login code sent to its phone (sendCode purpose 'login'). */
export async function loginCode(c: TestCompany): Promise<{ account: string; code: string }> {
  const { mobile } = await createAccount(c.id);
  const account = mobile!;
  const res = await call(sendCode, { host: host(c), body: { account, purpose: 'login' } });
  if (res.status !== 200) throw new Error(`login-code fixture: ${res.status} ${JSON.stringify(res.json)}`);
  return { account, code: await codeFromOutbox(c.id, account) };
}

/** A rate subscription a visitor saved on a company (no user owns it): its id. */
export async function visitorSubscription(c: TestCompany, lane: { origin: number; destination: number }): Promise<number> {
  return (await subscriptionWithLink(c, lane)).id;
}

/** A visitor's rate subscription on a company and the manage-link token mailed to its address. */
export async function subscriptionWithLink(c: TestCompany, lane: { origin: number; destination: number }): Promise<{ id: number; token: string }> {
  const email = newEmail();
  const res = await call<{ data?: { id?: number } }>(saveSubscription, {
    host: host(c),
    body: { subscribeEmail: email, portStartId: lane.origin, portEndId: lane.destination },
  });
  const id = res.json.data?.id;
  if (res.status !== 200 || typeof id !== 'number') throw new Error(`subscription fixture: ${res.status} ${JSON.stringify(res.json)}`);
  const token = (await lastMessage(c.id, email))?.body.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('subscription fixture: no manage link mailed');
  return { id, token };
}

// ---------------------------------------------------------------- the state of a company's objects, read back through its own host

/** The status of an application, as the company's own staff list shows it (null: not listed). */
export async function applicationStatus(c: TestCompany, id: number): Promise<number | null> {
  const { token } = await staffWithSession(c.id, ['*']);
  const res = await call<{ rows?: { id: number; status: number }[] }>(listApplications, {
    method: 'GET',
    host: host(c),
    url: '/api/staff/certifications?pageSize=100',
    cookies: { staff_author: token },
  });
  return res.json.rows?.find((r) => r.id === id)?.status ?? null;
}

/** The status of a QR ticket, as the browser that asked for it polls it on its company. */
export async function ticketStatus(c: TestCompany, t: { ticket: string; pre: string }): Promise<string | null> {
  const res = await call<{ data?: { status?: string } }>(qrStatus, {
    method: 'GET',
    host: host(c),
    url: `/api/webuser/qrLogin/status?ticket=${t.ticket}`,
    cookies: { qr_pre: t.pre },
  });
  return res.json.data?.status ?? null;
}

/** Whether a password-reset token is still a live link on its company. */
export async function resetTokenLive(c: TestCompany, token: string): Promise<boolean> {
  const res = await call(decryptToken, { host: host(c), body: { token, sendMailFlag: 1, webFlag: 2 } });
  return res.status === 200;
}

/** A subscription row as stored (no route reads subscriptions back). */
export async function subscriptionRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(rateSubscriptions).where(eq(rateSubscriptions.id, id));
  return row ?? null;
}

/** Whether a user's session cookie still logs in on its company. */
export async function sessionLive(c: TestCompany, token: string): Promise<boolean> {
  return (await call(userSession, { method: 'GET', host: host(c), cookies: { author: token } })).status === 200;
}

/** Whether a staff session cookie still logs in on its company. */
export async function staffSessionLive(c: TestCompany, token: string): Promise<boolean> {
  return (await call(staffSession, { method: 'GET', host: host(c), cookies: { staff_author: token } })).status === 200;
}
