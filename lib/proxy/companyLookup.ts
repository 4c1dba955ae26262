import { z } from 'zod';

export const hostCompany = z.object({
  companyId: z.number().int().positive(),
  mobileDomainName: z.string(),
  scanFlag: z.boolean(),
});
export type HostCompany = z.infer<typeof hostCompany>;

type Entry = { value: HostCompany; expires: number };

const TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

/**
 * Host → company for proxy.ts. The proxy opens no database (the embedded one is single-process),
 * so it asks the app's internal route and keeps the answer for 30 s in a bounded map; a stale
 * entry only delays a domain change by that long.
 */
export function createCompanyLookup(origin: () => string, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<HostCompany>>();

  async function load(host: string): Promise<HostCompany> {
    const res = await fetchImpl(`${origin()}/api/internal/company?host=${encodeURIComponent(host)}`, {
      cache: 'no-store',
    });
    if (!res.ok) throw new Error(`company lookup failed: ${res.status}`);
    const value = hostCompany.parse(await res.json());
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(host, { value, expires: Date.now() + TTL_MS });
    return value;
  }

  return async function lookup(host: string): Promise<HostCompany> {
    const hit = cache.get(host);
    if (hit && hit.expires > Date.now()) return hit.value;
    let p = pending.get(host);
    if (!p) {
      p = load(host).finally(() => pending.delete(host));
      pending.set(host, p);
    }
    return p;
  };
}
