import 'server-only';
import { normalizeTntEvent, type TntEvent } from '../../../dcsa/tnt/events';
import { validateTntRequest, validateTntResponse, type TntOperation } from '../../../dcsa/tnt/validator';
import type { CarrierEndpoint } from '../../carriers/types';

/*
 * A client of a carrier's DCSA Track & Trace (2.2 or 2.3). Every request is checked against the
 * OpenAPI document before it is sent and every answer before it is read; what the standard would
 * refuse is an error like an outage, so the portal then serves its own data.
 */

/** How long one request may take (an object, so a test can shorten it with vi.spyOn). */
export const tntClientSettings = { timeoutMs: () => 8_000 };
/** Pages of events followed (Next-Page) for one number. */
const MAX_PAGES = 5;
const PAGE_SIZE = 100;
/** A Retry-After beyond this is capped: the number is asked again at the latest then. */
const MAX_RETRY_AFTER_S = 3600;

export type TntFailure =
  | { kind: 'unauthorized'; status: number }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'server'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string }
  | { kind: 'invalid'; errors: string[] };
export type TntOutcome<T> = { ok: true; value: T } | { ok: false; failure: TntFailure };

export const describeFailure = (f: TntFailure): string =>
  f.kind === 'unauthorized' || f.kind === 'server' ? `${f.kind} ${f.status}` : f.kind === 'rateLimited' ? `rateLimited ${f.retryAfterSeconds}s` : f.kind === 'timeout' ? 'timeout' : f.kind === 'network' ? `network ${f.message}` : `invalid ${f.errors.slice(0, 3).join('; ')}`;

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), at least 1. */
export function retryAfterSeconds(header: string | null, now: Date): number {
  if (!header) return 60;
  const n = Number(header);
  const s = Number.isFinite(n) ? n : (Date.parse(header) - now.getTime()) / 1000;
  return Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil(Number.isFinite(s) ? s : 60)));
}

function joinUrl(base: string, p: string, query?: Record<string, string>): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${p}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}

type Call = { op: TntOperation; method: 'GET' | 'POST' | 'DELETE'; path: string; query?: Record<string, string>; body?: unknown; now?: Date };

async function send(endpoint: CarrierEndpoint, call: Call): Promise<TntOutcome<{ status: number; body: unknown; headers: Headers }>> {
  const headers: Record<string, string> = { 'API-Version': '2', Accept: 'application/json', ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}) };
  const checked = await validateTntRequest({ method: call.method, path: call.path, query: call.query, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])), body: call.body });
  if (!checked.valid) throw new Error(`DCSA TNT request refused by the standard: ${checked.errors.join('; ')}`);
  let res: Response;
  try {
    res = await fetch(joinUrl(endpoint.baseUrl, call.path, call.query), {
      method: call.method,
      headers: { ...headers, ...(await endpoint.authHeaders()) },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(tntClientSettings.timeoutMs()),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, failure: { kind: 'timeout' } };
    return { ok: false, failure: { kind: 'network', message: (error as Error).message.slice(0, 200) } };
  }
  if (res.status === 401 || res.status === 403) return { ok: false, failure: { kind: 'unauthorized', status: res.status } };
  if (res.status === 429) return { ok: false, failure: { kind: 'rateLimited', retryAfterSeconds: retryAfterSeconds(res.headers.get('retry-after'), call.now ?? new Date()) } };
  if (res.status >= 500) return { ok: false, failure: { kind: 'server', status: res.status } };
  let body: unknown = undefined;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return { ok: false, failure: { kind: 'invalid', errors: ['the answer is not JSON'] } };
  }
  return { ok: true, value: { status: res.status, body, headers: res.headers } };
}

/**
 * GET /v2/events for one number (a bill, booking or container), following Next-Page cursors a few
 * pages. An empty list is a number the carrier does not know.
 */
export async function fetchTntEvents(endpoint: CarrierEndpoint, param: string, value: string, now = new Date()): Promise<TntOutcome<TntEvent[]>> {
  const events: TntEvent[] = [];
  let query: Record<string, string> = { [param]: value, limit: String(PAGE_SIZE) };
  for (let page = 0; page < MAX_PAGES; page++) {
    const sent = await send(endpoint, { op: 'get /v2/events', method: 'GET', path: '/v2/events', query, now });
    if (!sent.ok) return sent;
    const { status, body, headers } = sent.value;
    if (status !== 200) return { ok: false, failure: { kind: 'server', status } };
    if (body === undefined) break; // an empty answer: no events
    const normalized = Array.isArray(body) ? body.map(normalizeTntEvent) : body;
    const verdict = await validateTntResponse('get /v2/events', 200, normalized);
    if (!verdict.valid) return { ok: false, failure: { kind: 'invalid', errors: verdict.errors } };
    events.push(...(normalized as TntEvent[]));
    const next = headers.get('next-page');
    if (!next || !(normalized as unknown[]).length) break;
    const cursor = new URL(next, endpoint.baseUrl).searchParams.get('cursor');
    if (!cursor) break;
    query = { cursor, limit: String(PAGE_SIZE) };
  }
  return { ok: true, value: events };
}

/** POST /v2/event-subscriptions: pushes of this number's events to the callback, signed with the secret (base64). */
export async function createTntSubscription(endpoint: CarrierEndpoint, sub: { callbackUrl: string; secret: string; param: string; value: string }): Promise<TntOutcome<string>> {
  const body = { callbackUrl: sub.callbackUrl, secret: sub.secret, [sub.param]: sub.value };
  const sent = await send(endpoint, { op: 'post /v2/event-subscriptions', method: 'POST', path: '/v2/event-subscriptions', body });
  if (!sent.ok) return sent;
  if (sent.value.status !== 201 && sent.value.status !== 200) return { ok: false, failure: { kind: 'server', status: sent.value.status } };
  const verdict = await validateTntResponse('post /v2/event-subscriptions', 201, sent.value.body);
  if (!verdict.valid) return { ok: false, failure: { kind: 'invalid', errors: verdict.errors } };
  const id = (sent.value.body as { subscriptionID?: unknown }).subscriptionID;
  if (typeof id !== 'string') return { ok: false, failure: { kind: 'invalid', errors: ['no subscriptionID'] } };
  return { ok: true, value: id };
}

/** DELETE /v2/event-subscriptions/{id}; one the carrier no longer knows (404) counts as stopped. */
export async function deleteTntSubscription(endpoint: CarrierEndpoint, subscriptionId: string): Promise<TntOutcome<true>> {
  const sent = await send(endpoint, { op: 'delete /v2/event-subscriptions/{subscriptionID}', method: 'DELETE', path: `/v2/event-subscriptions/${encodeURIComponent(subscriptionId)}` });
  if (!sent.ok) return sent;
  if (sent.value.status === 204 || sent.value.status === 200 || sent.value.status === 404) return { ok: true, value: true };
  return { ok: false, failure: { kind: 'server', status: sent.value.status } };
}
