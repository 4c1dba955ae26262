import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { ZodError, type z } from 'zod';
import type { CompanySettings } from '../contracts/company';
import { loadMessages, type Messages } from '../i18n/messages';
import { ApiError, type ApiMessageKey } from './errors';
import { requireCompanySettings, resolveCompanyId } from './company';
import { AUTH_COOKIE, findSession, tokenFrom, type SessionUser } from './auth/session';
import { log } from './log';

export type Role = 'visitor' | 'user' | 'certified';
export type ApiLocale = 'cn' | 'en';

export type ApiContext = {
  req: NextRequest;
  requestId: string;
  locale: ApiLocale;
  company: CompanySettings;
  session: SessionUser | null;
  t: (key: ApiMessageKey, values?: Record<string, string | number>) => string;
};

type InputSource = 'json' | 'query';

type HandlerOptions<S extends z.ZodType | undefined> = {
  /** Who may call: visitor (anyone), user (logged in), certified (certificationStatus 3). */
  role: Role;
  input?: S;
  source?: InputSource;
};

type Input<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** The request's language: the `lang` header the client sends, else Accept-Language; default cn. */
export function requestLocale(req: Request): ApiLocale {
  const lang = req.headers.get('lang')?.toLowerCase();
  if (lang === 'en' || lang === 'cn') return lang;
  const accept = req.headers.get('accept-language')?.toLowerCase() ?? '';
  return accept.startsWith('en') ? 'en' : 'cn';
}

async function translatorFor(locale: ApiLocale) {
  const messages: Messages = await loadMessages(locale === 'en' ? 'en' : 'zh-CN');
  return createTranslator({ locale: locale === 'en' ? 'en' : 'zh-CN', messages, namespace: 'Api' });
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser's cross-site write carries a foreign Origin: refuse it. API clients send none. */
function sameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get('origin');
  if (!origin || !MUTATING.has(req.method)) return true;
  try {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function readInput(req: NextRequest, source: InputSource): Promise<unknown> {
  if (source === 'query') return Object.fromEntries(req.nextUrl.searchParams);
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'badJson');
  }
}

function fieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Wraps an enterprise-API route handler: resolves the company from the Host header and the
 * session on that company, enforces the declared role, parses the input with its zod schema, and
 * maps failures to the envelope (ApiError → its status, ZodError → 422, anything else → 500
 * with a logged request id and nothing internal in the answer).
 */
export function apiHandler<S extends z.ZodType | undefined = undefined>(
  options: HandlerOptions<S>,
  fn: (ctx: ApiContext, input: Input<S>) => Promise<Response | Record<string, unknown>>,
) {
  return async function handle(req: NextRequest): Promise<Response> {
    const requestId = randomUUID();
    const locale = requestLocale(req);
    const tr = await translatorFor(locale);
    const t: ApiContext['t'] = (key, values) => tr(key, values);
    try {
      if (!sameOrigin(req)) throw new ApiError(403, 'crossOrigin');
      const companyId = await resolveCompanyId(req.headers.get('x-forwarded-host') ?? req.headers.get('host'));
      const company = await requireCompanySettings(companyId);
      const token = tokenFrom(req.cookies.get(AUTH_COOKIE)?.value, req.headers.get('authorization'));
      const session = await findSession(token, company.companyId);
      if (options.role !== 'visitor' && !session) throw new ApiError(401, 'loginRequired');
      if (options.role === 'certified' && session?.certificationStatus !== 3) {
        throw new ApiError(403, 'certificationRequired');
      }
      const raw = options.input ? await readInput(req, options.source ?? 'json') : undefined;
      const input = (options.input ? options.input.parse(raw) : undefined) as Input<S>;
      const result = await fn({ req, requestId, locale, company, session, t }, input);
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      if (error instanceof ApiError) {
        return NextResponse.json(
          { code: error.code, message: t(error.messageKey, error.extra.values), ...(error.extra.validateMap ? { validateMap: error.extra.validateMap } : {}) },
          { status: error.status },
        );
      }
      if (error instanceof ZodError) {
        return NextResponse.json({ code: '0', message: t('invalidInput'), fieldErrors: fieldErrors(error) }, { status: 422 });
      }
      log.error('api.unhandled', { requestId, path: req.nextUrl.pathname, error });
      return NextResponse.json({ code: '0', message: t('internal'), requestId }, { status: 500 });
    }
  };
}
