// The in-memory rate index: a page is the same whether its bucket is sliced (no filter) or walked
// (filters), in every sort order and direction, with prices or without; a search without prices
// orders by nothing that depends on price; the carriers of a lane are listed once.
import { describe, expect, it } from 'vitest';
import type { FullRate } from '@/lib/contracts/rates';
import { RateIndex, type RateFilter } from '@/lib/rates/rateIndex';

const port = (id: number) => ({ id, code: `P${id}`, nameCn: `港${id}`, nameEn: `Port ${id}`, countryName: '中国', countryNameEn: 'China' });
const carrier = (id: number, shortName: string) => ({ id, code: `C${id}`, nameCn: shortName, nameEn: shortName, shortName });

function rate(id: number, over: Partial<FullRate> = {}): FullRate {
  return {
    id,
    kind: 'lcl',
    pol: port(1),
    polTerminal: '',
    pod: port(2),
    podTerminal: '',
    carrier: carrier(10 + (id % 3), ['Zeta', 'Alpha', 'Mid'][id % 3]!),
    coLoader: '',
    route: '',
    routeEn: '',
    routeCode: '',
    transit: id % 2 ? 'DIR' : 'VIA',
    via: null,
    transitDays: 10 + ((id * 7) % 13),
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    cutoffWeekday: 1,
    sailingWeekdays: [1 + (id % 7)],
    spaceStatus: 1 + (id % 5),
    remark: '',
    remarkEn: '',
    currency: 'USD',
    prices: { perCbm: 20 + ((id * 11) % 17) },
    surcharges: [],
    billFee: 0,
    billFeeCurrency: 'CNY',
    sortPrice: 20 + ((id * 11) % 17),
    ...over,
  };
}

const rows = Array.from({ length: 57 }, (_, i) => rate(i + 1));
const index = new RateIndex([...rows, rate(100, { pod: port(3) }), rate(101, { kind: 'fcl' })]);
const base: RateFilter = { kind: 'lcl', portStartId: 1, portEndId: 2, sort: 'default', order: 'asc', page: 1, pageSize: 10 };

