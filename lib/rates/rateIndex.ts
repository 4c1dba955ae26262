import type { FullRate, PortRef, RateKind, RateSearch } from '../contracts/rates';

/*
 * In-memory rate index of one company (the approach of lib/ports/searchIndex.ts): rates are grouped
 * by (kind, origin, destination), (kind, origin), (kind, destination) and kind, each bucket kept in
 * the three sort orders (and, on first use, in the two orders without price that callers without
 * rate access get), so a search picks the narrowest bucket, filters it in order and slices a
 * page: no scan of the table, no sort per request. A search without filters does not even walk its
 * bucket: the total is the bucket's length and the page a slice. The carriers of a bucket are listed
 * once, on first use.
 */

type Carrier = NonNullable<FullRate['carrier']>;
/**
 * A bucket in its sort orders. `default`, `price` and `transit` use the price (for callers with full
 * rate access); `open` holds the orders that never look at a price, for everyone else (made on first use).
 */
type Sorted = { default: FullRate[]; price: FullRate[]; transit: FullRate[]; open?: OpenOrders; carriers?: Carrier[] };
type OpenOrders = { default: FullRate[]; transit: FullRate[] };

const byDefault = (a: FullRate, b: FullRate) => a.spaceStatus - b.spaceStatus || a.sortPrice - b.sortPrice || a.id - b.id;
const byPrice = (a: FullRate, b: FullRate) => a.sortPrice - b.sortPrice || a.transitDays - b.transitDays || a.id - b.id;
const byTransit = (a: FullRate, b: FullRate) => a.transitDays - b.transitDays || a.sortPrice - b.sortPrice || a.id - b.id;

// Without prices the order must not follow them either (it would tell the cheapest carrier of a lane):
// space status or transit days, then the carrier's name, then the id.
const carrierKey = (r: FullRate) => `${r.carrier?.shortName ?? ''}\u0000${r.coLoader}`;
const byName = (a: FullRate, b: FullRate) => {
  const x = carrierKey(a);
  const y = carrierKey(b);
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};
const byStatusOpen = (a: FullRate, b: FullRate) => a.spaceStatus - b.spaceStatus || byName(a, b);
const byTransitOpen = (a: FullRate, b: FullRate) => a.transitDays - b.transitDays || byName(a, b);

function sorted(list: FullRate[]): Sorted {
  return { default: [...list].sort(byDefault), price: [...list].sort(byPrice), transit: [...list].sort(byTransit) };
}

/** A lane the company publishes many rates on: a ready search for a visitor who has none in mind yet. */
export type PopularRateLane = { pol: PortRef; pod: PortRef; rates: number; carriers: number; fastestDays: number };

export const POPULAR_RATE_LANES = 6;

export type RateFilter = Pick<RateSearch, 'kind' | 'portStartId' | 'portEndId' | 'carrierId' | 'weekday' | 'transit' | 'validOn' | 'sort' | 'order' | 'page' | 'pageSize'>;

export class RateIndex {
  private readonly buckets = new Map<string, Sorted>();
  private readonly byId = new Map<number, FullRate>();
  /** popularLanes answers of this index (kind, day, limit): the index is replaced when rates change */
  private readonly lanes = new Map<string, PopularRateLane[]>();
  readonly size: number;

