// Schedule search, sailing detail and the default panel, through the route exports, on generated sailings.
import { afterEach, describe, beforeAll, expect, it, vi } from 'vitest';
import { GET as querySchedules } from '@/app/api/webschedulecontroller/querySchedules/route';
import { GET as sailingDetail } from '@/app/api/webschedulecontroller/sailingDetail/route';
import { GET as popularLanes } from '@/app/api/webschedulecontroller/popularLanes/route';
import { GET as scheduleCarriers } from '@/app/api/webschedulecontroller/scheduleCarriers/route';
import { scheduleSearchAnswer, sailingDetailAnswer, type ScheduleRow } from '@/lib/contracts/schedules';
import { DAY_MS, isoWeekday, parseYmd, ymd } from '@/lib/schedules/time';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { eq } from 'drizzle-orm';
import { scheduleSearchQuery } from '@/lib/contracts/schedules';
import { getDb } from '@/lib/server/db';
import { sailings } from '@/lib/server/db/schema';
import { bumpScheduleVersion, searchSchedules, searchSchedulesJson } from '@/lib/server/schedules';
import { call, createCompany, type TestCompany } from './helpers';
import { call as c, scheduleWorld } from './scheduleFixtures';

let a: TestCompany;
let b: TestCompany;
let monday: Date;

// Loop A (ZQA1): first call Tuesday 06:00 at Shanghai, 30 h there: departs Wednesdays 12:00.
// Loop B (ZQA1): Friday 06:00 at Shanghai: departs Saturdays. Loop F (ZQA1): a feeder from Xiamen
// (Monday) to Singapore, where loop A calls on its way to Rotterdam. Loop C (ZQB2): Ningbo–Hamburg only.
const SERVICES = [
  { carrier: 'ZQA1', code: 'TA1', weekday: 2, rotation: [c('CNSHA', 0, 30), c('CNNGB', 44, 24), c('SGSIN', 220, 22), c('NLRTM', 950, 36), c('DEHAM', 1010, 30)] },
  { carrier: 'ZQA1', code: 'TB2', weekday: 5, rotation: [c('CNSHA', 0, 24), c('SGSIN', 200, 20), c('NLRTM', 900, 30)] },
  { carrier: 'ZQA1', code: 'TF3', weekday: 1, trade: 'intra-asia', rotation: [c('CNXMN', 0, 20), c('SGSIN', 120, 24)] },
  { carrier: 'ZQB2', code: 'TC4', weekday: 3, rotation: [c('CNNGB', 0, 24), c('DEHAM', 980, 30)] },
];

function search(company: TestCompany, query: Record<string, string | number>, lang = 'cn') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return call<{ code: string; rows: ScheduleRow[]; fieldErrors?: Record<string, string[]>; message?: string }>(querySchedules, {
    method: 'GET', url: `/api/webschedulecontroller/querySchedules?${qs}`, host: company.domains[0], headers: { lang },
  });
}

const day = (d: Date, n: number) => ymd(new Date(d.getTime() + n * DAY_MS));
const time = (s: string) => new Date(`${s.replace(' ', 'T')}Z`).getTime();

beforeAll(async () => {
  a = await createCompany();
  b = await createCompany();
  ({ monday } = await scheduleWorld(a.id, SERVICES));
  await scheduleWorld(b.id, [SERVICES[0]!]);
});

