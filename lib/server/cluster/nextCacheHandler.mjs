// Next's cache handler (next.config.ts `cacheHandler`) when the app runs as one of several instances
// (REDIS_URL or DATABASE_URL set): pages, route answers and `unstable_cache` data go to the store
// that instrumentation.ts registered (lib/server/cluster/nextCache.ts: Redis shared by every
// instance, or this process only, kept in step by the invalidation bus).
//
// Plain JavaScript: Next loads this file itself, outside the app's bundle, and creates one handler
// per request, so all state lives in the store. Until the store is registered (the first moments
// of a start) every read is a miss and nothing is kept: pages render, nothing stale is served.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const STORE_KEY = Symbol.for('portal.nextCacheStore');
const buildIds = new Map();

/** The build id of the build Next serves (entries of two builds never mix). */
function buildIdOf(serverDistDir) {
  const dir = serverDistDir ?? '';
  let id = buildIds.get(dir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(dir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unknown';
    }
    buildIds.set(dir, id);
  }
  return id;
}

export default class PortalCacheHandler {
  constructor(ctx = {}) {
    this.buildId = buildIdOf(ctx.serverDistDir);
  }

  async get(key, ctx) {
    const store = globalThis[STORE_KEY];
    return store ? store.get(this.buildId, key, ctx) : null;
  }

  async set(key, data, ctx) {
    await globalThis[STORE_KEY]?.set(this.buildId, key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await globalThis[STORE_KEY]?.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
