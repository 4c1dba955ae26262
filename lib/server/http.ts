import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { ZodError, type z } from 'zod';
import type { CompanySettings } from '../contracts/company';
import { PARSE_OPTIONS } from '../contracts/issues';
import { holds, type StaffPermission, type StaffUser } from '../contracts/staff';
import { negotiateLocale } from '../i18n/acceptLanguage';
import { loadMessages, type Messages } from '../i18n/messages';
import { apiTranslator, type ApiLocale, type ApiTranslator } from './apiMessages';
import { ApiError } from './errors';
import { bodyLimitOf, bodyTooLarge, discardRest } from './bodyLimit';
import { requireLiveCompanySettings, resolveCompanyId } from './company';
import { getDb, type Database } from './db';
import { DB_RETRY_AFTER_SECONDS, dbAvailability, trackStale } from './db/availability';
import { AUTH_COOKIE, findSession, identityCookie, tokenFrom, type SessionUser } from './auth/session';
import { STAFF_COOKIE, findStaffSession } from './auth/staffSession';
import { consume, LIMITS, RateLimitError } from './rateLimit';
import { log } from './log';
import { clientIpOf, hostOf, protoOf } from '../proxy/requestMeta';
import { SIGNED_IN_COOKIE } from '../proxy/companyCookie';
import { sourceOf, type AnyEndpoint, type EndpointLimit, type InputOf, type InputSource, type Role } from '../endpoints/endpoint';
import { loadSchema } from '../endpoints/schemas';

export type { Role };
export type { ApiLocale };

/** What each role guarantees the handler, by type: no re-checks in handlers. */
type RoleContext = {
  /** The user of the `author` cookie / Authorization header on this company, when there is one. */
  visitor: { session: SessionUser | null; staff: null };
  user: { session: SessionUser; staff: null };
  /** certificationStatus 3 */
  certified: { session: SessionUser; staff: null };
  /** The staff member of the `staff_author` cookie, with the route's permission. */
  staff: { session: null; staff: StaffUser };
};

type BaseContext = {
  req: NextRequest;
  requestId: string;
  locale: ApiLocale;
  company: CompanySettings;
  /** The process's database handle (services take it, or a transaction of it). */
  db: Database;
  /** The raw token the request carries (for logout and session start), when it names a live session. */
  authToken: string | null;
  /** Best-known client address (see clientIp) and user agent. */
  ip: string;
  userAgent: string;
  /** The request came over HTTPS: identity cookies get Secure. */
  secure: boolean;
  /** Files of a multipart request, by field name. */
  files: Map<string, File>;
  t: ApiTranslator;
  /** HttpOnly, SameSite=Lax (Secure over HTTPS) cookie on the answer; maxAge 0 clears it. */
  setCookie: (name: string, value: string, maxAgeSeconds: number) => void;
};

export type ApiContext<R extends Role = Role> = BaseContext & RoleContext[R];

/**
 * The request's language: the `lang` header the client sends, else the best supported language of
 * the whole Accept-Language list (q-values honoured, see negotiateLocale); default cn.
 */
export function requestLocale(req: Pick<Request, 'headers'>): ApiLocale {
  const lang = req.headers.get('lang')?.trim().toLowerCase();
  if (lang === 'en' || lang === 'cn') return lang;
  return negotiateLocale(req.headers.get('accept-language'));
}

/** The client's address as the front server vetted it (lib/proxy/requestMeta.ts); '' when unknown. */
export function clientIp(req: Request): string {
  return clientIpOf(req.headers);
}

export function isHttps(req: NextRequest): boolean {
  return protoOf(req.headers) === 'https';
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser's cross-site write carries a foreign Origin: refuse it. API clients send none. */
function sameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get('origin');
  if (!origin || !MUTATING.has(req.method)) return true;
  try {
    return new URL(origin).host === hostOf(req.headers);
  } catch {
    return false;
  }
}

