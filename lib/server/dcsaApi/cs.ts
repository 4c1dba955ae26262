import 'server-only';
import type { PointToPointQuery, PortSchedulesQuery, VesselSchedulesQuery } from '../../contracts/dcsa';
import { DCSA_MAX_PAGE, DCSA_MAX_WINDOW_DAYS } from '../../contracts/dcsa';
import type { ScheduleLeg } from '../../contracts/schedules';
import {
  dcsaDateTime,
  type CsCutOff,
  type CsLeg,
  type CsLocation,
  type CsPortSchedule,
  type CsSchedule,
  type CsServicePartnerSchedule,
  type CsServiceSchedule,
  type CsTimestamp,
  type CsTransportCall,
  type CsVessel,
  type PointToPoint,
} from '../../dcsa/csTypes';
import { page } from '../../dcsa/paging';
import type { IndexCall, IndexSailing, ScheduleSearchIndex } from '../../schedules/searchIndex';
import { DAY_MS, parseYmd, ymdhms } from '../../schedules/time';

/*
 * The company's sailings as DCSA Commercial Schedules 1.0.3 answers (lib/dcsa/openapi/CS_v1.0.3.yaml),
 * read from the same in-memory index as the portal's own schedule search, so a customer's system sees
 * what /schedules shows: the company's loops, staff imports and carriers' sailings alike. Times are the
 * ports' local clocks with the country's standard offset (dcsaDateTime). A routing is port to port
 * (the vessel legs); the receipt and delivery types echo what was asked (CY when not asked), as the
 * forwarder offers container-yard and CFS service on every lane.
 */

/** A query the document allows but the portal cannot answer sensibly: 400 with the parameter named. */
export class DcsaQueryError extends Error {
  constructor(
    readonly property: string,
    readonly value: string,
    message: string,
  ) {
    super(message);
  }
}

export type DcsaPage<T> = { items: T[]; next: string | null };

/** Default departure window when the caller names no end (weeks). */
const DEFAULT_WEEKS = 6;
/** A routing's transit is at most this long: the departure window a pure arrival window reaches back over. */
const MAX_TRANSIT_DAYS = 70;

const nonBlank = (s: string | undefined, max: number) => {
  const t = (s ?? '').trim().slice(0, max).trim();
  return t ? t : undefined;
};

function location(index: ScheduleSearchIndex, code: string, terminal = ''): CsLocation & { facilityName?: string } {
  const name = nonBlank(index.port(code).nameEn, 100);
  const facility = nonBlank(terminal, 100);
  return { ...(name ? { locationName: name } : {}), UNLocationCode: code, ...(facility ? { facilityName: facility } : {}) };
}

function vessel(s: IndexSailing): CsVessel {
  const name = nonBlank(s.vessel, 50);
  return {
    ...(s.imo && /^\d{7,8}$/.test(s.imo) ? { vesselIMONumber: s.imo } : {}),
    ...(name ? { name } : {}),
    ...(s.flag && /^[A-Z]{2}$/.test(s.flag) ? { flag: s.flag } : {}),
  };
}

/** The carrier and its service and voyage; a carrier's code is its SCAC (NMFTA's list) when it is four letters or fewer. */
function partner(s: IndexSailing): CsServicePartnerSchedule {
  const code = s.carrier.code;
  return {
    ...(/^\S{1,4}$/.test(code) ? { carrierCode: code } : {}),
    ...(/^[A-Z]{2,4}$/.test(code) ? { carrierCodeListProvider: 'NMFTA' as const } : {}),
    carrierServiceName: nonBlank(s.serviceNameEn || s.serviceNameCn, 50) ?? s.serviceCode.slice(0, 50),
    carrierServiceCode: s.serviceCode.slice(0, 11),
    carrierImportVoyageNumber: s.voyage.slice(0, 50),
    carrierExportVoyageNumber: s.voyage.slice(0, 50),
  };
}

const at = (d: Date, port: string) => dcsaDateTime(d, port);
const cutOffs = (c: IndexCall): CsCutOff[] => [{ cutOffDateTimeCode: 'FCO', cutOffDateTime: at(c.cutoff, c.port) }];
/** A carrier's times are its estimates; the portal's own loops are plans. */
const classifier = (s: IndexSailing): CsTimestamp['eventClassifierCode'] => (s.source?.kind === 'carrier' ? 'EST' : 'PLN');

function csLeg(index: ScheduleSearchIndex, leg: ScheduleLeg, seq: number): CsLeg {
  const s = index.sailing(leg.sailingId)!;
  const from = s.calls.findIndex((c) => c.port === leg.from.code && ymdhms(c.etd) === leg.etd);
  const to = s.calls.findIndex((c, i) => i > from && c.port === leg.to.code);
  const a = s.calls[from]!;
  const b = s.calls[to]!;
  return {
    sequenceNumber: seq,
    transport: { modeOfTransport: 'VESSEL', servicePartners: [partner(s)], vessel: vessel(s) },
    departure: { facilityTypeCode: 'POTE', location: location(index, a.port, a.terminal), dateTime: at(a.etd, a.port) },
    intermediateCalls: s.calls.slice(from + 1, to).map((c) => ({
      facilityTypeCode: 'POTE',
      location: location(index, c.port, c.terminal),
      arrivalDateTime: at(c.eta, c.port),
      departureDateTime: at(c.etd, c.port),
    })),
    arrival: { facilityTypeCode: 'POTE', location: location(index, b.port, b.terminal), dateTime: at(b.eta, b.port) },
    cutOffTimes: cutOffs(a),
  };
}

