/** Spec §4, §9: a failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

const CHUNK_FAILURE = /ChunkLoadError|Loading chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed/i;

/** Whether an error, rejection reason or message is a failed load of a code chunk. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (reason == null) return false;
  if (typeof reason === 'string') return CHUNK_FAILURE.test(reason);
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    return (typeof name === 'string' && CHUNK_FAILURE.test(name)) || (typeof message === 'string' && CHUNK_FAILURE.test(message));
  }
  return false;
}

/**
 * Whether to reload now: only for a chunk failure, and only when the last reload (a timestamp in
 * ms kept in sessionStorage, or null) is at least 60 s ago — so a chunk that is really gone cannot
 * make the page reload in a loop.
 */
export function shouldReloadForChunkError(reason: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadFailure(reason)) return false;
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS || now < lastReloadAt;
}

/** Reads the stored timestamp; a missing or malformed value counts as "never". */
export function parseReloadStamp(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * In the browser: reloads the page for a chunk failure unless it already did so within 60 s.
 * Returns true when a reload was started. Used by the window-level guard and by the error
 * boundaries, which catch a failed chunk of a route before the window sees it.
 */
export function reloadOnChunkFailure(reason: unknown): boolean {
  if (!willReloadForChunkFailure(reason)) return false;
  const now = Date.now();
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** In the browser: whether reloadOnChunkFailure(reason) would reload now (it reads, changes nothing). */
export function willReloadForChunkFailure(reason: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadFailure(reason)) return false;
  try {
    return shouldReloadForChunkError(reason, parseReloadStamp(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)), Date.now());
  } catch {
    return false; // without storage a reload loop could not be stopped: do nothing
  }
}
