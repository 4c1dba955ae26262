import { describe, expect, it } from 'vitest';
import { detectTrackingType, resolveTrackingType } from '@/lib/tracking/detect';
import { trackingQuery } from '@/lib/contracts/tracking';

// CSNU6382718 is valid (ISO 6346: check digit 8); CSNU6382719 has the wrong one.
const VALID = 'CSNU6382718';
const BAD_DIGIT = 'CSNU6382719';

describe('detectTrackingType', () => {
  it('knows a container number by its valid check digit, however it is typed', () => {
    expect(detectTrackingType(VALID)).toEqual({ type: 'container', certain: true });
    expect(detectTrackingType(' csnu 638271-8 ')).toEqual({ type: 'container', certain: true });
    // the standard's own example
    expect(detectTrackingType('CSQU3054383')).toEqual({ type: 'container', certain: true });
  });

  it('calls a container-shaped number with a wrong check digit ambiguous', () => {
    expect(detectTrackingType(BAD_DIGIT)).toBeNull();
    expect(detectTrackingType('CSQU3054384')).toBeNull();
    // a digit missing
    expect(detectTrackingType('CSNU12345')).toBeNull();
  });

  it("knows a house bill by the company's prefix, and only with one set", () => {
    expect(detectTrackingType('GLSHA25110318', 'GL')).toEqual({ type: 'hbl', certain: true });
    expect(detectTrackingType('glsha25110318', 'gl')).toEqual({ type: 'hbl', certain: true });
    expect(detectTrackingType('GLSHA25110318')).toEqual({ type: 'bill', certain: false });
    expect(detectTrackingType('GLSHA25110318', 'XY')).toEqual({ type: 'bill', certain: false });
    // the prefix alone is no number
    expect(detectTrackingType('GL', 'GL')).toEqual({ type: 'bill', certain: false });
  });

  it('takes anything else for a bill of lading, not certain', () => {
    expect(detectTrackingType('COSU6382715040', 'GL')).toEqual({ type: 'bill', certain: false });
  });
});

describe('resolveTrackingType', () => {
  it('searches by what the number says, whichever tab is selected', () => {
    for (const tab of ['bill', 'container', 'hbl', 'auto'] as const) {
      expect(resolveTrackingType(VALID, tab, 'GL')).toBe('container');
      expect(resolveTrackingType('GLSHA25110318', tab, 'GL')).toBe('hbl');
    }
    expect(resolveTrackingType('COSU6382715040', 'container', 'GL')).toBe('bill');
  });

  it("falls back to the selected tab when the number is ambiguous", () => {
    expect(resolveTrackingType(BAD_DIGIT, 'bill', 'GL')).toBe('bill');
    expect(resolveTrackingType(BAD_DIGIT, 'container', 'GL')).toBe('container');
    expect(resolveTrackingType(BAD_DIGIT, 'auto', 'GL')).toBe('container');
    expect(resolveTrackingType('OTHER12345', 'hbl', 'GL')).toBe('hbl');
    expect(resolveTrackingType('OTHER12345', 'bill', 'GL')).toBe('bill');
  });
});

describe('trackingQuery', () => {
  it('checks the digit of a number searched as a container, not of one typed under another tab', () => {
    expect(trackingQuery.safeParse({ type: 'bill', no: VALID }).success).toBe(true);
    expect(trackingQuery.safeParse({ type: 'bill', no: BAD_DIGIT }).success).toBe(true);
    const bad = trackingQuery.safeParse({ type: 'container', no: BAD_DIGIT });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('containerCheckDigit');
    // a bill number typed under the container tab is searched as a bill
    expect(trackingQuery.safeParse({ type: 'container', no: 'COSU6382715040' }).success).toBe(true);
  });
});
