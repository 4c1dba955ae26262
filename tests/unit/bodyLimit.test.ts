// A 413 names the endpoint's limit as people read it (lib/server/bodyLimit.ts).
import { describe, expect, it } from 'vitest';
import { bodyLimitOf, bodyTooLarge, discardRest, formatBytes } from '@/lib/server/bodyLimit';
import { staffApi } from '@/lib/endpoints/staff';
import { webuserApi } from '@/lib/endpoints/webuser';

describe('body limits', () => {
  it('formats a limit in binary units, never rounding up', () => {
    expect(formatBytes(256 * 1024)).toBe('256 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1023.9 KB');
    expect(formatBytes(512)).toBe('512 B');
  });

  it('an endpoint’s limit is its entry’s maxBytes, else 1 MB', () => {
    expect(bodyLimitOf(staffApi.newsSave)).toBe(256 * 1024);
    expect(bodyLimitOf(webuserApi.login)).toBe(1024 * 1024);
  });

  it('the 413 speaks of the request and its limit, or of the file in whole MB for an upload', () => {
    expect(bodyTooLarge(256 * 1024)).toMatchObject({ status: 413, messageKey: 'bodyTooLarge', extra: { values: { max: '256 KB' } } });
    expect(bodyTooLarge(10 * 1024 * 1024 + 64 * 1024, true)).toMatchObject({ status: 413, messageKey: 'fileTooLarge', extra: { values: { max: 10 } } });
  });
});

describe('the rest of a body found too large', () => {
  /** A body of `chunks` pieces of 1 KB, each after `everyMs`; notes whether it was cancelled. */
  function body(chunks: number, everyMs = 0) {
    const state = { sent: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (everyMs) await new Promise((r) => setTimeout(r, everyMs));
        if (state.sent++ >= chunks) c.close();
        else c.enqueue(new Uint8Array(1024));
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { reader: stream.getReader(), state };
  }

  it('is read to its end when it is within the bound', async () => {
    const { reader, state } = body(50);
    await discardRest(reader, { bytes: 100 * 1024, ms: 2000 });
    expect(state.cancelled).toBe(false);
    expect(state.sent).toBe(51);
  });

  it('is given up (cancelled) past the bound of bytes or of time', async () => {
    const big = body(1000);
    await discardRest(big.reader, { bytes: 100 * 1024, ms: 2000 });
    expect(big.state.cancelled).toBe(true);
    expect(big.state.sent).toBeLessThan(110);
    const slow = body(1000, 20);
    const t0 = Date.now();
    await discardRest(slow.reader, { bytes: 100 * 1024 * 1024, ms: 200 });
    expect(slow.state.cancelled).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
