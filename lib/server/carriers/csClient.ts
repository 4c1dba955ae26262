import 'server-only';
import { dcsaValidator } from '../../dcsa/validator';
import type { PointToPoint } from '../../dcsa/csTypes';
import { log } from '../log';
import { CarrierAuthError, dropToken } from './connections';
import type { CarrierEndpoint } from './types';

/*
 * The Commercial Schedules 1.0.3 client: GET /v1/point-to-point-routes for one lane, every page
 * (Next-Page-Cursor), each request validated against CS_v1.0.3.yaml before it is sent and each
 * routing of an answer validated before it is used. 429 and 5xx (and timeouts, refused
 * connections) are retried after Retry-After or an exponential pause; a 401 once with a new token.
 */

export const P2P_PATH = '/v1/point-to-point-routes';
export const P2P_OPERATION = 'get-v1-point-to-point';

export type ClientOptions = {
  fetch?: typeof fetch;
  /** Waits between tries (tests pass one that records instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Tries after the first, for 429/5xx/network failures. */
  retries?: number;
  /** Routings asked per page. */
  pageLimit?: number;
  /** A carrier that keeps sending cursors is stopped here. */
  maxPages?: number;
  /** The longest Retry-After honoured; longer waits give the lane up for this run. */
  maxWaitMs?: number;
};

export type LaneQuery = { pol: string; pod: string; from: string; to: string };

export type LaneResult = {
  routes: PointToPoint[];
  pages: number;
  requests: number;
  /** routings dropped because they broke the document */
  invalid: number;
};

/** The carrier answered in a way that costs this lane its run (status, or a body that is no list). */
export class CarrierFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'CarrierFetchError';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The start of a payload for the log: a few lines, never the whole of it. */
export function firstLines(text: string, lines = 5, chars = 600): string {
  return text.split('\n').slice(0, lines).join('\n').slice(0, chars);
}

async function send(ep: CarrierEndpoint, url: URL, o: Required<ClientOptions>): Promise<Response> {
  let authRetried = false;
  for (let attempt = 0; ; attempt++) {
    let res: Response | null = null;
    let failure: string;
    try {
      res = await o.fetch(url, { headers: { accept: 'application/json', 'API-Version': '1', ...(await ep.authHeaders()) }, signal: AbortSignal.timeout(o.timeoutMs) });
      if (res.status === 401 && !authRetried) {
        // a token may have been revoked early: fetch a new one once
        authRetried = true;
        dropToken(ep.connectionId);
        attempt--;
        continue;
      }
      if (res.status !== 429 && res.status < 500) return res;
      failure = `HTTP ${res.status}`;
    } catch (error) {
      if (error instanceof CarrierAuthError) throw error;
      failure = error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${o.timeoutMs} ms` : 'connection failed';
    }
    if (attempt >= o.retries) throw new CarrierFetchError(`${failure} after ${attempt + 1} tries`, res?.status ?? null);
    const wait = retryAfterMs(res?.headers.get('retry-after') ?? null) ?? Math.min(o.maxWaitMs, 1000 * 2 ** attempt);
    if (wait > o.maxWaitMs) throw new CarrierFetchError(`${failure}: Retry-After ${Math.round(wait / 1000)} s is past this run`, res?.status ?? null);
    await res?.body?.cancel().catch(() => undefined);
    log.info('carrier.retry', { connectionId: ep.connectionId, status: res?.status ?? null, waitMs: wait, attempt: attempt + 1 });
    await o.sleep(wait);
  }
}

/** Every routing the carrier offers on one lane with departures in [from, to], all pages. */
export async function fetchLane(ep: CarrierEndpoint, lane: LaneQuery, opts: ClientOptions = {}): Promise<LaneResult> {
  const o: Required<ClientOptions> = {
    fetch: opts.fetch ?? fetch,
    sleep: opts.sleep ?? defaultSleep,
    timeoutMs: opts.timeoutMs ?? 30_000,
    retries: opts.retries ?? 3,
    pageLimit: opts.pageLimit ?? 100,
    maxPages: opts.maxPages ?? 50,
    maxWaitMs: opts.maxWaitMs ?? 120_000,
  };
  const validator = await dcsaValidator('CS_v1.0.3.yaml');
  const out: LaneResult = { routes: [], pages: 0, requests: 0, invalid: 0 };
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = {
      placeOfReceipt: lane.pol,
      placeOfDelivery: lane.pod,
      departureStartDate: lane.from,
      departureEndDate: lane.to,
      limit: String(o.pageLimit),
      ...(cursor ? { cursor } : {}),
    };
    const checked = validator.validateRequest({ method: 'GET', path: P2P_PATH, query, headers: { 'API-Version': '1' } });
    if (!checked.valid) throw new CarrierFetchError(`request breaks CS 1.0.3: ${checked.errors.join('; ')}`, null);
    const url = new URL(`${ep.baseUrl}${P2P_PATH}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await send(ep, url, o);
    out.requests++;
    const text = await res.text();
    if (res.status === 401 || res.status === 403) throw new CarrierAuthError(`carrier refused the credentials (${res.status})`);
    if (res.status === 404 && out.pages === 0) return out; // no routing on this lane
    if (!res.ok) throw new CarrierFetchError(`HTTP ${res.status}`, res.status);
    let body: unknown;
    try {
      body = text.trim() ? JSON.parse(text) : [];
    } catch {
      log.warn('carrier.payload.invalid', { connectionId: ep.connectionId, lane: `${lane.pol}-${lane.pod}`, path: '/', reason: 'not JSON', first: firstLines(text) });
      throw new CarrierFetchError('answer is not JSON', res.status);
    }
    if (!Array.isArray(body)) {
      log.warn('carrier.payload.invalid', { connectionId: ep.connectionId, lane: `${lane.pol}-${lane.pod}`, path: '/', reason: 'not a list', first: firstLines(text) });
      throw new CarrierFetchError('answer is not a list of routings', res.status);
    }
    const { valid, invalid } = validator.splitItems(P2P_OPERATION, body);
    for (const bad of invalid.slice(0, 3)) {
      log.warn('carrier.payload.invalid', {
        connectionId: ep.connectionId,
        lane: `${lane.pol}-${lane.pod}`,
        path: bad.errors.join('; '),
        first: firstLines(JSON.stringify(body[bad.index], null, 1)),
      });
    }
    out.invalid += invalid.length;
    out.routes.push(...(valid as PointToPoint[]));
    out.pages++;
    cursor = res.headers.get('next-page-cursor');
  } while (cursor && out.pages < o.maxPages);
  return out;
}
