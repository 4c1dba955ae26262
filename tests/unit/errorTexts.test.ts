import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText } from '@/components/account/callError';
import { ApiCallError, failureOf } from '@/lib/api/errors';

/*
 * A failed call shows the server's localized message when the server sent its failure envelope, and
 * the screen's own localized fallback otherwise: a network error, a timeout or a proxy's error page
 * has only the browser's or axios's English ('Network Error', 'Failed to fetch',
 * 'Request failed with status code 502'), which must never reach the interface.
 */

const root = path.resolve(__dirname, '../..');

describe('errorText', () => {
  it('shows the server envelope message', () => {
    const fromServer = failureOf({ code: '0', message: '订单不存在' }, 404);
    expect(errorText(fromServer, '查询失败')).toBe('订单不存在');
  });

  it('falls back for a failure without an envelope, whatever its status or English message', () => {
    for (const error of [
      new ApiCallError('Network Error', undefined, undefined),
      new ApiCallError('Failed to fetch', undefined, undefined),
      new ApiCallError('Request failed with status code 500', 500, undefined),
      new ApiCallError('Request failed with status code 413', 413, undefined),
      new TypeError('NetworkError when attempting to fetch resource.'),
      'timeout',
    ]) {
      expect(errorText(error, '查询失败')).toBe('查询失败');
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full.endsWith(`${path.sep}api`) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('screens', () => {
  it('read no caught error’s message directly: every failure text goes through errorText', () => {
    // A caught error's own message, read by a screen: error.message, e.message, err.message, query.error.message.
    const direct = /\b(?:error|err|e)\.message\b/;
    const allowed = new Set([
      'components/account/callError.ts', // errorText itself
      'components/layout/ChunkReloadGuard.tsx', // reads a window error event's message to spot a chunk failure; shows nothing
    ]);
    const offenders = [...sourceFiles(path.join(root, 'components')), ...sourceFiles(path.join(root, 'app'))]
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((rel) => !allowed.has(rel))
      .flatMap((rel) =>
        readFileSync(path.join(root, rel), 'utf8')
          .split('\n')
          .map((line, i) => [line, i] as const)
          .filter(([line]) => direct.test(line))
          .map(([line, i]) => `${rel}:${i + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
