import { describe, expect, it } from 'vitest';
import { shownDateTime } from './dates';

describe('shownDateTime', () => {
  it('writes an instant as YYYY-MM-DD HH:mm on China time, whatever the machine zone', () => {
    expect(shownDateTime('2026-11-27T16:05:09Z')).toBe('2026-11-28 00:05');
    expect(shownDateTime(new Date('2026-01-02T03:04:00Z'))).toBe('2026-01-02 11:04');
    expect(shownDateTime('not a time')).toBe('');
  });
});
