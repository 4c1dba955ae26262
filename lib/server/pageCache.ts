import 'server-only';
import { revalidateTag } from 'next/cache';
import { MICROCACHE_KEY, type PageMicrocache } from '../proxy/pageMicrocache.mjs';

/**
 * Drop every cached copy tagged `tag` at once: Next's data and page cache, and the front server's
 * page microcache of this process (lib/proxy/pageMicrocache.mjs), which holds a page for at most
 * PAGE_MICROCACHE_MS and is emptied here so that a change shows on the next load.
 */
export function expireTag(tag: string): void {
  revalidateTag(tag, { expire: 0 });
  (globalThis as { [MICROCACHE_KEY]?: PageMicrocache })[MICROCACHE_KEY]?.clear();
}