/**
 * The body, refusing (413) past `maxBytes` without buffering more than that. The message speaks of
 * the file for an upload (multipart) and of the request otherwise.
 */
async function readBody(req: NextRequest, maxBytes: number, upload = false): Promise<Uint8Array> {
  const tooLarge = () => bodyTooLarge(maxBytes, upload);
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await discardRest(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function readInput(req: NextRequest, source: InputSource, maxBytes: number, files: Map<string, File>): Promise<unknown> {
  if (source === 'query') return Object.fromEntries(req.nextUrl.searchParams);
  if (source === 'multipart') {
    const type = req.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(415, 'badMultipart');
    const body = await readBody(req, maxBytes, true);
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new ApiError(400, 'badMultipart');
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else files.set(name, value);
    }
    return fields;
  }
  const text = new TextDecoder().decode(await readBody(req, maxBytes));
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'badJson');
  }
}

async function rootTranslatorFor(locale: ApiLocale) {
  const messages: Messages = await loadMessages(locale === 'en' ? 'en' : 'zh-CN');
  return createTranslator({ locale: locale === 'en' ? 'en' : 'zh-CN', messages });
}

/**
 * Field messages of a ZodError. Contracts use message keys of the "Validation" namespace (spec §5
 * rules, lib/validation.ts, lib/contracts/fields.ts) or of "Api", and input is parsed with the
 * error map of lib/contracts/issues.ts, so every issue carries a key; those are translated. A text
 * that is no key (zod's own English, from a schema parsed elsewhere) never reaches the user: it
 * becomes the generic Validation.invalidValue.
 */
export async function fieldErrors(error: ZodError, locale: ApiLocale): Promise<Record<string, string[]>> {
  const tr = await rootTranslatorFor(locale);
  const out: Record<string, string[]> = {};
  for (const issue of error.issues.flatMap(unionBranch)) {
    const key = issue.path.join('.') || '_';
    const bound = issue as { maximum?: unknown; minimum?: unknown; params?: Record<string, unknown> };
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(bound.params ?? {})) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
    if (typeof bound.maximum === 'number') values.max ??= bound.maximum;
    if (typeof bound.minimum === 'number') values.min ??= bound.minimum;
    const candidates = [`Validation.${issue.message}`, `Api.${issue.message}`] as Parameters<typeof tr>[0][];
    const found = candidates.find((c) => tr.has(c));
    (out[key] ??= []).push(tr(found ?? 'Validation.invalidValue', values as never));
  }
  return out;
}

/**
 * A union's issue speaks of the branch the value was meant for: the first branch that got past
 * the type check (a string with a control character, not "not a number"); else the union's own.
 */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const branch = issue.errors.find((issues) => issues.length && issues.every((i) => i.code !== 'invalid_type'));
  return branch ? branch.flatMap((i) => unionBranch({ ...i, path: [...issue.path, ...i.path] } as z.core.$ZodIssue)) : [issue];
}

type PendingCookie = { name: string; value: string; maxAge: number };

function withCookies(res: Response, cookies: PendingCookie[], secure: boolean): Response {
  if (!cookies.length) return res;
  const out = res instanceof NextResponse ? res : new NextResponse(res.body, res);
  for (const c of cookies) {
    out.cookies.set(c.name, c.value, identityCookie(secure, c.maxAge));
    // the login cookie's readable companion goes and comes with it (lib/proxy/companyCookie.ts)
    if (c.name === AUTH_COOKIE) out.cookies.set(SIGNED_IN_COOKIE, c.maxAge > 0 ? '1' : '', { ...identityCookie(secure, c.maxAge), httpOnly: false });
  }
  return out;
}

/** A parsed input that names a company (`companyId`, as several spec calls send) other than this site's. */
function namesOtherCompany(input: unknown, companyId: number): boolean {
  if (typeof input !== 'object' || input === null || !('companyId' in input)) return false;
  const named = (input as { companyId?: unknown }).companyId;
  return named !== undefined && named !== null && named !== companyId;
}

