import type { CarrierRef, PopularLane, PortRef, SailingDetail, SailingSource, ScheduleLeg, ScheduleRow } from '../contracts/schedules';
import { DAY_MS, HOUR_MS, isoWeekday, nextMonday, transitDays, ymdhms } from './time';

export type IndexCall = { port: string; terminal: string; eta: Date; etd: Date; cutoff: Date };
export type IndexSailing = {
  id: number;
  carrier: CarrierRef;
  serviceCode: string;
  serviceNameCn: string;
  serviceNameEn: string;
  trade: string;
  vessel: string;
  /** the vessel's IMO number and flag, '' when unknown (the DCSA answers name them) */
  imo?: string;
  flag?: string;
  voyage: string;
  calls: IndexCall[];
  /** Where it came from (staff when not said) */
  source?: SailingSource;
};

const STAFF: SailingSource = { kind: 'staff' };
export type IndexPort = PortRef & { isOrigin: boolean; rank: number };

export type SearchParams = {
  pol: string;
  pod: string;
  carrier?: string;
  /** ISO weekday of the departure from the POL */
  weekday?: number;
  /** window start (naive midnight) and its length */
  from: Date;
  weeks: number;
  /** the window's end instead of `weeks` (exclusive) */
  to?: Date;
  /** at most this many routings (default MAX_ROWS) */
  max?: number;
};

type Departure = { sailing: IndexSailing; at: number; etd: number };

/** A transfer needs the first vessel to have arrived this long before the second departs … */
export const MIN_CONNECTION_HOURS = 24;
/** … and waits at most this long at the transfer port. */
export const MAX_CONNECTION_DAYS = 10;
export const MAX_ROWS = 300;
/** Whole weeks the default panel counts sailings over. */
export const POPULAR_WEEKS = 4;

/**
 * The sailings of one company, indexed by port of departure: a search walks only the departures
 * from the POL within the window (binary search on the ETD), so it costs what the answer holds,
 * not what the year of sailings holds. Transshipment routings join a first leg with the earliest
 * connecting sailing of the same carrier at a later port of its rotation.
 */
export class ScheduleSearchIndex {
  private readonly departures = new Map<string, Departure[]>();
  private readonly byId = new Map<number, IndexSailing>();
  private readonly ports: Map<string, IndexPort>;
  private lanes: { day: number; lanes: PopularLane[] } | null = null;

  constructor(sailings: readonly IndexSailing[], ports: readonly IndexPort[]) {
    this.ports = new Map(ports.map((p) => [p.code, p]));
    for (const s of sailings) {
      this.byId.set(s.id, s);
      s.calls.forEach((c, at) => {
        if (at === s.calls.length - 1) return; // nothing loads at the last call
        const list = this.departures.get(c.port) ?? [];
        list.push({ sailing: s, at, etd: c.etd.getTime() });
        this.departures.set(c.port, list);
      });
    }
    for (const list of this.departures.values()) list.sort((a, b) => a.etd - b.etd || a.sailing.id - b.sailing.id);
  }

  get size(): number {
    return this.byId.size;
  }

  port(code: string): PortRef {
    const p = this.ports.get(code);
    return p ? { code: p.code, nameCn: p.nameCn, nameEn: p.nameEn } : { code, nameCn: code, nameEn: code };
  }

