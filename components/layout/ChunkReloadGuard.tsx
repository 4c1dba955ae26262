'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_KEY, parseReloadStamp, shouldReloadForChunkError } from '@/lib/navigation/chunkReload';

function readStamp(): number | null {
  try {
    return parseReloadStamp(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    return null;
  }
}

/**
 * After a deployment, an open tab may ask for code chunks that no longer exist. On such a failure
 * the page reloads (fetching the new build), at most once per 60 s (spec §4, §8, §9).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      const now = Date.now();
      if (!shouldReloadForChunkError(reason, readStamp(), now)) return;
      try {
        window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
      } catch {
        return; // without storage we could not stop a reload loop: do nothing
      }
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
