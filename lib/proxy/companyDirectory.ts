/**
 * Host → company, in process. The whole `company_domains` table (and each company's device flags)
 * is held as one snapshot, reloaded in the background once it is older than the TTL, so a lookup
 * costs a Map read and a forged Host never adds an entry anywhere: a host no company claims is
 * served by the default company. While no snapshot could be loaded (the database is starting or
 * failing), or the last good one is too old, the answer is "not known": the caller then serves
 * the default company but must not act on the difference (lib/proxy/companyCookie.ts).
 */
import { normalizeHost } from '../host';

export type CompanyFlags = { mobileDomainName: string; scanFlag: boolean };
export type HostCompany = CompanyFlags & { companyId: number };

export type DirectorySnapshot = {
  /** normalized host → company id */
  hosts: ReadonlyMap<string, number>;
  /** company id → the flags the device guard reads */
  companies: ReadonlyMap<number, CompanyFlags>;
};

export type Resolution =
  /** known: the company is certain (a claimed host, or the default one for a host nobody claims) */
  | { known: true; claimed: boolean; companyId: number; company: HostCompany }
  /** not known (no snapshot, or too old): serve `companyId` (the default) and change nothing else */
  | { known: false; claimed: false; companyId: number; company: null };

export type DirectoryOptions = {
  load: () => Promise<DirectorySnapshot>;
  defaultCompanyId: number;
  /** Age after which a snapshot is reloaded in the background (still served meanwhile). */
  ttlMs?: number;
  /** Age after which a snapshot no reload could replace is no longer trusted. */
  maxStaleMs?: number;
  /** How long the first request waits for the first snapshot before answering "not known". */
  firstLoadWaitMs?: number;
  /** Most hosts kept from one load (the table is small; this only bounds a runaway one). */
  maxHosts?: number;
  now?: () => number;
  onError?: (err: unknown) => void;
};

export type CompanyDirectory = {
  resolve(host: string | null | undefined): Promise<Resolution>;
  /** Forget the snapshot's freshness: the next lookup reloads (after a domain or company change). */
  invalidate(): void;
  /** Loads a snapshot now (startup warm-up); resolves false when the load failed. */
  refresh(): Promise<boolean>;
};

export function createCompanyDirectory(opts: DirectoryOptions): CompanyDirectory {
  const ttl = opts.ttlMs ?? 30_000;
  const maxStale = opts.maxStaleMs ?? 10 * 60_000;
  const firstWait = opts.firstLoadWaitMs ?? 1_500;
  const maxHosts = opts.maxHosts ?? 10_000;
  const now = opts.now ?? Date.now;

  let snapshot: DirectorySnapshot | null = null;
  let loadedAt = 0;
  let stale = false;
  let pending: Promise<boolean> | null = null;
  let failedAt = -Infinity;

  function refresh(): Promise<boolean> {
    pending ??= opts
      .load()
      .then((next) => {
        const hosts = new Map<string, number>();
        for (const [h, id] of next.hosts) {
          if (hosts.size >= maxHosts) break;
          hosts.set(normalizeHost(h), id);
        }
        snapshot = { hosts, companies: next.companies };
        loadedAt = now();
        stale = false;
        return true;
      })
      .catch((err: unknown) => {
        failedAt = now();
        opts.onError?.(err);
        return false;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function answer(host: string | null | undefined): Resolution {
    const fallback = opts.defaultCompanyId;
    if (!snapshot || now() - loadedAt > maxStale) return { known: false, claimed: false, companyId: fallback, company: null };
    const claimedBy = snapshot.hosts.get(normalizeHost(host));
    const id = claimedBy ?? fallback;
    const flags = snapshot.companies.get(id) ?? { mobileDomainName: '', scanFlag: true };
    return { known: true, claimed: claimedBy !== undefined, companyId: id, company: { companyId: id, ...flags } };
  }

  return {
    async resolve(host) {
      if (snapshot && (stale || now() - loadedAt > ttl)) void refresh();
      if (!snapshot && now() - failedAt < firstWait) {
        // the last load failed moments ago: answer at once instead of making every request wait
        void refresh();
      } else if (!snapshot) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timeout = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), firstWait);
        });
        await Promise.race([refresh(), timeout]);
        clearTimeout(timer);
      }
      return answer(host);
    },
    invalidate() {
      stale = true;
    },
    refresh,
  };
}

/** The process's directory lives on globalThis: Next bundles the proxy, instrumentation and route handlers apart. */
const DIRECTORY_KEY = Symbol.for('portal.companyDirectory');
type DirectoryGlobal = { [DIRECTORY_KEY]?: CompanyDirectory };

export function sharedCompanyDirectory(create: () => CompanyDirectory): CompanyDirectory {
  const g = globalThis as DirectoryGlobal;
  g[DIRECTORY_KEY] ??= create();
  return g[DIRECTORY_KEY];
}
