import axios, { AxiosError } from 'axios';
import Cookies from 'js-cookie';
import type { z } from 'zod';
import { publicEnv } from '../publicEnv';
import { failureEnvelope } from '../contracts/envelope';
import { ApiCallError } from './errors';
import { setFetchAuthorization } from './fetch';

export { ApiCallError };

/**
 * The axios instance of the islands loaded on demand (forms, dialogs, workspace): enterprise-API
 * headers, credentials, base URL; answers parsed with their contracts. The islands of every page's
 * first load use lib/api/fetch.ts instead (no axios, no zod in the first-load bundle).
 */
export const api = axios.create({
  baseURL: publicEnv.apiBase,
  withCredentials: true,
  timeout: 15_000,
  headers: { sys_source: 'etransweb', 'Content-Type': 'application/json' },
});

/** Default Authorization header: the stored author token, for API clients that cannot send the cookie. */
export function setAuthorization(token: string | undefined): void {
  if (token) api.defaults.headers.common.Authorization = token;
  else delete api.defaults.headers.common.Authorization;
  setFetchAuthorization(token);
}

api.interceptors.request.use((config) => {
  if (typeof document !== 'undefined') {
    config.headers.set('lang', document.documentElement.lang === 'en' ? 'en' : 'cn');
    const author = Cookies.get('author');
    if (author && !config.headers.has('Authorization')) config.headers.set('Authorization', author);
  }
  return config;
});

function toCallError(error: unknown): ApiCallError {
  if (error instanceof AxiosError) {
    const body = failureEnvelope.safeParse(error.response?.data);
    if (body.success) return new ApiCallError(body.data.message, error.response?.status, body.data.code, body.data.fieldErrors);
    return new ApiCallError(error.message, error.response?.status, undefined);
  }
  return new ApiCallError(error instanceof Error ? error.message : String(error), undefined, undefined);
}

/** POST a body and parse the answer with its contract. Failures become ApiCallError. */
export async function post<S extends z.ZodType>(path: string, body: unknown, answer: S, signal?: AbortSignal): Promise<z.infer<S>> {
  try {
    const res = await api.post(path, body, { signal });
    return answer.parse(res.data);
  } catch (error) {
    throw toCallError(error);
  }
}

export async function get<S extends z.ZodType>(path: string, params: Record<string, unknown>, answer: S, signal?: AbortSignal): Promise<z.infer<S>> {
  try {
    const res = await api.get(path, { params, signal });
    return answer.parse(res.data);
  } catch (error) {
    throw toCallError(error);
  }
}

/**
 * POST multipart/form-data (text fields plus files) and parse the answer with its contract. The
 * shared post() sends JSON (axios would turn a FormData into JSON under that content type), so this
 * call names multipart itself and the browser adds the boundary.
 */
export async function postForm<S extends z.ZodType>(
  path: string,
  fields: Record<string, string | number | boolean | undefined>,
  files: Record<string, { blob: Blob; name: string }>,
  answer: S,
): Promise<z.infer<S>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) form.append(name, file.blob, file.name);
  try {
    const res = await api.post(path, form, { headers: { 'Content-Type': 'multipart/form-data' } });
    return answer.parse(res.data);
  } catch (error) {
    throw toCallError(error);
  }
}
