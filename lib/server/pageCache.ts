import 'server-only';
import { revalidateTag } from 'next/cache';
import { announce } from './cluster/bus';
import type { Change } from './cluster/signals';

/**
 * Drop every cached copy tagged `tag`, on every instance: Next's data and page cache (shared
 * through Redis, or expired in each process by the signal) and each front server's page
 * microcache (lib/proxy/pageMicrocache.mjs), which holds a page for PAGE_MICROCACHE_MS (up to 10 ×
 * that while it is refreshed in the background) and is emptied by the signal so that a change shows on the next load. `change` says what changed, so
 * that every instance also refreshes what it holds of it (lib/server/cluster).
 */
export function expireTag(tag: string, change: Omit<Change, 'tags'> = { kind: 'tag', companyId: null }): void {
  revalidateTag(tag, { expire: 0 });
  void announce({ ...change, tags: [tag] });
}