/** The key a rate-limit rule of an endpoint counts this request under (null: the rule does not apply). */
function limitKey(per: Exclude<EndpointLimit<unknown>, string>['per'], input: unknown, ctx: ApiContext): string | null {
  const userId = ctx.session?.userId ?? null;
  if (per === undefined || per === 'ip') return `ip:${ctx.ip || 'unknown'}`;
  if (per === 'user') return userId === null ? null : `user:${userId}`;
  if (per === 'company') return 'all';
  // only the DCSA endpoints know an API key (lib/server/dcsaApi/handler.ts)
  if (per === 'apiKey') return null;
  return per(input, { userId, ip: ctx.ip, email: ctx.session?.email ?? null });
}

/**
 * Wraps an enterprise-API route handler of an endpoint of the table (lib/endpoints): resolves the
 * company from the Host header and the session on that company, enforces the endpoint's role (the
 * handler's ctx is typed by it: 'user' and 'certified' get a session, 'staff' a staff member),
 * parses the input with its zod schema, refuses an input naming another company (403
 * companyMismatch), applies the endpoint's rate limits, and maps failures to the envelope (ApiError
 * → its status, ZodError → 422, anything else → 500 with a logged request id and nothing internal
 * in the answer).
 * A handler answers a plain object (sent as JSON) or a Response; cookies set through
 * ctx.setCookie go on either.
 */
export function apiHandler<const E extends AnyEndpoint>(
  endpoint: E,
  fn: (ctx: ApiContext<E['role']>, input: InputOf<E>) => Promise<Response | Record<string, unknown>>,
) {
  type R = E['role'];
  const options = endpoint;
  const source = sourceOf(endpoint);
  // The schema is loaded with the route module, so no request waits for it.
  let schema: z.ZodType | undefined;
  const schemaReady = endpoint.input ? loadSchema(endpoint.input).then((s) => (schema = s as z.ZodType)) : undefined;
  schemaReady?.catch(() => {});
  const limits = (endpoint.limits ?? []).map((l) => {
    const d = typeof l === 'string' ? { rule: l } : l;
    return { rule: typeof d.rule === 'string' ? LIMITS[d.rule] : d.rule, per: d.per };
  });
  const handle = async (req: NextRequest): Promise<Response> => {
    const requestId = randomUUID();
    const epoch = dbAvailability().epoch();
    const locale = requestLocale(req);
    const t = await apiTranslator(locale);
    const secure = isHttps(req);
    const cookies: PendingCookie[] = [];
    try {
      if (!sameOrigin(req)) throw new ApiError(403, 'crossOrigin');
      const companyId = await resolveCompanyId(hostOf(req.headers));
      const company = await requireLiveCompanySettings(companyId);
      const db = await getDb();

      let session: SessionUser | null = null;
      let authToken: string | null = null;
      let staff: StaffUser | null = null;
      if (options.role === 'staff') {
        staff = await findStaffSession(db, tokenFrom(req.cookies.get(STAFF_COOKIE)?.value, null), company.companyId);
        if (!staff || staff.companyId !== company.companyId) throw new ApiError(401, 'staffLoginRequired');
        const p = options.permission;
        if (p && !holds(staff.permissions, p)) throw new ApiError(403, 'staffForbidden');
      } else if (options.role !== 'visitor' || options.identify !== false) {
        // No token, no lookup: most visitor calls carry none.
        const token = tokenFrom(req.cookies.get(AUTH_COOKIE)?.value, req.headers.get('authorization'));
        session = token ? await findSession(token, company.companyId, db) : null;
        if (session && session.companyId !== company.companyId) session = null;
        if (session) authToken = token;
        if (options.role !== 'visitor' && !session) throw new ApiError(401, 'loginRequired');
        if (options.role === 'certified' && session?.certificationStatus !== 3) {
          throw new ApiError(403, 'certificationRequired');
        }
      }

      const files = new Map<string, File>();
      const parser = options.input ? (schema ?? (await schemaReady)) : undefined;
      const raw = parser ? await readInput(req, source, bodyLimitOf(options), files) : undefined;
      const input = (parser ? parser.parse(raw, PARSE_OPTIONS) : undefined) as InputOf<E>;
      if (namesOtherCompany(input, company.companyId)) throw new ApiError(403, 'companyMismatch');
      // The role checks above guarantee what RoleContext[R] promises.
      const ctx = {
        req,
        requestId,
        locale,
        company,
        db,
        session,
        authToken,
        staff,
        ip: clientIp(req),
        userAgent: req.headers.get('user-agent') ?? '',
        secure,
        files,
        t,
        setCookie: (name: string, value: string, maxAge: number) => void cookies.push({ name, value, maxAge }),
      } as unknown as ApiContext<R>;
      if (limits.length) {
        const rules = limits.map((l) => ({ ...l.rule, key: limitKey(l.per, input, ctx as ApiContext) }));
        await consume(
          company.companyId,
          rules.filter((r): r is typeof r & { key: string } => r.key !== null),
        );
      }
      const { value: result, stale } = await trackStale(() => fn(ctx, input));
      const res = withCookies(result instanceof Response ? result : NextResponse.json(result), cookies, secure);
      // answered from an in-memory index whose version could not be checked (the database is unavailable)
      if (!stale) return res;
      const marked = res instanceof NextResponse ? res : new NextResponse(res.body, res);
      marked.headers.set(STALE_HEADER, '1');
      return marked;
    } catch (error) {
      const res = await failureResponse(error, { req, requestId, locale, t, epoch });
      return error instanceof ApiError ? withCookies(res, cookies, secure) : res;
    }
  };
  routeMetas.set(handle, { kind: 'api', endpoint, role: endpoint.role, input: () => schemaReady ?? Promise.resolve(undefined), source, permission: endpoint.permission });
  return handle;
}

