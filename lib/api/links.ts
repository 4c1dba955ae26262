import { publicEnv } from '../publicEnv';

/** A link to an enterprise-API answer a browser opens itself (a file download, a vCard), query included. */
export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return `${publicEnv.apiBase}${path}${s ? `?${s}` : ''}`;
}
