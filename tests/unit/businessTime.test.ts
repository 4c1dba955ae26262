// The business clock (China time) has one home, lib/businessTime.ts: every service, page and
// script reads "today" and formats China times through it instead of borrowing another service's
// helper or re-implementing the offset.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles';
import { addDays, businessNow, businessToday, chinaDate, chinaDateTime, chinaDayStart, chinaIso } from '@/lib/businessTime';

describe('the business clock', () => {
  it('turns the day at midnight in China, 16:00 UTC', () => {
    expect(chinaDate(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(chinaDate(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(businessToday(new Date('2026-12-31T16:30:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('formats China times for display, for WeChat Pay and as naive times', () => {
    const d = new Date('2026-02-28T17:05:09.999Z');
    expect(chinaDateTime(d)).toBe('2026-03-01 01:05:09');
    expect(chinaIso(d)).toBe('2026-03-01T01:05:09+08:00');
    expect(businessNow(d).toISOString()).toBe('2026-03-01T01:05:09.999Z');
  });

  it('finds where a China day begins and counts days across months and years', () => {
    expect(chinaDayStart('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-30', -13)).toBe('2026-11-17');
  });
});

const ROOTS = ['app', 'lib', 'components', 'scripts'];
const HOME = path.join('lib', 'businessTime.ts');

const sources = (dir: string) => sourceFiles(dir, /\.(ts|tsx|mjs)$/);

describe('one home for China time', () => {
  it('no other file shifts by eight hours, formats in Asia/Shanghai or keeps its own today', () => {
    const offenders: string[] = [];
    const patterns = [/timeZone:\s*'Asia\/Shanghai'/, /8 \* (HOUR_MS|3600_000|3_600_000)/, /\btodayInChina\b/, /\bformatTime\b/, /\bcnTime\b/, /T00:00:00\+08:00/];
    for (const file of ROOTS.flatMap(sources)) {
      if (file === HOME) continue;
      const text = readFileSync(file, 'utf8');
      for (const re of patterns) if (re.test(text)) offenders.push(`${file}: ${re}`);
    }
    expect(offenders).toEqual([]);
  });
});