  constructor(rows: FullRate[]) {
    this.size = rows.length;
    const groups = new Map<string, FullRate[]>();
    const add = (key: string, r: FullRate) => {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = []));
      g.push(r);
    };
    for (const r of rows) {
      this.byId.set(r.id, r);
      add(`${r.kind}`, r);
      add(`${r.kind}:${r.pol.id}:`, r);
      add(`${r.kind}::${r.pod.id}`, r);
      add(`${r.kind}:${r.pol.id}:${r.pod.id}`, r);
    }
    for (const [key, list] of groups) this.buckets.set(key, sorted(list));
  }

  get(id: number): FullRate | undefined {
    return this.byId.get(id);
  }

  /** Carriers that serve the lane (for the carrier filter), by short name. */
  carriersOn(kind: RateKind, portStartId?: number, portEndId?: number): Carrier[] {
    const bucket = this.bucket(kind, portStartId, portEndId);
    if (!bucket) return [];
    if (!bucket.carriers) {
      const seen = new Map<number, Carrier>();
      for (const r of bucket.default) if (r.carrier && !seen.has(r.carrier.id)) seen.set(r.carrier.id, r.carrier);
      bucket.carriers = [...seen.values()].sort((a, b) => a.shortName.localeCompare(b.shortName));
    }
    return bucket.carriers;
  }

  private bucket(kind: RateKind, pol?: number, pod?: number): Sorted | undefined {
    return this.buckets.get(pol && pod ? `${kind}:${pol}:${pod}` : pol ? `${kind}:${pol}:` : pod ? `${kind}::${pod}` : kind);
  }

  /**
   * One page of a search. `priced` (full rate access) picks the orders that use the price; without
   * it the order depends on no price: `sort=price` falls back to the default order, and the default
   * and transit orders break their ties by carrier name and id instead of by price.
   */
  search(q: RateFilter, priced = false): { rows: FullRate[]; total: number } {
    const bucket = this.bucket(q.kind, q.portStartId, q.portEndId);
    if (!bucket) return { rows: [], total: 0 };
    let list: FullRate[];
    if (priced) list = bucket[q.sort];
    else {
      bucket.open ??= { default: [...bucket.default].sort(byStatusOpen), transit: [...bucket.default].sort(byTransitOpen) };
      q = q.sort === 'price' ? { ...q, sort: 'default' } : q;
      list = q.sort === 'transit' ? bucket.open.transit : bucket.open.default;
    }
    const from = (q.page - 1) * q.pageSize;
    const to = from + q.pageSize;
    const desc = q.order === 'desc' && q.sort !== 'default';
    const n = list.length;
    if (!q.carrierId && !q.weekday && !q.transit && !q.validOn) {
      // Nothing to filter: the page is a slice of the bucket in its order.
      const rows: FullRate[] = [];
      for (let i = from; i < Math.min(to, n); i++) rows.push(list[desc ? n - 1 - i : i]!);
      return { rows, total: n };
    }
    const dayBit = q.weekday ? 1 << (q.weekday - 1) : 0;
    const match = (r: FullRate) =>
      (!q.carrierId || r.carrier?.id === q.carrierId) &&
      (!dayBit || r.sailingWeekdays.includes(q.weekday!)) &&
      (!q.transit || r.transit === q.transit) &&
      (!q.validOn || (r.validFrom <= q.validOn && r.validTo >= q.validOn));
    const rows: FullRate[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      const r = list[desc ? n - 1 - i : i]!;
      if (!match(r)) continue;
      if (total >= from && total < to) rows.push(r);
      total++;
    }
    return { rows, total };
  }

  /**
   * The lanes (origin, destination) of a kind with the widest choice on `today` (YYYY-MM-DD): rates
   * still valid (validTo today or later) from the most carriers, then the most rates, then the
   * fastest transit, then the port codes, so the answer is the same for everyone and every request;
   * a lane repeating an origin or a destination already listed comes after those that do not.
   * No price is looked at: visitors see these lanes too.
   */
  popularLanes(kind: RateKind, today: string, limit = POPULAR_RATE_LANES): PopularRateLane[] {
    const key = `${kind}|${today}|${limit}`;
    const known = this.lanes.get(key);
    if (known) return known;
    if (this.lanes.size > 16) this.lanes.clear();
    const answer = this.rankLanes(kind, today, limit);
    this.lanes.set(key, answer);
    return answer;
  }

  private rankLanes(kind: RateKind, today: string, limit: number): PopularRateLane[] {
    const prefix = `${kind}:`;
    const lanes: PopularRateLane[] = [];
    for (const [key, bucket] of this.buckets) {
      // lane buckets only: kind:pol:pod with both ports
      if (!key.startsWith(prefix) || /:$|::/.test(key)) continue;
      const live = bucket.default.filter((r) => r.validTo >= today);
      if (!live.length) continue;
      const carriers = new Set(live.map(carrierKey));
      lanes.push({ pol: live[0]!.pol, pod: live[0]!.pod, rates: live.length, carriers: carriers.size, fastestDays: Math.min(...live.map((r) => r.transitDays)) });
    }
    lanes.sort((a, b) => b.carriers - a.carriers || b.rates - a.rates || a.fastestDays - b.fastestDays || a.pol.code.localeCompare(b.pol.code) || a.pod.code.localeCompare(b.pod.code));
    // A spread of ports first: a lane whose origin or destination is already listed waits until the
    // lanes with new ports have run out.
    const picked: PopularRateLane[] = [];
    const seen = new Set<number>();
    const rest: PopularRateLane[] = [];
    for (const l of lanes) {
      if (picked.length >= limit) break;
      if (seen.has(l.pol.id) || seen.has(-l.pod.id)) rest.push(l);
      else {
        picked.push(l);
        seen.add(l.pol.id).add(-l.pod.id);
      }
    }
    return [...picked, ...rest].slice(0, limit);
  }
}
