import type { z } from 'zod';
import { sourceOf, type AnswerOf, type AnyEndpoint, type Endpoint, type SchemaRef, type SentOf } from '../endpoints/endpoint';
import { publicEnv } from '../publicEnv';
import { ApiCallError, failureOf } from './errors';

export { ApiCallError };

/*
 * The browser's one client of the enterprise API, with the headers of spec §7 (sys_source, lang,
 * Authorization from the author cookie), credentials, a 15 s timeout, the endpoint's method and path
 * from the table (lib/endpoints) and its input as a query, a JSON body or multipart fields. Two ways
 * to send, one request and one answer handling:
 * - `callLight`, for the islands every page loads (session, port search, rate list): fetch, no axios
 *   and no zod in the page's first load; the success code is checked and the answer typed, not parsed;
 * - `call` and `callForm`, for what loads later (forms, dialogs, the workspace): the axios instance,
 *   loaded on first use, and the answer parsed with the schema the endpoint's entry names (its
 *   contract module loaded on first use too).
 */

const TIMEOUT_MS = 15_000;

/** Default Authorization header, for API clients that cannot send the cookie (set after a login that returns a key). */
let authorization: string | undefined;

export function setAuthorization(token: string | undefined): void {
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

function headers(json: boolean): Record<string, string> {
  const h: Record<string, string> = { sys_source: 'etransweb' };
  if (json) h['Content-Type'] = 'application/json';
  if (typeof document !== 'undefined') {
    h.lang = document.documentElement.lang === 'en' ? 'en' : 'cn';
    const author = authorization ?? cookie('author');
    if (author) h.Authorization = author;
  }
  return h;
}

/** Query string of flat params: undefined and null are left out. */
export function queryString(params: object | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The URL of an endpoint with a query, for what the browser opens itself (a download, a vCard, a PDF). */
export function endpointUrl(endpoint: AnyEndpoint, query: object = {}): string {
  return `${publicEnv.apiBase}${endpoint.path}${queryString(query)}`;
}

/** The query key of an endpoint's answer: its path, then what the answer depends on. */
export const keyOf = <const P extends readonly unknown[]>(endpoint: AnyEndpoint, ...parts: P) => [endpoint.path, ...parts] as const;

type Files = Record<string, { blob: Blob; name: string }>;

/** A request of an endpoint, ready for either transport. */
function request(endpoint: AnyEndpoint, input: unknown, files?: Files): { url: string; body: BodyInit | undefined; json: boolean } {
  const source = sourceOf(endpoint);
  let url = `${publicEnv.apiBase}${endpoint.path}`;
  let body: BodyInit | undefined;
  if (source === 'query') url += queryString(input as object | undefined);
  else if (source === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries((input ?? {}) as Record<string, unknown>)) if (value !== undefined && value !== null) form.append(name, String(value));
    for (const [name, file] of Object.entries(files ?? {})) form.append(name, file.blob, file.name);
    body = form; // the browser adds the multipart boundary
  } else body = JSON.stringify(input ?? {});
  return { url, body, json: source === 'json' };
}

/** The success envelope of an answer; a failure (status or code) becomes ApiCallError. */
function envelope(data: unknown, status: number): unknown {
  if (status < 200 || status >= 300) throw failureOf(data, status) ?? new ApiCallError(`Request failed with status code ${status}`, status, undefined);
  if (!data || typeof data !== 'object' || (data as { code?: unknown }).code !== '1') {
    throw failureOf(data, status) ?? new ApiCallError('Unexpected answer', status, undefined);
  }
  return data;
}

const networkError = (error: unknown) => new ApiCallError(error instanceof Error ? error.message : String(error), undefined, undefined);

/** Sends a call with fetch (first-load code). */
async function sendLight(endpoint: AnyEndpoint, input: unknown, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const { url, body, json } = request(endpoint, input);
  let res: Response;
  try {
    res = await fetch(url, { method: endpoint.method, headers: headers(json), credentials: 'include', body, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    throw networkError(error);
  }
  return envelope(await res.json().catch(() => undefined), res.status);
}

/** Sends a call with the axios instance (loaded on first use: never in a page's first load). */
async function send(endpoint: AnyEndpoint, input: unknown, signal?: AbortSignal, files?: Files): Promise<unknown> {
  const { default: axios, isAxiosError } = await import('axios');
  const { url, body, json } = request(endpoint, input, files);
  try {
    const res = await axios.request({ url, method: endpoint.method, data: body, headers: headers(json), withCredentials: true, timeout: TIMEOUT_MS, signal, validateStatus: () => true });
    return envelope(res.data, res.status);
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    if (isAxiosError(error) && error.response) return envelope(error.response.data, error.response.status);
    throw networkError(error);
  }
}

/** What a call sends: the endpoint's input before defaults, or nothing for an endpoint without input. */
type Sent<E extends AnyEndpoint> = SentOf<E> extends undefined ? Record<string, never> | undefined : SentOf<E>;

/** `call` and `callForm` take an endpoint whose entry names its answer schema (else a compile error). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answered<E> = E extends Endpoint<any, any, infer A, any> ? ([A] extends [never] ? { answer: SchemaRef<z.ZodType> } : unknown) : never;

/** Parses an answer with the endpoint's answer schema (its contract loaded on first use). */
async function parsed<E extends AnyEndpoint>(endpoint: E, data: unknown): Promise<AnswerOf<E>> {
  const { loadSchema } = await import('../endpoints/schemas');
  if (!endpoint.answer) throw new ApiCallError(`${endpoint.method} ${endpoint.path} names no answer schema`, undefined, undefined);
  try {
    return (await loadSchema(endpoint.answer)).parse(data) as AnswerOf<E>;
  } catch (error) {
    throw new ApiCallError(error instanceof Error ? error.message : String(error), undefined, undefined);
  }
}

/** Calls an endpoint and parses the answer with the schema its entry declares. */
export async function call<E extends AnyEndpoint>(endpoint: E & Answered<E>, input: Sent<E>, signal?: AbortSignal): Promise<AnswerOf<E>> {
  return parsed(endpoint, await send(endpoint, input, signal));
}

/** Calls a multipart endpoint: text fields and files. */
export async function callForm<E extends AnyEndpoint>(endpoint: E & Answered<E>, fields: Sent<E>, files: Files): Promise<AnswerOf<E>> {
  return parsed(endpoint, await send(endpoint, fields, undefined, files));
}

/**
 * Calls an endpoint from the code every page loads: the answer is checked for the success code
 * and typed by the entry's answer schema (a type only), not parsed, so no zod ships with the page.
 */
export function callLight<E extends AnyEndpoint, T = AnswerOf<E>>(endpoint: E, input: Sent<E>, signal?: AbortSignal): Promise<T> {
  return sendLight(endpoint, input, signal) as Promise<T>;
}
