import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { businessToday } from '../../businessTime';
import type { AnyEndpoint } from '../../endpoints/endpoint';
import { loadSchema } from '../../endpoints/schemas';
import { hostOf } from '../../proxy/requestMeta';
import { requireLiveCompanySettings, resolveCompanyId } from '../company';
import { getDb, type Database } from '../db';
import { ApiError } from '../errors';
import { clientIp, routeHandler } from '../http';
import { DB_RETRY_AFTER_SECONDS, dbAvailability } from '../db/availability';
import { log } from '../log';
import { consume, LIMITS, RateLimitError, type LimitRule } from '../rateLimit';
import { DcsaQueryError, type DcsaPage } from './cs';
import { authenticateDcsaKey } from './keys';

/*
 * The wrapper of the portal's DCSA endpoints (lib/endpoints/dcsa.ts). They speak the DCSA documents'
 * protocol, not the portal's envelope: the answer is the list itself with `API-Version` and
 * `Next-Page-Cursor` headers, and a failure is an ErrorResponse (httpMethod, requestUri, statusCode,
 * statusCodeText, errorDateTime, errors[]) with its status — 400 for a parameter the document (or the
 * portal's limits) refuses, naming it; 401 without a live key of this company; 429 with Retry-After;
 * 500 with a correlation reference that is logged, nothing internal.
 *
 * Authentication: CS 1.0.3 declares no security scheme (it leaves it to the provider); the portal
 * takes the key in the `API-Key` header, as the DCSA reference implementations and the demo carrier do.
 * The company is the Host's, as everywhere; a key of another company is no key.
 */

export const API_VERSION = '1.0.3';
export const API_KEY_HEADER = 'API-Key';

type DcsaContext = { db: Database; companyId: number; keyId: number; today: Date; requestId: string };

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable' };

type DetailedError = { errorCode?: number; property?: string; value?: string; errorCodeText: string; errorCodeMessage: string };

/** An ErrorResponse of the DCSA documents. */
export function dcsaError(req: NextRequest, status: number, message: string, errors: DetailedError[], requestId: string, headers: Record<string, string> = {}): Response {
  const body = {
    httpMethod: req.method === 'HEAD' ? 'HEAD' : 'GET',
    requestUri: req.nextUrl.pathname,
    statusCode: status,
    statusCodeText: STATUS_TEXT[status] ?? 'Error',
    statusCodeMessage: message.slice(0, 200),
    providerCorrelationReference: requestId,
    errorDateTime: new Date().toISOString(),
    errors,
  };
  return Response.json(body, { status, headers: { 'API-Version': API_VERSION, 'cache-control': 'no-store', ...headers } });
}

/** What a refused parameter's issue says, in the documents' language (English). */
const ISSUE_TEXT: Record<string, string> = {
  unLocationCode: 'must be a UN/LOCODE: 2 letters of the country and 3 of the place (e.g. CNSHA)',
  date: 'must be a date, YYYY-MM-DD',
  integer: 'must be an integer',
  tooSmall: 'is too small',
  tooLarge: 'is too large',
  tooLong: 'is too long',
  serviceType: 'must be CY, SD or CFS',
  cargoType: 'must be DRY or REEFER',
  imo: 'must be an IMO number of 7 or 8 digits',
  responseScope: 'must be FULL_VOYAGE or MATCHED_CALLS',
  text: 'is not in the format the document declares',
  filterRequired: 'at least one filter is needed (carrierServiceCode, vesselIMONumber, vesselName, carrierVoyageNumber, UNLocationCode, …)',
};

function parameterErrors(error: z.ZodError, raw: Record<string, string>): DetailedError[] {
  return error.issues.slice(0, 20).map((issue) => {
    const property = String(issue.path[0] ?? '');
    const missing = raw[property] === undefined && issue.code === 'invalid_type';
    return {
      errorCode: 7005,
      property,
      ...(raw[property] !== undefined ? { value: raw[property]!.slice(0, 500) } : {}),
      errorCodeText: 'invalidQuery',
      errorCodeMessage: `${property} ${missing ? 'is required' : (ISSUE_TEXT[issue.message] ?? 'is invalid')}`,
    };
  });
}