/** Sent on an answer made from data held in memory that could not be checked against the database. */
export const STALE_HEADER = 'x-data-stale';

type FailureContext = { req: NextRequest; requestId: string; locale: ApiLocale; t: ApiTranslator; epoch: number };

/**
 * The failure envelope of an error: ApiError → its status and localized message, ZodError → 422 with
 * localized field errors, the database unavailable → 503 "service busy" with Retry-After (logged once
 * per outage, lib/server/db/availability.ts), anything else → 500 with a logged request id and
 * nothing internal.
 */
async function failureResponse(error: unknown, { req, requestId, locale, t, epoch }: FailureContext): Promise<Response> {
  if (error instanceof ApiError) {
    const res = NextResponse.json(
      { code: error.code, message: t(error.messageKey, error.extra.values), ...(error.extra.validateMap ? { validateMap: error.extra.validateMap } : {}) },
      { status: error.status },
    );
    if (error instanceof RateLimitError) res.headers.set('retry-after', String(error.retryAfter));
    return res;
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ code: '0', message: t('invalidInput'), fieldErrors: await fieldErrors(error, locale) }, { status: 422 });
  }
  if (dbAvailability().failed(error, epoch)) {
    return NextResponse.json({ code: '0', message: t('serviceBusy') }, { status: 503, headers: { 'retry-after': String(DB_RETRY_AFTER_SECONDS) } });
  }
  log.error('api.unhandled', { requestId, path: req.nextUrl.pathname, error });
  return NextResponse.json({ code: '0', message: t('internal'), requestId }, { status: 500 });
}

// ---------------------------------------------------------------- every route inside one wrapper

