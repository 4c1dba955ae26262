'use client';

import { useEffect } from 'react';
import { reloadOnChunkFailure } from '@/lib/navigation/chunkReload';

/**
 * After a deployment, an open tab may ask for code chunks that no longer exist. On such a failure
 * the page reloads (fetching the new build), at most once per 60 s (spec §4, §8, §9). Failures
 * inside a route's render reach its error boundary instead, which does the same (error.tsx).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (e: ErrorEvent) => void reloadOnChunkFailure(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => void reloadOnChunkFailure(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
