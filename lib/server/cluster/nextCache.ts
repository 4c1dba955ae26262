import 'server-only';
import { deserialize, serialize } from 'node:v8';
import { log } from '../log';
import type { RedisLink } from './redis';
import { TagTimes, type TagTime } from './tagTimes';

/*
 * The store behind Next's cache handler (./nextCacheHandler.mjs): pages, route answers and
 * `unstable_cache` data, shared by every instance through Redis when REDIS_URL is set, and held in
 * this process in both cases (a bounded LRU in front of Redis, or the only copy without it).
 *
 * Tags decide freshness, as in Next's own file cache: an entry is expired when one of its tags was
 * expired after the entry was written (./tagTimes.ts: the times in a Redis hash, mirrored in process
 * and brought by the invalidation bus as soon as a tag expires anywhere, so a cached copy is never
 * checked against Redis per request). Entries are keyed by Next's build id: two builds never serve
 * each other's pages, while tags are shared by all builds.
 *
 * Nothing here throws at Next: with Redis down a read is a miss of the shared store (this process's
 * copy still serves) and a write stays in process.
 */

type Ctx = { kind?: string; tags?: string[]; softTags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } };
/** A cache value as Next hands it over (its other fields are kept as they are). */
type Value = { kind?: string; headers?: Record<string, unknown>; revalidate?: number | false; [field: string]: unknown } | null;
type Entry = { lastModified: number; value: Value; tags: string[]; cacheControl?: Ctx['cacheControl'] };

export type CacheHandlerValue = { lastModified: number; value: Value; cacheControl?: Ctx['cacheControl'] };

const TAGS_HEADER = 'x-next-cache-tags';
const DAY = 24 * 60 * 60;
/** How long an entry stays in Redis when Next gives it no expiry (it may be served stale meanwhile). */
const DEFAULT_TTL_S = 7 * DAY;
const MAX_TTL_S = 30 * DAY;
const PAUSE_AFTER_FAILURE_MS = 5_000;
/** lastModified of an answer that is stale by a tag (an age Next always takes for stale). */
const STALE = 1;
/** A render taking longer than this is dated from when it was written. */
const RENDER_MAX_MS = 60_000;
const MAX_MISSES = 10_000;

export type NextCacheStoreOptions = {
  /** Shared store; without it, entries live in this process only. */
  redis?: { link: RedisLink; prefix: string };
  /** Bytes of entries held in this process (default 64 MB). */
  maxBytes?: number;
  now?: () => number;
};

export class NextCacheStore {
  private readonly local = new Map<string, { entry: Entry; size: number }>();
  private localBytes = 0;
  private readonly tags: TagTimes;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly redis: NextCacheStoreOptions['redis'];
  /** After a failed read or write, Redis is left alone for a moment: a hung server costs one timeout, not one per request. */
  private redisPausedUntil = 0;
  /** Whether the tag times were loaded from Redis since it was last (re)connected: entries are read only then. */
  private tagsLoaded = false;
  /**
   * When Next last found no fresh entry for a key (it renders it then, and writes it): an entry is
   * dated from then, not from when the render ended, so a render that read data before a tag expired
   * never writes a copy that looks newer than the expiry.
   */
  private readonly missedAt = new Map<string, number>();

  constructor(opts: NextCacheStoreOptions = {}) {
    this.redis = opts.redis;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
    this.tags = new TagTimes(this.redis && { link: this.redis.link, key: `${this.redis.prefix}:next:tags` });
    this.redis?.link.onReady(() => {
      this.tagsLoaded = false;
      void this.resync();
    });
  }

  get shared(): boolean {
    return !!this.redis;
  }

  private entryKey(buildId: string, key: string): string {
    return `${this.redis?.prefix ?? ''}:next:${buildId}:${key}`;
  }

  async get(buildId: string, key: string, ctx: Ctx = {}): Promise<CacheHandlerValue | null> {
    const k = this.entryKey(buildId, key);
    const at = this.now();
    const answer = await this.lookup(k, ctx);
    // Next renders after a miss or a stale answer: remember since when (the first of concurrent ones)
    if (!answer || answer.lastModified === STALE) {
      if (this.missedAt.size >= MAX_MISSES) this.missedAt.clear();
      if (!this.missedAt.has(k)) this.missedAt.set(k, at);
    }
    return answer;
  }

  private async lookup(k: string, ctx: Ctx): Promise<CacheHandlerValue | null> {
    const held = this.local.get(k);
    if (held) {
      // most recently used last
      this.local.delete(k);
      this.local.set(k, held);
      const fresh = this.answer(held.entry, ctx);
      if (fresh) return fresh;
      this.drop(k);
    }
    const shared = await this.read(k);
    if (!shared) return null;
    const answer = this.answer(shared.entry, ctx);
    if (answer) this.hold(k, shared.entry, shared.size);
    return answer;
  }