/** What a route file exports, by kind: tests check that every method of every route has one. */
export type RouteMeta =
  | { kind: 'api'; endpoint: AnyEndpoint; role: Role; input: () => Promise<z.ZodType | undefined>; source: InputSource; permission?: StaffPermission }
  /** A handler outside apiHandler's session and role model, with its failure mapping (routeHandler). */
  | { kind: 'plain'; endpoint: AnyEndpoint }
  /** A method the route does not serve (405), or OPTIONS. */
  | { kind: 'methodNotAllowed' }
  /** The catch-all of unknown /api paths (404). */
  | { kind: 'notFound' };

const routeMetas = new WeakMap<object, RouteMeta>();

/** How a route handler was made (apiHandler, routeHandler, otherMethods, unknownApiPath); undefined: by hand. */
export function routeMeta(handler: unknown): RouteMeta | undefined {
  return typeof handler === 'function' ? routeMetas.get(handler) : undefined;
}

type PlainContext = { requestId: string; locale: ApiLocale; t: ApiTranslator };

/**
 * For the rare route that needs none of apiHandler's company, session or role handling (the
 * internal company lookup): the same failure mapping, parse with `parseInput`.
 */
export function routeHandler(endpoint: AnyEndpoint, fn: (req: NextRequest, ctx: PlainContext) => Promise<Response>) {
  const handle = async (req: NextRequest): Promise<Response> => {
    const requestId = randomUUID();
    const epoch = dbAvailability().epoch();
    const locale = requestLocale(req);
    const t = await apiTranslator(locale);
    try {
      return await fn(req, { requestId, locale, t });
    } catch (error) {
      return failureResponse(error, { req, requestId, locale, t, epoch });
    }
  };
  routeMetas.set(handle, { kind: 'plain', endpoint });
  return handle;
}

/** Parses an input with its contract and the localized error map (a ZodError → 422 in either wrapper). */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  return schema.parse(raw, PARSE_OPTIONS);
}

export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
type RouteFn = (req: NextRequest) => Promise<Response>;

async function envelope(req: NextRequest, status: number, key: 'methodNotAllowed' | 'apiNotFound', headers: Record<string, string>): Promise<Response> {
  const t = await apiTranslator(requestLocale(req));
  return NextResponse.json({ code: '0', message: t(key) }, { status, headers });
}

/**
 * The methods a route file does not serve, answering 405 with the failure envelope and an Allow
 * header (Next would answer an empty 405 for a method the file does not export), plus OPTIONS
 * (204 with the same Allow). Every route file ends with, e.g.:
 *   export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webschedulecontrollerApi.querySchedules);
 * HEAD follows GET (Next answers it with the GET handler, the 405 one included).
 */
export function otherMethods<const A extends RouteMethod>(...served: { method: A }[]): Record<Exclude<RouteMethod, A> | 'OPTIONS', RouteFn> {
  const allowed = served.map((e) => e.method);
  const allow = [...allowed, ...(allowed.includes('GET' as A) ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const out: Record<string, RouteFn> = {};
  for (const method of ROUTE_METHODS) {
    if ((allowed as readonly string[]).includes(method)) continue;
    out[method] = (req) => envelope(req, 405, 'methodNotAllowed', { allow });
  }
  out.OPTIONS = async () => new Response(null, { status: 204, headers: { allow } });
  for (const fn of Object.values(out)) routeMetas.set(fn, { kind: 'methodNotAllowed' });
  return out as Record<Exclude<RouteMethod, A> | 'OPTIONS', RouteFn>;
}

/** Every method of the catch-all app/api/[...path]: 404 with the failure envelope. */
export function unknownApiPath(): Record<RouteMethod | 'OPTIONS', RouteFn> {
  const out: Record<string, RouteFn> = {};
  for (const method of [...ROUTE_METHODS, 'OPTIONS']) {
    out[method] = (req) => envelope(req, 404, 'apiNotFound', {});
    routeMetas.set(out[method], { kind: 'notFound' });
  }
  return out as Record<RouteMethod | 'OPTIONS', RouteFn>;
}
