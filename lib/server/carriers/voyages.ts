import type { CsCutOff, CsLocation, PointToPoint } from '../../dcsa/csTypes';
import { localClock } from '../../dcsa/csTypes';

/*
 * A carrier's point-to-point routings merged into voyages: every vessel leg of every routing is a
 * piece of one vessel's voyage (service, vessel, voyage number); the pieces from all lanes make
 * that voyage's calls (the port, its arrival, departure and cut-off, as the ports' local clock).
 */

export type VoyageCall = { port: string; terminal: string; eta: Date | null; etd: Date | null; cutoff: Date | null };
export type Voyage = {
  key: string;
  serviceCode: string;
  serviceName: string;
  vesselName: string;
  imo: string;
  voyage: string;
  calls: Map<string, VoyageCall>;
};

/** Cut-off codes in the order the container-yard cut-off is read from: FCL delivery, LCL delivery, VGM, documents. */
const CUTOFF_ORDER = ['FCO', 'LCO', 'VCO', 'DCO'];

export function cutoffOf(list: readonly CsCutOff[] | undefined): Date | null {
  for (const code of CUTOFF_ORDER) {
    const c = list?.find((x) => x.cutOffDateTimeCode === code);
    const at = c ? localClock(c.cutOffDateTime) : null;
    if (at) return at;
  }
  return null;
}

const terminalOf = (l: CsLocation) => l.facility?.facilityCode ?? '';

export type MergeStats = { legs: number; skippedLegs: number };

/** Adds the vessel legs of `routes` to `voyages` (keyed by service|vessel|voyage). `scac` picks the carrier's own service partner. */
export function mergeRoutes(voyages: Map<string, Voyage>, routes: readonly PointToPoint[], scac: string, stats: MergeStats): void {
  for (const route of routes) {
    route.legs.forEach((leg, i) => {
      const t = leg.transport;
      if (!t || t.modeOfTransport !== 'VESSEL') return; // pre- and on-carriage by truck, rail or barge
      const partners = t.servicePartners ?? [];
      const p = partners.find((x) => x.carrierCode === scac) ?? partners[0];
      const serviceCode = p?.carrierServiceCode ?? t.universalServiceReference ?? '';
      const voyageNo = p?.carrierExportVoyageNumber ?? t.universalExportVoyageReference ?? '';
      const vesselName = t.vessel?.name ?? '';
      const imo = t.vessel?.vesselIMONumber ?? '';
      const from = leg.departure.location.UNLocationCode;
      const to = leg.arrival.location.UNLocationCode;
      if (!serviceCode || !voyageNo || !vesselName || !from || !to) {
        stats.skippedLegs++;
        return;
      }
      stats.legs++;
      const key = `${serviceCode}|${imo || vesselName}|${voyageNo}`;
      let v = voyages.get(key);
      if (!v) {
        v = { key, serviceCode, serviceName: p?.carrierServiceName ?? serviceCode, vesselName, imo, voyage: voyageNo, calls: new Map() };
        voyages.set(key, v);
      }
      const at = (port: string, terminal: string) => {
        let c = v.calls.get(port);
        if (!c) {
          c = { port, terminal, eta: null, etd: null, cutoff: null };
          v.calls.set(port, c);
        }
        if (!c.terminal && terminal) c.terminal = terminal;
        return c;
      };
      const dep = at(from, terminalOf(leg.departure.location));
      dep.etd ??= localClock(leg.departure.dateTime);
      dep.cutoff ??= cutoffOf(leg.cutOffTimes) ?? (i === 0 ? cutoffOf(route.cutOffTimes) : null);
      for (const ic of leg.intermediateCalls ?? []) {
        const code = ic.location.UNLocationCode;
        if (!code) continue;
        const c = at(code, terminalOf(ic.location));
        if (ic.arrivalDateTime) c.eta ??= localClock(ic.arrivalDateTime);
        if (ic.departureDateTime) c.etd ??= localClock(ic.departureDateTime);
      }
      const arr = at(to, terminalOf(leg.arrival.location));
      arr.eta ??= localClock(leg.arrival.dateTime);
    });
  }
}

/**
 * A voyage's calls in time order with every time filled in: a call known only by its departure
 * arrived then, one known only by its arrival left then; without a published cut-off the
 * departure time stands in (nothing is invented).
 */
export function orderedCalls(v: Voyage): { port: string; terminal: string; eta: Date; etd: Date; cutoff: Date }[] {
  return [...v.calls.values()]
    .filter((c) => c.eta || c.etd)
    .map((c) => {
      const eta = (c.eta ?? c.etd)!;
      const etd = c.etd && c.etd >= eta ? c.etd : eta;
      return { port: c.port, terminal: c.terminal, eta, etd, cutoff: c.cutoff && c.cutoff <= etd ? c.cutoff : etd };
    })
    .sort((a, b) => a.eta.getTime() - b.eta.getTime() || a.etd.getTime() - b.etd.getTime());
}

/** The trade of a loop by where it goes (the schedule panel's groups): its last port outside the first call's country decides. */
export function tradeOf(ports: readonly string[]): string {
  const home = ports[0]?.slice(0, 2);
  const far = [...ports].reverse().find((p) => p.slice(0, 2) !== home)?.slice(0, 2) ?? '';
  const groups: [string, string[]][] = [
    ['north-europe', ['NL', 'BE', 'DE', 'GB', 'FR', 'PL', 'SE', 'DK', 'NO', 'FI', 'IE']],
    ['mediterranean', ['IT', 'ES', 'GR', 'TR', 'EG', 'MT', 'HR', 'SI', 'MA', 'IL', 'PT']],
    ['transpacific', ['US', 'CA', 'MX']],
    ['middle-east', ['AE', 'SA', 'OM', 'QA', 'KW', 'IQ', 'IR', 'BH', 'JO']],
    ['india', ['IN', 'PK', 'LK', 'BD']],
    ['latin-america', ['BR', 'AR', 'CL', 'PE', 'CO', 'EC', 'PA', 'UY']],
    ['oceania', ['AU', 'NZ']],
  ];
  return groups.find(([, cs]) => cs.includes(far))?.[0] ?? 'intra-asia';
}
