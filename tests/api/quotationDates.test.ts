// A quotation's dates follow the portal's business day (China, UTC+8), whatever the server's clock
// zone and whatever the weekday: its number, its next sailing and its validity, for each day of a week.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db';
import { QUOTATION_VALID_DAYS, saveQuotation } from '@/lib/server/quotations';
import { createCompany, createUserWithSession } from './helpers';
import { rateLane } from './rateFixtures';

const DAY = 86_400_000;
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const cargo = { quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' as const };

afterEach(() => vi.useRealTimers());

// 20:30 UTC is 04:30 the next morning in China: the business day is the UTC day + 1.
describe.each([0, 1, 2, 3, 4, 5, 6].map((i) => ({ day: ymd(Date.UTC(2026, 10, 23 + i)), utc: Date.UTC(2026, 10, 23 + i, 20, 30) })))('at 20:30 UTC on $day', ({ utc }) => {
  it('numbers, schedules and dates the quotation by the day in China', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(utc));
    const world = await rateLane(await createCompany());
    const { userId } = await createUserWithSession(world.company.id, { certificationStatus: 3 });
    // The lane's first rate sails on Thursdays (ISO weekday 4).
    const q = await saveQuotation(await getDb(), world.company.id, userId, world.rateIds[0]!, cargo, '', 'cn');

    const chinaDay = Date.UTC(2026, 10, new Date(utc).getUTCDate() + 1);
    const chinaWeekday = ((new Date(chinaDay).getUTCDay() + 6) % 7) + 1;
    const etd = ymd(chinaDay + ((4 - chinaWeekday + 7) % 7) * DAY);
    expect(q.quotation_no.slice(0, 7)).toBe(`Q${ymd(chinaDay).slice(2).replaceAll('-', '')}`);
    expect(q.schedule).toContain(`ETD ${etd}`);
    expect(etd >= ymd(chinaDay)).toBe(true);
    expect(q.validTo).toBe(ymd(chinaDay + QUOTATION_VALID_DAYS * DAY));
  });
});
