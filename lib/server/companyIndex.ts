import 'server-only';
import { isDatabaseUnavailable } from './db/unavailable';
import { markStale } from './db/availability';

/** `stale`: the last version check failed because the database is unavailable. */
type Entry<T> = { version: number; checkedAt: number; index: Promise<T>; stale?: boolean };

/**
 * A per-company search index held in memory and kept in step with a version number in the database
 * (bumped in the transaction of every change): the version is read at most once per `recheckMs`, so a
 * change made by any instance is seen within that time and a search never scans tables. A build that
 * fails is forgotten, so the next call builds again. While the database is unavailable the index
 * held is served as it is (stale-while-error; the answer is marked stale, see markStale) and its
 * version is tried again at most once per `recheckMs`. Entries live on globalThis under `key`, so a
 * module reloaded in development keeps them.
 */
export class CompanyIndexCache<T> {
  private readonly entries: Map<number, Entry<T>>;

  constructor(
    key: string,
    private readonly readVersion: (companyId: number) => Promise<number>,
    private readonly build: (companyId: number) => Promise<T>,
    private readonly recheckMs = 1000,
  ) {
    const g = globalThis as unknown as Record<string, Map<number, Entry<T>> | undefined>;
    this.entries = g[key] ??= new Map();
  }

  async get(companyId: number): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(companyId);
    if (cached && now - cached.checkedAt < this.recheckMs) {
      if (cached.stale) markStale();
      return cached.index;
    }
    let version: number;
    try {
      version = await this.readVersion(companyId);
    } catch (error) {
      if (!cached || !isDatabaseUnavailable(error)) throw error;
      cached.checkedAt = now;
      cached.stale = true;
      markStale();
      return cached.index;
    }
    if (cached && cached.version === version) {
      cached.checkedAt = now;
      cached.stale = false;
      return cached.index;
    }
    const entry: Entry<T> = { version, checkedAt: now, index: this.build(companyId) };
    this.entries.set(companyId, entry);
    entry.index.catch(() => this.entries.delete(companyId));
    return entry.index;
  }

  /** Drops this instance's index of the company (after bumping its version). */
  forget(companyId: number): void {
    this.entries.delete(companyId);
  }
}