  /** Departures from `port` with an ETD in [from, to), in ETD order. */
  private window(port: string, from: number, to: number): Departure[] {
    const list = this.departures.get(port);
    if (!list) return [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.etd < from) lo = mid + 1;
      else hi = mid;
    }
    const out: Departure[] = [];
    for (let i = lo; i < list.length && list[i]!.etd < to; i++) out.push(list[i]!);
    return out;
  }

  private leg(s: IndexSailing, from: number, to: number): ScheduleLeg {
    const a = s.calls[from]!;
    const b = s.calls[to]!;
    return {
      sailingId: s.id,
      carrier: s.carrier,
      serviceCode: s.serviceCode,
      vessel: s.vessel,
      voyage: s.voyage,
      from: this.port(a.port),
      to: this.port(b.port),
      etd: ymdhms(a.etd),
      eta: ymdhms(b.eta),
      cutoff: ymdhms(a.cutoff),
      source: s.source ?? STAFF,
    };
  }

  private row(legs: { s: IndexSailing; from: number; to: number }[]): ScheduleRow {
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const dep = first.s.calls[first.from]!;
    const arr = last.s.calls[last.to]!;
    return {
      id: legs.map((l) => l.s.id).join('-'),
      carrier: first.s.carrier,
      serviceCode: legs.map((l) => l.s.serviceCode).join(' / '),
      vessel: first.s.vessel,
      voyage: first.s.voyage,
      pol: this.port(dep.port),
      pod: this.port(arr.port),
      etd: ymdhms(dep.etd),
      eta: ymdhms(arr.eta),
      cutoff: ymdhms(dep.cutoff),
      transitDays: transitDays(dep.etd, arr.eta),
      direct: legs.length === 1,
      transfer: legs.length > 1 ? this.port(first.s.calls[first.to]!.port) : null,
      legs: legs.map((l) => this.leg(l.s, l.from, l.to)),
      source: first.s.source ?? STAFF,
    };
  }

  /** The earliest connection at `hub` after an arrival at `arrival`: same carrier, calling `pod` later. */
  private connection(hub: string, arrival: number, pod: string, carrier: string, not: number) {
    for (const d of this.window(hub, arrival + MIN_CONNECTION_HOURS * HOUR_MS, arrival + MAX_CONNECTION_DAYS * DAY_MS)) {
      if (d.sailing.id === not || d.sailing.carrier.code !== carrier) continue;
      const to = d.sailing.calls.findIndex((c, i) => i > d.at && c.port === pod);
      if (to > 0) return { s: d.sailing, from: d.at, to };
    }
    return null;
  }

  /**
   * Routings from `pol` to `pod` departing in the window (on the weekday asked, by the carrier
   * asked), in ETD order, then by arrival. A first leg that reaches the POD itself is a direct
   * routing; otherwise its best transfer (earliest arrival) is offered as a VIA routing.
   */
  search(p: SearchParams): ScheduleRow[] {
    if (p.pol === p.pod) return [];
    const from = p.from.getTime();
    const rows: { row: ScheduleRow; arrive: number; etd: number }[] = [];
    for (const d of this.window(p.pol, from, p.to ? p.to.getTime() : from + p.weeks * 7 * DAY_MS)) {
      const s = d.sailing;
      if (p.carrier && s.carrier.code !== p.carrier) continue;
      if (p.weekday && isoWeekday(s.calls[d.at]!.etd) !== p.weekday) continue;
      const direct = s.calls.findIndex((c, i) => i > d.at && c.port === p.pod);
      if (direct > 0) {
        rows.push({ row: this.row([{ s, from: d.at, to: direct }]), arrive: s.calls[direct]!.eta.getTime(), etd: d.etd });
        continue;
      }
      let best: { legs: { s: IndexSailing; from: number; to: number }[]; arrive: number } | null = null;
      for (let k = d.at + 1; k < s.calls.length; k++) {
        const hub = s.calls[k]!;
        if (hub.port === p.pol) break;
        // Transshipment happens at a hub abroad (Singapore, Colombo …), not at a port of the POL's own coast.
        if (hub.port.slice(0, 2) === p.pol.slice(0, 2)) continue;
        const next = this.connection(hub.port, hub.eta.getTime(), p.pod, s.carrier.code, s.id);
        if (!next) continue;
        const arrive = next.s.calls[next.to]!.eta.getTime();
        if (!best || arrive < best.arrive) best = { legs: [{ s, from: d.at, to: k }, next], arrive };
      }
      if (best) rows.push({ row: this.row(best.legs), arrive: best.arrive, etd: d.etd });
    }
    rows.sort((a, b) => a.etd - b.etd || a.arrive - b.arrive || a.row.carrier.code.localeCompare(b.row.carrier.code));
    return rows.slice(0, p.max ?? MAX_ROWS).map((r) => r.row);
  }

  /** One sailing as indexed (the DCSA answers read its calls and vessel). */
  sailing(id: number): IndexSailing | undefined {
    return this.byId.get(id);
  }

  /** Every indexed sailing, in id order. */
  allSailings(): IndexSailing[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }

  detail(id: number): SailingDetail | null {
    const s = this.byId.get(id);
    if (!s) return null;
    return {
      sailingId: s.id,
      carrier: s.carrier,
      serviceCode: s.serviceCode,
      serviceNameCn: s.serviceNameCn,
      serviceNameEn: s.serviceNameEn,
      vessel: s.vessel,
      voyage: s.voyage,
      calls: s.calls.map((c, seq) => ({ seq: seq + 1, port: this.port(c.port), terminal: c.terminal, eta: ymdhms(c.eta), etd: ymdhms(c.etd), cutoff: ymdhms(c.cutoff) })),
      source: s.source ?? STAFF,
    };
  }

  /**
   * The default panel: per trade, the lane from one of the company's origin ports to a port beyond
   * the loop's ocean crossing with the most direct sailings per week. Sailings are counted over the
   * four whole weeks (Monday to Sunday) that start on the first Monday after `today`, so the answer is
   * the same on every day of a week; ties go to the busier ports, then the faster lane, then the port
   * codes. `nextEtd` is the lane's first departure from `today` on. Computed once a day per index.
   */
  popularLanes(today: Date): PopularLane[] {
    const day = today.getTime();
    if (this.lanes?.day === day) return this.lanes.lanes;
    type Acc = { trade: string; pol: string; pod: string; counted: number; nextEtd: number; fastest: number; carriers: Set<string>; score: number };
    const acc = new Map<string, Acc>();
    const weekStart = nextMonday(today).getTime();
    const end = weekStart + POPULAR_WEEKS * 7 * DAY_MS;
    for (const s of this.byId.values()) {
      // A lane ends beyond the loop's ocean crossing (its longest passage): Shanghai → Rotterdam, not → Singapore.
      let crossing = 0;
      for (let k = 1; k < s.calls.length - 1; k++) {
        const gap = (c: number) => s.calls[c + 1]!.eta.getTime() - s.calls[c]!.etd.getTime();
        if (gap(k) > gap(crossing)) crossing = k;
      }
      s.calls.forEach((a, i) => {
        const pa = this.ports.get(a.port);
        const etd = a.etd.getTime();
        if (!pa?.isOrigin || etd < day || etd >= end) return;
        for (let j = Math.max(i, crossing) + 1; j < s.calls.length; j++) {
          const b = s.calls[j]!;
          const pb = this.ports.get(b.port);
          if (!pb || pb.code.slice(0, 2) === pa.code.slice(0, 2) || pb.isOrigin) continue;
          const key = `${s.trade}|${a.port}|${b.port}`;
          const e = acc.get(key) ?? { trade: s.trade, pol: a.port, pod: b.port, counted: 0, nextEtd: Infinity, fastest: Infinity, carriers: new Set(), score: pa.rank + pb.rank };
          e.nextEtd = Math.min(e.nextEtd, etd);
          if (etd >= weekStart) {
            e.counted++;
            e.fastest = Math.min(e.fastest, transitDays(a.etd, b.eta));
            e.carriers.add(s.carrier.shortName);
          }
          acc.set(key, e);
        }
      });
    }
    const best = new Map<string, Acc>();
    const ahead = (e: Acc, b: Acc) =>
      e.counted - b.counted || e.score - b.score || b.fastest - e.fastest || b.pol.localeCompare(e.pol) || b.pod.localeCompare(e.pod);
    for (const e of acc.values()) {
      if (e.counted === 0) continue;
      const b = best.get(e.trade);
      if (!b || ahead(e, b) > 0) best.set(e.trade, e);
    }
    const lanes = [...best.values()].map((e) => ({
      trade: e.trade,
      pol: this.port(e.pol),
      pod: this.port(e.pod),
      sailingsPerWeek: Math.round((e.counted / POPULAR_WEEKS) * 10) / 10,
      fastestDays: e.fastest,
      nextEtd: ymdhms(new Date(e.nextEtd)),
      carriers: [...e.carriers].sort(),
    }));
    this.lanes = { day, lanes };
    return lanes;
  }
}
