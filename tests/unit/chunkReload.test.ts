import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadFailure, parseReloadStamp, shouldReloadForChunkError } from '@/lib/navigation/chunkReload';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/_next/static/chunks/123.js)'), { name: 'ChunkLoadError' });

describe('isChunkLoadFailure', () => {
  it.each([
    chunkError,
    new Error('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
    'Loading chunk app/page failed',
    { name: 'ChunkLoadError', message: '' },
    new TypeError('Importing a module script failed.'),
  ])('recognises %s', (reason) => {
    expect(isChunkLoadFailure(reason)).toBe(true);
  });

  it.each([null, undefined, 42, new Error('Cannot read properties of undefined'), 'Network Error', { message: 'boom' }])('ignores %s', (reason) => {
    expect(isChunkLoadFailure(reason)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_700_000_000_000;

  it('reloads on a chunk failure when it never reloaded', () => {
    expect(shouldReloadForChunkError(chunkError, null, now)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadForChunkError(chunkError, now - 1_000, now)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, now - (CHUNK_RELOAD_INTERVAL_MS - 1), now)).toBe(false);
  });

  it('reloads again once 60 s have passed', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(shouldReloadForChunkError(chunkError, now - CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForChunkError(new Error('boom'), null, now)).toBe(false);
  });

  it('treats a stamp from the future (clock changed) as stale', () => {
    expect(shouldReloadForChunkError(chunkError, now + 5_000, now)).toBe(true);
  });

  it('reads the stored stamp defensively', () => {
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp('')).toBeNull();
    expect(parseReloadStamp('abc')).toBeNull();
    expect(parseReloadStamp(String(now))).toBe(now);
  });
});