function rulesOf(endpoint: AnyEndpoint, per: 'ip' | 'apiKey'): LimitRule[] {
  return (endpoint.limits ?? [])
    .map((l) => (typeof l === 'string' ? { rule: l, per: 'ip' as const } : { rule: l.rule, per: l.per ?? ('ip' as const) }))
    .filter((l) => l.per === per)
    .map((l) => (typeof l.rule === 'string' ? LIMITS[l.rule] : l.rule));
}

/**
 * A DCSA endpoint's route handler: the company of the Host, the per-address limits, the key, the
 * per-key limits, the query parsed with the entry's contract, then `fn`'s page as the answer.
 */
export function dcsaHandler<I>(endpoint: AnyEndpoint, fn: (ctx: DcsaContext, input: I) => Promise<DcsaPage<unknown>>) {
  const schemaReady = loadSchema(endpoint.input!) as Promise<z.ZodType<I>>;
  schemaReady.catch(() => {});
  const ipRules = rulesOf(endpoint, 'ip');
  const keyRules = rulesOf(endpoint, 'apiKey');
  return routeHandler(endpoint, async (req) => {
    const requestId = randomUUID();
    const epoch = dbAvailability().epoch();
    try {
      const company = await requireLiveCompanySettings(await resolveCompanyId(hostOf(req.headers)));
      const companyId = company.companyId;
      const ip = clientIp(req) || 'unknown';
      await consume(companyId, ipRules.map((r) => ({ ...r, key: `ip:${ip}` })));
      const db = await getDb();
      const key = await authenticateDcsaKey(db, companyId, req.headers.get(API_KEY_HEADER));
      if (!key) {
        return dcsaError(req, 401, 'A valid API key is needed', [{ errorCodeText: 'unauthorized', errorCodeMessage: `Send this company's API key in the ${API_KEY_HEADER} header (the forwarder issues it)` }], requestId);
      }
      await consume(companyId, keyRules.map((r) => ({ ...r, key: `key:${key.id}` })));
      const raw = Object.fromEntries(req.nextUrl.searchParams);
      const parsed = (await schemaReady).safeParse(raw);
      if (!parsed.success) return dcsaError(req, 400, 'Invalid query parameters', parameterErrors(parsed.error, raw), requestId);
      const result = await fn({ db, companyId, keyId: key.id, today: businessToday(), requestId }, parsed.data);
      const headers: Record<string, string> = { 'API-Version': API_VERSION, 'cache-control': 'no-store' };
      if (result.next) headers['Next-Page-Cursor'] = result.next;
      return Response.json(result.items, { status: 200, headers });
    } catch (error) {
      if (error instanceof DcsaQueryError) {
        return dcsaError(req, 400, 'Invalid query parameters', [{ errorCode: 7005, property: error.property, value: error.value, errorCodeText: 'invalidQuery', errorCodeMessage: error.message }], requestId);
      }
      if (error instanceof RateLimitError) {
        return dcsaError(req, 429, 'Too many requests', [{ errorCodeText: 'tooManyRequests', errorCodeMessage: `Retry after ${error.retryAfter} seconds` }], requestId, { 'retry-after': String(error.retryAfter) });
      }
      // the database unavailable (logged once per outage by the availability state), or a dependency refused
      if ((error instanceof ApiError && error.status === 503) || dbAvailability().failed(error, epoch)) {
        return dcsaError(req, 503, 'Service unavailable', [{ errorCodeText: 'serviceUnavailable', errorCodeMessage: 'Try again shortly' }], requestId, { 'retry-after': String(DB_RETRY_AFTER_SECONDS) });
      }
      log.error('dcsa.unhandled', { requestId, path: req.nextUrl.pathname, error });
      return dcsaError(req, 500, 'Unable to process the request', [{ errorCodeText: 'internalError', errorCodeMessage: `Quote ${requestId} when asking the forwarder` }], requestId);
    }
  });
}
