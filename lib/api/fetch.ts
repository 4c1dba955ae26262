import { publicEnv } from '../publicEnv';
import { ApiCallError, failureOf } from './errors';

/*
 * The enterprise API for the islands every page loads (session, port search, recommendations,
 * mini-program link): fetch with the same headers as the axios client of lib/api/client.ts
 * (sys_source, lang, Authorization, credentials), and no zod, so a page's first-load JavaScript
 * holds neither axios nor zod. The answers are typed by their contracts (type imports only) and
 * checked for the success code; the islands loaded later (forms, dialogs) parse with the contracts.
 */

const TIMEOUT_MS = 15_000;

/** Default Authorization header (set by setAuthorization in lib/api/client.ts, for API clients without the cookie). */
let authorization: string | undefined;

export function setFetchAuthorization(token: string | undefined): void {
  authorization = token;
}

function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return undefined;
}

function headers(): Record<string, string> {
  const h: Record<string, string> = { sys_source: 'etransweb', 'Content-Type': 'application/json' };
  if (typeof document !== 'undefined') {
    h.lang = document.documentElement.lang === 'en' ? 'en' : 'cn';
    const author = authorization ?? cookie('author');
    if (author) h.Authorization = author;
  }
  return h;
}

/** Query string like axios's for flat params: undefined and null are left out. */
export function queryString(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`${publicEnv.apiBase}${path}`, {
      method,
      headers: headers(),
      credentials: 'include',
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new ApiCallError(error instanceof Error ? error.message : String(error), undefined, undefined);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw failureOf(data, res.status) ?? new ApiCallError(`Request failed with status code ${res.status}`, res.status, undefined);
  if (!data || typeof data !== 'object' || (data as { code?: unknown }).code !== '1') {
    throw failureOf(data, res.status) ?? new ApiCallError('Unexpected answer', res.status, undefined);
  }
  return data as T;
}

export function getJson<T>(path: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return call<T>('GET', `${path}${queryString(params)}`, undefined, signal);
}

export function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return call<T>('POST', path, body, signal);
}