describe('GET /webschedulecontroller/querySchedules', () => {
  it('answers only sailings departing in the window, in date order', async () => {
    const from = day(monday, 7);
    const res = await search(a, { pol: 'CNSHA', pod: 'NLRTM', weeks: 3, from });
    expect(res.status).toBe(200);
    const rows = scheduleSearchAnswer.parse(res.json).rows;
    expect(rows).toHaveLength(6); // 3 weeks × loops A and B
    const start = parseYmd(from)!.getTime();
    for (const r of rows) {
      expect(time(r.etd)).toBeGreaterThanOrEqual(start);
      expect(time(r.etd)).toBeLessThan(start + 21 * DAY_MS);
      expect(r.direct).toBe(true);
      expect(r.pol.code).toBe('CNSHA');
      expect(r.pod.code).toBe('NLRTM');
      expect(r.transitDays).toBeGreaterThan(30);
    }
    const etds = rows.map((r) => r.etd);
    expect(etds).toEqual([...etds].sort());
    expect(rows.map((r) => r.serviceCode)).toEqual(['TA1', 'TB2', 'TA1', 'TB2', 'TA1', 'TB2']);
  });

  it('answers only departures on the weekday asked', async () => {
    const rows = (await search(a, { pol: 'CNSHA', pod: 'NLRTM', weeks: 3, from: day(monday, 7), weekday: 'WED' })).json.rows;
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(isoWeekday(new Date(time(r.etd)))).toBe(3);
    expect((await search(a, { pol: 'CNSHA', pod: 'NLRTM', weeks: 3, from: day(monday, 7), weekday: 'MON' })).json.rows).toEqual([]);
  });

  it('starts the window on the day asked: a Thursday start skips that week’s Wednesday sailing', async () => {
    const rows = (await search(a, { pol: 'CNSHA', pod: 'NLRTM', weeks: 2, from: day(monday, 10), weekday: 'WED' })).json.rows;
    expect(rows.map((r) => r.etd.slice(0, 10))).toEqual([day(monday, 16), day(monday, 23)]);
  });

  it('filters by carrier and offers a transshipment routing (VIA) of the same carrier', async () => {
    expect((await search(a, { pol: 'CNNGB', pod: 'DEHAM', weeks: 2, from: day(monday, 7), carrier: 'zqb2' })).json.rows.every((r) => r.carrier.code === 'ZQB2')).toBe(true);
    const via = (await search(a, { pol: 'CNXMN', pod: 'NLRTM', weeks: 2, from: day(monday, 7) })).json.rows;
    expect(via.length).toBeGreaterThan(0);
    for (const r of via) {
      expect(r.direct).toBe(false);
      expect(r.transfer?.code).toBe('SGSIN');
      expect(r.legs).toHaveLength(2);
      expect(time(r.legs[1]!.etd)).toBeGreaterThanOrEqual(time(r.legs[0]!.eta) + 24 * 3600_000);
      expect(r.carrier.code).toBe('ZQA1');
    }
  });

  it('refuses a malformed port or date in the request’s language, with nothing answered', async () => {
    const zh = await search(a, { pol: 'SHANGHAI', pod: 'NLRTM', from: '2026-02-30' });
    expect(zh.status).toBe(422);
    expect(zh.json.fieldErrors?.pol).toEqual([cn.Validation.portCode]);
    expect(zh.json.fieldErrors?.from).toEqual([cn.Validation.date]);
    const enRes = await search(a, { pol: 'CNSHA', pod: 'NLRTM', weeks: 5 }, 'en');
    expect(enRes.status).toBe(422);
    expect(enRes.json.fieldErrors?.weeks?.[0]).toBeTruthy();
    expect(enRes.json.message).toBe(en.Api.invalidInput);
  });

  it("answers from the company's own sailings only", async () => {
    const rows = (await search(b, { pol: 'CNSHA', pod: 'NLRTM', weeks: 2, from: day(monday, 7) })).json.rows;
    expect(rows.map((r) => r.serviceCode)).toEqual(['TA1', 'TA1']);
  });
});

describe('answers kept per index', () => {
  it('the same search on the same day is answered alike from its kept JSON; a change of sailings is answered afresh', async () => {
    const fresh = await createCompany();
    const { monday: m } = await scheduleWorld(fresh.id, [SERVICES[0]!]);
    const query = { pol: 'CNSHA', pod: 'NLRTM', weeks: 3, from: day(m, 7) };
    const first = await search(fresh, query);
    const again = await search(fresh, query);
    expect(first.status).toBe(200);
    expect(scheduleSearchAnswer.parse(first.json).rows).toHaveLength(3);
    expect(again.json).toEqual(first.json);
    // and it is the answer the index gives
    const direct = await searchSchedules(fresh.id, scheduleSearchQuery.parse(query));
    expect(JSON.parse(await searchSchedulesJson(fresh.id, scheduleSearchQuery.parse(query)))).toEqual({ code: '1', rows: direct, total: direct.length });
    // the sailings are withdrawn: the next search after the change answers none, not the kept answer
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.delete(sailings).where(eq(sailings.companyId, fresh.id));
      await bumpScheduleVersion(tx, fresh.id);
    });
    await vi.waitFor(async () => expect(scheduleSearchAnswer.parse((await search(fresh, query)).json).rows).toEqual([]), { timeout: 5000, interval: 200 });
  });
});