describe('RateIndex', () => {
  it('pages an unfiltered lane as a slice of its order, ascending and descending', () => {
    for (const priced of [true, false]) {
      for (const sort of ['default', 'price', 'transit'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          // validOn that every rate meets: the walked path, with the same result expected
          const walked = (page: number) => index.search({ ...base, sort, order, page, validOn: '2026-06-01' }, priced);
          const sliced = (page: number) => index.search({ ...base, sort, order, page }, priced);
          for (const page of [1, 3, 6, 7]) {
            expect(sliced(page).total).toBe(57);
            expect(sliced(page).rows.map((r) => r.id)).toEqual(walked(page).rows.map((r) => r.id));
          }
        }
      }
    }
    expect(index.search({ ...base, page: 6 }).rows).toHaveLength(7);
    expect(index.search({ ...base, page: 7 }).rows).toEqual([]);
  });

  it('sorts by price and by transit, descending reversed; default ignores the direction', () => {
    const all = { ...base, pageSize: 50 };
    const prices = index.search({ ...all, sort: 'price' }, true).rows.map((r) => r.sortPrice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = index.search({ ...all, sort: 'transit', order: 'desc' }).rows.map((r) => r.transitDays);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    expect(index.search({ ...all, order: 'desc' }).rows.map((r) => r.id)).toEqual(index.search(all).rows.map((r) => r.id));
  });

  it('without prices: space status or transit, then carrier name and id; sort by price is the default order; prices change nothing', () => {
    const all = { ...base, pageSize: 50 };
    const key = (r: FullRate) => `${r.carrier!.shortName}:${String(r.id).padStart(3, '0')}`;
    const ids = (i: RateIndex, q: Partial<RateFilter> = {}) => i.search({ ...all, ...q }).rows.map((r) => r.id);
    const byStatus = [...rows].sort((a, b) => a.spaceStatus - b.spaceStatus || key(a).localeCompare(key(b))).map((r) => r.id);
    const byTransit = [...rows].sort((a, b) => a.transitDays - b.transitDays || key(a).localeCompare(key(b))).map((r) => r.id);
    expect(ids(index).slice(0, 50)).toEqual(byStatus.slice(0, 50));
    expect(ids(index, { sort: 'price' })).toEqual(ids(index));
    expect(ids(index, { sort: 'price', order: 'desc' })).toEqual(ids(index));
    expect(ids(index, { sort: 'transit' })).toEqual(byTransit.slice(0, 50));
    // the same rates with their prices dealt the other way round: every order without prices is the same
    const reversed = new RateIndex(rows.map((r) => ({ ...r, sortPrice: 100 - r.sortPrice, prices: { perCbm: 100 - r.sortPrice } })));
    for (const sort of ['default', 'price', 'transit'] as const) {
      for (const order of ['asc', 'desc'] as const) expect(ids(reversed, { sort, order })).toEqual(ids(index, { sort, order }));
    }
    // with prices the order follows them
    expect(index.search({ ...all, sort: 'price' }, true).rows.map((r) => r.id)).not.toEqual(reversed.search({ ...all, sort: 'price' }, true).rows.map((r) => r.id));
  });

  it('filters by carrier, weekday and DIR/VIA', () => {
    const q = { ...base, pageSize: 50, carrierId: 11, weekday: 3, transit: 'DIR' as const };
    const expected = rows.filter((r) => r.carrier!.id === 11 && r.sailingWeekdays.includes(3) && r.transit === 'DIR').map((r) => r.id);
    const got = index.search(q);
    expect(got.total).toBe(expected.length);
    expect(got.rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(expected);
  });

  it('narrows to a destination, an origin or the kind', () => {
    expect(index.search({ ...base, portEndId: 3 }).rows.map((r) => r.id)).toEqual([100]);
    expect(index.search({ ...base, portStartId: 2, portEndId: 3 })).toEqual({ rows: [], total: 0 });
    expect(index.search({ ...base, portStartId: undefined, portEndId: 3 }).rows.map((r) => r.id)).toEqual([100]);
    expect(index.search({ ...base, portEndId: undefined }).total).toBe(58);
    expect(index.search({ ...base, kind: 'fcl', portStartId: undefined, portEndId: undefined }).rows.map((r) => r.id)).toEqual([101]);
    expect(index.search({ ...base, kind: 'air' })).toEqual({ rows: [], total: 0 });
  });

  it("lists a lane's carriers by short name, the same list each time", () => {
    const first = index.carriersOn('lcl', 1, 2);
    expect(first.map((c) => c.shortName)).toEqual(['Alpha', 'Mid', 'Zeta']);
    expect(index.carriersOn('lcl', 1, 2)).toBe(first);
    expect(index.carriersOn('lcl', 1, 3).map((c) => c.shortName)).toEqual(['Alpha']);
    expect(index.carriersOn('spot')).toEqual([]);
  });
});

describe('RateIndex.popularLanes', () => {
  const r = (id: number, over: Partial<FullRate>) => rate(id, { transitDays: 10, ...over });
  const lanes = new RateIndex([
    // 1 → 2: three carriers, one of them expired on the day asked
    r(1, { carrier: carrier(1, 'A') }),
    r(2, { carrier: carrier(2, 'B'), transitDays: 9 }),
    r(3, { carrier: carrier(3, 'C'), validTo: '2026-03-31' }),
    // 1 → 3: two carriers, three rates
    r(4, { pod: port(3), carrier: carrier(1, 'A') }),
    r(5, { pod: port(3), carrier: carrier(1, 'A') }),
    r(6, { pod: port(3), carrier: carrier(2, 'B'), transitDays: 30 }),
    // 4 → 5: two carriers, two rates
    r(7, { pol: port(4), pod: port(5), carrier: carrier(1, 'A') }),
    r(8, { pol: port(4), pod: port(5), carrier: carrier(2, 'B') }),
    // 6 → 7: expired before either day asked
    r(9, { pol: port(6), pod: port(7), validTo: '2026-01-31' }),
    // another kind
    r(10, { kind: 'fcl', pol: port(8), pod: port(9) }),
  ]);
  const view = (l: ReturnType<RateIndex['popularLanes']>) => l.map((x) => `${x.pol.code}>${x.pod.code} ${x.carriers}/${x.rates}/${x.fastestDays}`);

  it('ranks lanes by carriers, then rates, counting only rates valid on the day', () => {
    // 1 → 3 ranks above 4 → 5 but repeats origin 1: the lane with new ports comes first
    expect(view(lanes.popularLanes('lcl', '2026-03-01'))).toEqual(['P1>P2 3/3/9', 'P4>P5 2/2/10', 'P1>P3 2/3/10']);
    // a month later rate 3 has expired: 1 → 2 drops below 1 → 3 (same carriers, fewer rates)
    expect(view(lanes.popularLanes('lcl', '2026-04-01'))).toEqual(['P1>P3 2/3/10', 'P4>P5 2/2/10', 'P1>P2 2/2/9']);
  });

  it('keeps to the kind and the limit', () => {
    expect(view(lanes.popularLanes('fcl', '2026-04-01'))).toEqual(['P8>P9 1/1/10']);
    expect(lanes.popularLanes('lcl', '2026-03-01', 2)).toHaveLength(2);
    expect(lanes.popularLanes('air', '2026-03-01')).toEqual([]);
  });
});