  async set(buildId: string, key: string, value: Value, ctx: Ctx = {}): Promise<void> {
    const k = this.entryKey(buildId, key);
    const tags = value?.kind === 'FETCH' ? [...(ctx.tags ?? [])] : [];
    const now = this.now();
    const missed = this.missedAt.get(k);
    this.missedAt.delete(k);
    const lastModified = missed !== undefined && now - missed < RENDER_MAX_MS ? missed : now;
    const entry: Entry = { lastModified, value, tags, ...(ctx.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
    let bytes: Buffer;
    try {
      bytes = serialize(entry);
    } catch (error) {
      log.warn('nextCache.unserializable', { kind: value?.kind, error });
      return;
    }
    this.hold(k, entry, bytes.length);
    if (!this.redisUsable()) return;
    try {
      await this.redis!.link.client.set(k, bytes, 'EX', ttlOf(entry));
    } catch {
      // the connection logs the outage; this process keeps its copy
      this.pauseRedis();
    }
  }

  /** Next's revalidateTag on this instance: expire here at once and record it in the shared hash. */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const at = this.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      // as Next's file cache: no durations expires now; durations make it stale now and expired later
      const time: TagTime =
        durations === undefined
          ? { at, stale: at, expired: at }
          : { at, stale: at, expired: durations.expire === undefined ? (this.tags.get(tag)?.expired ?? 0) : at + durations.expire * 1000 };
      await this.tags.record(tag, time);
    }
  }

  /** A tag expired on another instance (or announced here): entries written before `at` are expired. */
  expireLocally(tags: readonly string[], at: number): void {
    for (const tag of tags) this.tags.mark(tag, { at, stale: at, expired: at });
  }

  /** Drops this process's copies and reloads the tag times from Redis (after missed signals). */
  async resync(): Promise<void> {
    this.local.clear();
    this.localBytes = 0;
    // until the next 'ready' resyncs again when Redis could not be read
    if (await this.tags.load()) this.tagsLoaded = true;
  }

  /** Entries and bytes held in this process (for tests and metrics). */
  get held(): { entries: number; bytes: number } {
    return { entries: this.local.size, bytes: this.localBytes };
  }

  /** The entry as Next wants it, or null when one of its tags expired after it was written. */
  private answer(entry: Entry, ctx: Ctx): CacheHandlerValue | null {
    const now = this.now();
    let stale = false;
    for (const tag of tagsOf(entry, ctx)) {
      const t = this.tags.get(tag);
      if (!t) continue;
      if (t.expired <= now && t.expired > entry.lastModified) return null;
      if (t.stale > entry.lastModified) stale = true;
    }
    // a stale entry is served once more while Next renders it again: an age past any revalidate says so
    return { lastModified: stale ? STALE : entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  private async read(k: string): Promise<{ entry: Entry; size: number } | null> {
    // until the tag times are known, an entry in Redis cannot be judged: a miss
    if (!this.redisUsable() || !this.tagsLoaded) return null;
    let bytes: Buffer | null;
    try {
      bytes = await this.redis!.link.client.getBuffer(k);
    } catch {
      this.pauseRedis();
      return null;
    }
    if (!bytes) return null;
    try {
      return { entry: deserialize(bytes) as Entry, size: bytes.length };
    } catch {
      // written by another Node version or damaged: a miss, rendered and written again
      return null;
    }
  }

  private redisUsable(): boolean {
    return !!this.redis?.link.up && this.now() >= this.redisPausedUntil;
  }

  private pauseRedis(): void {
    this.redisPausedUntil = this.now() + PAUSE_AFTER_FAILURE_MS;
  }

  private hold(k: string, entry: Entry, size: number): void {
    this.drop(k);
    // one entry never takes more than half of the bound (it would push out everything else)
    if (size > this.maxBytes / 2) return;
    this.local.set(k, { entry, size });
    this.localBytes += size;
    for (const oldest of this.local.keys()) {
      if (this.localBytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(k: string): void {
    const held = this.local.get(k);
    if (!held) return;
    this.localBytes -= held.size;
    this.local.delete(k);
  }
}

function tagsOf(entry: Entry, ctx: Ctx): string[] {
  const header = entry.value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return [...entry.tags, ...fromHeader, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
}

function ttlOf(entry: Entry): number {
  const expire = entry.cacheControl?.expire;
  const ttl = typeof expire === 'number' && expire > 0 ? expire : DEFAULT_TTL_S;
  return Math.max(60, Math.min(MAX_TTL_S, Math.round(ttl)));
}

// ------------------------------------------------------------------ the process's store

/** Where Next's cache handler (plain JavaScript, loaded by Next outside the app's bundle) finds the store. */
export const NEXT_CACHE_STORE_KEY = Symbol.for('portal.nextCacheStore');

export function registerNextCacheStore(store: NextCacheStore): void {
  (globalThis as { [NEXT_CACHE_STORE_KEY]?: NextCacheStore })[NEXT_CACHE_STORE_KEY] = store;
}

export function nextCacheStore(): NextCacheStore | undefined {
  return (globalThis as { [NEXT_CACHE_STORE_KEY]?: NextCacheStore })[NEXT_CACHE_STORE_KEY];
}