describe('GET /webschedulecontroller/sailingDetail', () => {
  it('answers the full rotation with its dates; another company’s sailing is not found', async () => {
    const [row] = (await search(a, { pol: 'CNSHA', pod: 'NLRTM', weeks: 2, from: day(monday, 7), weekday: 'WED' })).json.rows;
    const id = row!.legs[0]!.sailingId;
    const res = await call(sailingDetail, { method: 'GET', url: `/api/webschedulecontroller/sailingDetail?id=${id}`, host: a.domains[0] });
    const detail = sailingDetailAnswer.parse(res.json).data!;
    expect(detail.calls.map((x) => x.port.code)).toEqual(['CNSHA', 'CNNGB', 'SGSIN', 'NLRTM', 'DEHAM']);
    expect(detail.calls[0]!.etd).toBe(row!.etd);
    expect(detail.calls[0]!.etd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const other = await call(sailingDetail, { method: 'GET', url: `/api/webschedulecontroller/sailingDetail?id=${id}`, host: b.domains[0] });
    expect(other.status).toBe(404);
  });
});

describe('default panel and carrier filter', () => {
  type Lane = { trade: string; pol: { code: string }; pod: { code: string }; sailingsPerWeek: number; fastestDays: number; nextEtd: string; carriers: string[] };
  const lanesOf = async (company: TestCompany) =>
    (await call<{ rows: Lane[] }>(popularLanes, { method: 'GET', url: '/api/webschedulecontroller/popularLanes', host: company.domains[0] })).json.rows;

  // A fixed week, Monday 2026-11-23 to Sunday 2026-11-29 (China time): the panel counts the four whole
  // weeks from the next Monday, so it names the same lanes with the same counts on every day of it.
  const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
  describe.each(WEEK.map((name, i) => ({ name, i })))('on a $name', ({ i }) => {
    afterEach(() => vi.useRealTimers());

    it('names the busiest lane of each trade, counted over whole weeks', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 09:30 in China on that day (01:30 UTC); the world's sailings start on that week's Monday.
      vi.setSystemTime(new Date(Date.UTC(2026, 10, 23 + i, 1, 30)));
      const company = await createCompany();
      await scheduleWorld(company.id, SERVICES);
      const lanes = await lanesOf(company);
      const europe = lanes.find((l) => l.trade === 'north-europe');
      // Shanghai → Rotterdam (loops A and B) and Ningbo → Hamburg (loops A and C) both sail twice a
      // week: the tie goes to the faster lane, Shanghai → Rotterdam.
      expect(europe?.pol.code).toBe('CNSHA');
      expect(europe?.pod.code).toBe('NLRTM');
      expect(europe?.sailingsPerWeek).toBe(2);
      expect(europe?.carriers).toEqual(['TLA']);
      // The next departure is the first from today on: loop A on Wednesdays, loop B on Saturdays.
      const today = day(new Date(Date.UTC(2026, 10, 23)), i);
      expect(europe!.nextEtd.slice(0, 10) >= today).toBe(true);
      expect(europe!.nextEtd.slice(0, 10)).toBe(i <= 2 ? '2026-11-25' : i <= 5 ? '2026-11-28' : '2026-12-02');
      const asia = lanes.find((l) => l.trade === 'intra-asia');
      expect(asia?.pol.code).toBe('CNXMN');
      expect(asia?.sailingsPerWeek).toBe(1);
      expect(lanes).toHaveLength(2);
    });
  });

  it('lists the carriers of the company’s services', async () => {
    const carriers = (await call<{ rows: { code: string }[] }>(scheduleCarriers, { method: 'GET', url: '/api/webschedulecontroller/scheduleCarriers', host: a.domains[0] })).json.rows;
    expect(carriers.map((x) => x.code)).toEqual(['ZQA1', 'ZQB2']);
  });
});
