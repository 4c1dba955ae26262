import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutoffPassed } from './cutoff';

describe('cutoffPassed (China business clock)', () => {
  afterEach(() => vi.useRealTimers());

  it('is open until the cutoff and closed from it, read on China time whatever the machine zone', () => {
    // 2026-11-27 09:59:59 in China is 01:59:59 UTC
    const before = new Date('2026-11-27T01:59:59Z');
    const at = new Date('2026-11-27T02:00:00Z');
    expect(cutoffPassed('2026-11-27 10:00:00', before)).toBe(false);
    expect(cutoffPassed('2026-11-27 10:00:00', at)).toBe(true);
    expect(cutoffPassed('2026-11-26 23:00', before)).toBe(true);
    expect(cutoffPassed('2026-11-28 00:00:00', before)).toBe(false);
  });

  it('reads the clock when no instant is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T16:30:00Z')); // 2026-11-28 00:30 in China
    expect(cutoffPassed('2026-11-28 00:00:00')).toBe(true);
    expect(cutoffPassed('2026-11-28 01:00:00')).toBe(false);
  });

  it('takes a naive Date as stored and counts an unreadable cutoff as closed', () => {
    const now = new Date('2026-11-27T02:00:00Z');
    expect(cutoffPassed(new Date('2026-11-27T09:00:00Z'), now)).toBe(true);
    expect(cutoffPassed(new Date('2026-11-27T11:00:00Z'), now)).toBe(false);
    expect(cutoffPassed('soon', now)).toBe(true);
  });
});
