import 'server-only';
import type { RedisLink } from './redis';

/*
 * When each of Next's cache tags was last revalidated, as Next's own file cache keeps it (its "tags
 * manifest"), but for every instance: mirrored in this process (checked on every cache read, no
 * round trip), brought up to date by the invalidation bus (`expire`), and kept in a Redis hash so that
 * an instance that starts later or reconnects knows what it never heard (`load`). A revalidation Redis
 * could not take (it was down) is written when it is back; a later revalidation always wins over an
 * earlier one, whatever order they arrive in.
 */

/** A tag's revalidation at `at`: entries written before `stale` are stale, before `expired` (once past) gone. */
export type TagTime = { at: number; stale: number; expired: number };

// Sets a tag's times unless the hash already holds a later revalidation of it.
const SET_TAG_SCRIPT = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if cur then
  local at = tonumber(string.match(cur, '^(%d+)'))
  if at and at >= tonumber(ARGV[2]) then return 0 end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ',' .. ARGV[3] .. ',' .. ARGV[4])
return 1`;

export class TagTimes {
  private readonly times = new Map<string, TagTime>();
  /** Revalidations Redis has not taken yet. */
  private readonly unsent = new Map<string, TagTime>();

  constructor(private readonly redis?: { link: RedisLink; key: string }) {}

  get(tag: string): TagTime | undefined {
    return this.times.get(tag);
  }

  /** A revalidation known here (announced, or heard from another instance); a later one wins. */
  mark(tag: string, time: TagTime): void {
    const cur = this.times.get(tag);
    if (!cur || cur.at < time.at) this.times.set(tag, time);
  }

  /** A revalidation made here: known at once, and written to Redis (now, or when it is back). */
  async record(tag: string, time: TagTime): Promise<void> {
    this.mark(tag, time);
    if (!this.redis) return;
    this.unsent.set(tag, time);
    await this.flush();
  }

  /** Writes what Redis has not taken yet; stops at the first failure (kept for the next try). */
  async flush(): Promise<void> {
    if (!this.redis?.link.up) return;
    const { client } = this.redis.link;
    for (const [tag, t] of [...this.unsent]) {
      try {
        await client.eval(SET_TAG_SCRIPT, 1, this.redis.key, tag, String(t.at), String(t.stale), String(t.expired));
        if (this.unsent.get(tag) === t) this.unsent.delete(tag);
      } catch {
        return;
      }
    }
  }

  /** Sends what waited, then reads every tag's time from Redis; false when Redis could not be read. */
  async load(): Promise<boolean> {
    if (!this.redis) return true;
    await this.flush();
    try {
      const all = await this.redis.link.client.hgetall(this.redis.key);
      for (const [tag, text] of Object.entries(all)) {
        const [at, stale, expired] = text.split(',').map(Number);
        if (at && stale !== undefined && expired !== undefined) this.mark(tag, { at, stale, expired });
      }
      return true;
    } catch {
      return false;
    }
  }
}