const day = (s: string) => parseYmd(s)!;
const daysBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY_MS);

/** The departure window a point-to-point query asks for: [from, to) as naive local midnights. */
function departureWindow(q: PointToPointQuery, today: Date): { from: Date; to: Date } {
  const from = q.departureStartDate ? day(q.departureStartDate) : q.arrivalStartDate ? new Date(day(q.arrivalStartDate).getTime() - MAX_TRANSIT_DAYS * DAY_MS) : today;
  const last = q.departureEndDate ? day(q.departureEndDate) : q.arrivalEndDate ? day(q.arrivalEndDate) : new Date(from.getTime() + (DEFAULT_WEEKS * 7 - 1) * DAY_MS);
  if (last < from) throw new DcsaQueryError(q.departureEndDate ? 'departureEndDate' : 'arrivalEndDate', q.departureEndDate ?? q.arrivalEndDate ?? '', 'The end date is before the start date');
  if (daysBetween(from, last) >= DCSA_MAX_WINDOW_DAYS) {
    throw new DcsaQueryError(q.departureEndDate ? 'departureEndDate' : 'departureStartDate', q.departureEndDate ?? q.departureStartDate ?? '', `A departure window spans at most ${DCSA_MAX_WINDOW_DAYS} days`);
  }
  return { from, to: new Date(last.getTime() + DAY_MS) };
}

/** The query a cursor belongs to: every filter, not the page size or the cursor itself. */
function filters(q: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) if (k !== 'limit' && k !== 'cursor' && v !== undefined) out[k] = String(v);
  return out;
}

function paged<T>(all: readonly T[], q: Record<string, unknown> & { limit: number; cursor?: string }, companyId: number): DcsaPage<T> {
  const p = page(all, { ...filters(q), company: String(companyId) }, Math.min(q.limit, DCSA_MAX_PAGE), q.cursor ?? null);
  if (!p) throw new DcsaQueryError('cursor', q.cursor ?? '', 'The cursor does not belong to this query: send the filters of the first page');
  return p;
}

/** GET /v1/point-to-point-routes: the company's routings, by departure then arrival. */
export function pointToPoint(index: ScheduleSearchIndex, companyId: number, q: PointToPointQuery, today: Date): DcsaPage<PointToPoint> {
  const { from, to } = departureWindow(q, today);
  const arrFrom = q.arrivalStartDate ? day(q.arrivalStartDate).getTime() : -Infinity;
  const arrTo = q.arrivalEndDate ? day(q.arrivalEndDate).getTime() + DAY_MS : Infinity;
  const rows = index
    .search({ pol: q.placeOfReceipt, pod: q.placeOfDelivery, from, to, weeks: 0, max: Number.MAX_SAFE_INTEGER })
    .filter((r) => q.maxTranshipment === undefined || r.legs.length - 1 <= q.maxTranshipment)
    .filter((r) => {
      const eta = parseYmd(r.eta.slice(0, 10))!.getTime();
      return eta >= arrFrom && eta < arrTo;
    });
  const routes = rows.map((r, i): PointToPoint => {
    const legs = r.legs.map((l, k) => csLeg(index, l, k + 1));
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    return {
      placeOfReceipt: { facilityTypeCode: 'POTE', location: first.departure.location, dateTime: first.departure.dateTime },
      placeOfDelivery: { facilityTypeCode: 'POTE', location: last.arrival.location, dateTime: last.arrival.dateTime },
      receiptTypeAtOrigin: q.receiptTypeAtOrigin ?? 'CY',
      deliveryTypeAtDestination: q.deliveryTypeAtDestination ?? 'CY',
      cutOffTimes: first.cutOffTimes,
      solutionNumber: i + 1,
      transitTime: r.transitDays,
      legs,
    };
  });
  return paged(routes, q, companyId);
}

function timestamps(s: IndexSailing, c: IndexCall): CsTimestamp[] {
  const kind = classifier(s);
  return [
    { eventTypeCode: 'ARRI', eventClassifierCode: kind, eventDateTime: at(c.eta, c.port) },
    { eventTypeCode: 'DEPA', eventClassifierCode: kind, eventDateTime: at(c.etd, c.port) },
  ];
}

/** How many days from `date` a port schedule covers. */
export const PORT_SCHEDULE_DAYS = 7;

