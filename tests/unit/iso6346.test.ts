import { describe, expect, it } from 'vitest';
import { checkContainerNo, checkDigit, containerNo, looksLikeContainerNo } from '@/lib/tracking/iso6346';

describe('ISO 6346 container numbers', () => {
  it('accepts the standard’s own example and numbers typed with spaces, dashes or in lower case', () => {
    expect(checkContainerNo('CSQU3054383')).toEqual({ ok: true, number: 'CSQU3054383' });
    expect(checkContainerNo('csqu 305438-3')).toEqual({ ok: true, number: 'CSQU3054383' });
  });

  it('names the check digit a mistyped number should have', () => {
    expect(checkContainerNo('CSQU3054384')).toEqual({ ok: false, reason: 'checkDigit', number: 'CSQU3054384', expected: 3, given: 4 });
  });

  it('maps a remainder of 10 to the check digit 0', () => {
    // M = 24, S = 30, K = 21, U = 32 (letter values skip 11, 22 and 33); weights 2^0 … 2^9
    const sum = (serial: string) => 24 + 30 * 2 + 21 * 4 + 32 * 8 + [...serial].reduce((acc, d, i) => acc + Number(d) * 2 ** (i + 4), 0);
    let serial = 0;
    while (sum(String(serial).padStart(6, '0')) % 11 !== 10) serial++;
    const first10 = `MSKU${String(serial).padStart(6, '0')}`;
    expect(checkDigit(first10)).toBe(0);
    expect(containerNo('MSKU', serial)).toBe(`${first10}0`);
    expect(checkContainerNo(`${first10}0`).ok).toBe(true);
  });

  it('refuses what is not a container number: the category letter is U, J or Z', () => {
    expect(checkContainerNo('CSQA3054383')).toMatchObject({ ok: false, reason: 'format' });
    expect(checkContainerNo('CSQU305438')).toMatchObject({ ok: false, reason: 'format' });
    expect(looksLikeContainerNo('COSU6382715040')).toBe(false);
    expect(looksLikeContainerNo('CSNU6382718')).toBe(true);
  });
});
