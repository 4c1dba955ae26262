// A 413 names the endpoint's limit as people read it (lib/server/bodyLimit.ts).
import { describe, expect, it } from 'vitest';
import { bodyLimitOf, bodyTooLarge, formatBytes } from '@/lib/server/bodyLimit';
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