/** GET /v1/port-schedules: the vessels calling the port in the week from `date`, by arrival. */
export function portSchedules(index: ScheduleSearchIndex, companyId: number, q: PortSchedulesQuery): DcsaPage<CsPortSchedule> {
  const from = day(q.date).getTime();
  const to = from + PORT_SCHEDULE_DAYS * DAY_MS;
  const calls: { s: IndexSailing; c: IndexCall }[] = [];
  for (const s of index.allSailings()) {
    for (const c of s.calls) if (c.port === q.UNLocationCode && c.etd.getTime() >= from && c.eta.getTime() < to) calls.push({ s, c });
  }
  calls.sort((x, y) => x.c.eta.getTime() - y.c.eta.getTime() || x.s.id - y.s.id);
  const name = nonBlank(index.port(q.UNLocationCode).nameEn, 100);
  const schedules: CsPortSchedule[] = calls.length
    ? [
        {
          location: { UNLocationCode: q.UNLocationCode, ...(name ? { locationName: name } : {}) },
          vesselSchedules: calls.map(({ s, c }): CsSchedule => ({ servicePartners: [partner(s)], vessel: vessel(s), isDummyVessel: false, timestamps: timestamps(s, c), cutOffTimes: cutOffs(c) })),
        },
      ]
    : [];
  return paged(schedules, q, companyId);
}

/** GET /v1/vessel-schedules: per service, its vessels' voyages with every call (or the matched calls). */
export function vesselSchedules(index: ScheduleSearchIndex, companyId: number, q: VesselSchedulesQuery, today: Date): DcsaPage<CsServiceSchedule> {
  const from = q.startDate ? day(q.startDate) : today;
  const last = q.endDate ? day(q.endDate) : new Date(from.getTime() + (DEFAULT_WEEKS * 7 - 1) * DAY_MS);
  if (last < from) throw new DcsaQueryError('endDate', q.endDate ?? '', 'The end date is before the start date');
  if (daysBetween(from, last) >= DCSA_MAX_WINDOW_DAYS) throw new DcsaQueryError('endDate', q.endDate ?? '', `A window spans at most ${DCSA_MAX_WINDOW_DAYS} days`);
  const lo = from.getTime();
  const hi = last.getTime() + DAY_MS;
  // The portal keeps no universal (DCSA) service or voyage references nor SMDG terminal codes: such a filter matches nothing.
  if (q.universalServiceReference || q.universalVoyageReference || q.facilitySMDGCode) return paged([], q, companyId);
  const inWindow = (c: IndexCall) => c.etd.getTime() >= lo && c.eta.getTime() < hi;
  const matched = (c: IndexCall) => inWindow(c) && (!q.UNLocationCode || c.port === q.UNLocationCode);
  const services = new Map<string, { s: IndexSailing; voyages: Map<string, { s: IndexSailing; calls: { c: IndexCall; seq: number }[] }[]> }>();
  for (const s of index.allSailings()) {
    if (q.vesselIMONumber && s.imo !== q.vesselIMONumber) continue;
    if (q.vesselName && s.vessel.toUpperCase() !== q.vesselName.toUpperCase()) continue;
    if (q.carrierServiceCode && s.serviceCode !== q.carrierServiceCode) continue;
    if (q.carrierVoyageNumber && s.voyage !== q.carrierVoyageNumber) continue;
    if (q.vesselOperatorCarrierCode && s.carrier.code !== q.vesselOperatorCarrierCode) continue;
    if (!s.calls.some(matched)) continue;
    const calls = s.calls.map((c, seq) => ({ c, seq })).filter(({ c }) => (q.responseScope === 'MATCHED_CALLS' ? matched(c) : true));
    const key = `${s.carrier.code}|${s.serviceCode}`;
    const svc = services.get(key) ?? { s, voyages: new Map() };
    const ship = `${s.imo || ''}|${s.vessel}`;
    const list = svc.voyages.get(ship) ?? [];
    list.push({ s, calls });
    svc.voyages.set(ship, list);
    services.set(key, svc);
  }
  const out: CsServiceSchedule[] = [...services.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, svc]) => ({
      carrierServiceName: partner(svc.s).carrierServiceName,
      carrierServiceCode: svc.s.serviceCode.slice(0, 11),
      vesselSchedules: [...svc.voyages.values()].map((voyages) => ({
        vessel: vessel(voyages[0]!.s),
        isDummyVessel: false,
        transportCalls: voyages
          .sort((a, b) => a.s.calls[0]!.eta.getTime() - b.s.calls[0]!.eta.getTime())
          .flatMap(({ s, calls }) =>
            calls.map(({ c, seq }): CsTransportCall => {
              const name = nonBlank(index.port(c.port).nameEn, 100);
              return {
                transportCallReference: `${s.id}-${seq + 1}`,
                carrierImportVoyageNumber: s.voyage.slice(0, 50),
                carrierExportVoyageNumber: s.voyage.slice(0, 50),
                location: { UNLocationCode: c.port, ...(name ? { locationName: name } : {}) },
                timestamps: timestamps(s, c),
                cutOffTimes: cutOffs(c),
              };
            }),
          ),
      })),
    }));
  return paged(out, q, companyId);
}
