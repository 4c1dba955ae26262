import { dcsaDateTime, type CsLeg, type PointToPoint } from '../csTypes';
import { page } from '../paging';

/*
 * The demo carrier's Commercial Schedules (CS 1.0.3): Hapag-Lloyd (SCAC HLCU) weekly loops on real
 * ports, ships and voyage numbers made from the week, so any date gives the same answer. It serves
 * `npm start`'s demo (/api/demo-carrier/cs/…, only with DEMO_CARRIER=on) and the tests' mock carrier.
 * Routings are direct when one loop calls both ports, else one transshipment at Singapore.
 */

export const DEMO_SCAC = 'HLCU';
/** The demo carrier's API key (a demo value, not a secret: the demo carrier serves only with DEMO_CARRIER=on). */
export const DEMO_API_KEY = 'demo-hlcu-cs-key';

/** IMO number with its check digit (the 7th digit is the sum of the first six times 7…2, mod 10). */
export function imoNumber(six: number): string {
  const d = String(six).padStart(6, '0');
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (7 - i), 0);
  return `${d}${sum % 10}`;
}

export function validImo(imo: string): boolean {
  return /^\d{7}$/.test(imo) && imoNumber(Number(imo.slice(0, 6))) === imo;
}

type Call = { port: string; name: string; terminal: string; day: number; hour: number; stayHours: number };
type Loop = { code: string; name: string; bound: 'W' | 'E'; weekday: number; fleet: { name: string; imo: string; flag: string }[]; calls: Call[] };

const ship = (name: string, six: number, flag = 'DE') => ({ name, imo: imoNumber(six), flag });

/** The demo loops: days and hours after the Monday of the departure week, at each port's local clock. */
export const DEMO_LOOPS: readonly Loop[] = [
  {
    code: 'FE2',
    name: 'Far East Loop 2',
    bound: 'W',
    weekday: 2,
    fleet: [ship('BERLIN EXPRESS', 977882), ship('HAMBURG EXPRESS', 977880), ship('DUBLIN EXPRESS', 977881, 'MT'), ship('ALGECIRAS EXPRESS', 977883, 'MT'), ship('SEOUL EXPRESS', 950144), ship('YANTIAN EXPRESS', 950143)],
    calls: [
      { port: 'CNTAO', name: 'Qingdao', terminal: 'QQCTU', day: 1, hour: 6, stayHours: 20 },
      { port: 'CNNGB', name: 'Ningbo', terminal: 'NBCT', day: 3, hour: 8, stayHours: 22 },
      { port: 'CNSHA', name: 'Shanghai', terminal: 'SGH', day: 4, hour: 18, stayHours: 24 },
      { port: 'CNYTN', name: 'Yantian', terminal: 'YICT', day: 7, hour: 6, stayHours: 18 },
      { port: 'SGSIN', name: 'Singapore', terminal: 'PSA', day: 11, hour: 2, stayHours: 20 },
      { port: 'NLRTM', name: 'Rotterdam', terminal: 'RWG', day: 34, hour: 8, stayHours: 30 },
      { port: 'DEHAM', name: 'Hamburg', terminal: 'CTA', day: 37, hour: 4, stayHours: 28 },
      { port: 'GBFXT', name: 'Felixstowe', terminal: 'FXT', day: 40, hour: 12, stayHours: 20 },
    ],
  },
  {
    code: 'ME2',
    name: 'Middle East Express 2',
    bound: 'W',
    weekday: 4,
    fleet: [ship('AL NEFUD', 970813), ship('AL ZUBARA', 970814), ship('AL JMELIYAH', 970811), ship('UMM SALAL', 970815)],
    calls: [
      { port: 'CNSHA', name: 'Shanghai', terminal: 'WGQ4', day: 0, hour: 10, stayHours: 20 },
      { port: 'CNNGB', name: 'Ningbo', terminal: 'BLCT', day: 1, hour: 16, stayHours: 20 },
      { port: 'CNSHK', name: 'Shekou', terminal: 'SCT', day: 4, hour: 4, stayHours: 18 },
      { port: 'SGSIN', name: 'Singapore', terminal: 'PSA', day: 8, hour: 12, stayHours: 16 },
      { port: 'AEJEA', name: 'Jebel Ali', terminal: 'DPW', day: 17, hour: 6, stayHours: 30 },
      { port: 'SAJED', name: 'Jeddah', terminal: 'RSGT', day: 22, hour: 10, stayHours: 24 },
    ],
  },
  {
    code: 'PS3',
    name: 'Pacific South Loop 3',
    bound: 'E',
    weekday: 5,
    fleet: [ship('OSAKA EXPRESS', 950141), ship('TOKYO EXPRESS', 950142), ship('BUDAPEST EXPRESS', 977879, 'MT'), ship('VIENNA EXPRESS', 977877, 'MT'), ship('CHICAGO EXPRESS', 935370)],
    calls: [
      { port: 'CNXMN', name: 'Xiamen', terminal: 'XHCT', day: 0, hour: 8, stayHours: 16 },
      { port: 'CNYTN', name: 'Yantian', terminal: 'YICT', day: 1, hour: 14, stayHours: 22 },
      { port: 'CNNGB', name: 'Ningbo', terminal: 'MSCT', day: 4, hour: 6, stayHours: 20 },
      { port: 'CNSHA', name: 'Shanghai', terminal: 'YSD', day: 5, hour: 12, stayHours: 24 },
      { port: 'USLAX', name: 'Los Angeles', terminal: 'TRAPAC', day: 19, hour: 8, stayHours: 72 },
      { port: 'USOAK', name: 'Oakland', terminal: 'OICT', day: 23, hour: 6, stayHours: 36 },
    ],
  },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Monday the voyage numbering counts from. */
const EPOCH = Date.UTC(2025, 0, 6);

type Dated = { loop: Loop; weekNo: number; ship: Loop['fleet'][number]; voyage: string; universal: string; times: { eta: number; etd: number }[] };

function dated(loop: Loop, weekNo: number): Dated {
  const monday = EPOCH + weekNo * 7 * DAY;
  const ship = loop.fleet[((weekNo % loop.fleet.length) + loop.fleet.length) % loop.fleet.length]!;
  const voyage = `${String(weekNo + 1).padStart(3, '0')}${loop.bound}`;
  const year = new Date(monday).getUTCFullYear() % 100;
  const universal = `${String(year).padStart(2, '0')}${String((weekNo % 52) + 1).padStart(2, '0')}${loop.bound}`;
  const times = loop.calls.map((c) => {
    const eta = monday + (loop.weekday - 1 + c.day) * DAY + c.hour * HOUR;
    return { eta, etd: eta + c.stayHours * HOUR };
  });
  return { loop, weekNo, ship, voyage, universal, times };
}

/** Voyages of a loop whose departure from call `at` falls in [from, to] (naive days, inclusive). */
function departures(loop: Loop, at: number, from: number, to: number): Dated[] {
  const out: Dated[] = [];
  const first = Math.floor((from - EPOCH) / (7 * DAY)) - 7;
  const last = Math.ceil((to - EPOCH) / (7 * DAY)) + 1;
  for (let w = Math.max(0, first); w <= last; w++) {
    const d = dated(loop, w);
    const etd = d.times[at]!.etd;
    if (etd >= from && etd < to + DAY) out.push(d);
  }
  return out;
}

const iso = (naive: number, port: string) => dcsaDateTime(new Date(naive), port);

function leg(d: Dated, from: number, to: number, seq: number): CsLeg {
  const a = d.loop.calls[from]!;
  const b = d.loop.calls[to]!;
  const etd = d.times[from]!.etd;
  return {
    sequenceNumber: seq,
    transport: {
      modeOfTransport: 'VESSEL',
      servicePartners: [
        {
          carrierCode: DEMO_SCAC,
          carrierCodeListProvider: 'NMFTA',
          carrierServiceName: d.loop.name,
          carrierServiceCode: d.loop.code,
          carrierImportVoyageNumber: d.voyage,
          carrierExportVoyageNumber: d.voyage,
        },
      ],
      universalExportVoyageReference: d.universal,
      vessel: { vesselIMONumber: d.ship.imo, name: d.ship.name, flag: d.ship.flag, operatorCarrierCode: DEMO_SCAC, operatorCarrierCodeListProvider: 'NMFTA' },
    },
    departure: { facilityTypeCode: 'POTE', location: { locationName: a.name, UNLocationCode: a.port, facility: { facilityCode: a.terminal, facilityCodeListProvider: 'SMDG' } }, dateTime: iso(etd, a.port) },
    intermediateCalls: d.loop.calls.slice(from + 1, to).map((c, i) => ({
      facilityTypeCode: 'POTE',
      location: { locationName: c.name, UNLocationCode: c.port },
      arrivalDateTime: iso(d.times[from + 1 + i]!.eta, c.port),
      departureDateTime: iso(d.times[from + 1 + i]!.etd, c.port),
    })),
    arrival: { facilityTypeCode: 'POTE', location: { locationName: b.name, UNLocationCode: b.port, facility: { facilityCode: b.terminal, facilityCodeListProvider: 'SMDG' } }, dateTime: iso(d.times[to]!.eta, b.port) },
    // the container-yard cut-off 36 h and documents 48 h before departure, VGM 24 h
    cutOffTimes: [
      { cutOffDateTimeCode: 'FCO', cutOffDateTime: iso(etd - 36 * HOUR, a.port) },
      { cutOffDateTimeCode: 'VCO', cutOffDateTime: iso(etd - 24 * HOUR, a.port) },
      { cutOffDateTimeCode: 'DCO', cutOffDateTime: iso(etd - 48 * HOUR, a.port) },
    ],
  };
}

function route(legs: CsLeg[], n: number): PointToPoint {
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  const days = Math.round((Date.parse(last.arrival.dateTime) - Date.parse(first.departure.dateTime)) / DAY);
  return {
    placeOfReceipt: { facilityTypeCode: 'POTE', location: first.departure.location, dateTime: first.departure.dateTime },
    placeOfDelivery: { facilityTypeCode: 'POTE', location: last.arrival.location, dateTime: last.arrival.dateTime },
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cutOffTimes: first.cutOffTimes,
    solutionNumber: n,
    transitTime: days,
    legs,
  };
}

const dayOf = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);

/** Every routing from `pol` to `pod` departing in [from, to] (YYYY-MM-DD), by departure. */
export function demoPointToPoint(q: { pol: string; pod: string; from: string; to: string }): PointToPoint[] {
  const from = dayOf(q.from);
  const to = dayOf(q.to);
  const found: { etd: number; legs: CsLeg[] }[] = [];
  for (const loop of DEMO_LOOPS) {
    const a = loop.calls.findIndex((c) => c.port === q.pol);
    if (a < 0) continue;
    const b = loop.calls.findIndex((c, i) => i > a && c.port === q.pod);
    if (b > a) {
      for (const d of departures(loop, a, from, to)) found.push({ etd: d.times[a]!.etd, legs: [leg(d, a, b, 1)] });
      continue;
    }
    // one transshipment at Singapore onto the earliest loop calling the POD after it
    const hub = loop.calls.findIndex((c, i) => i > a && c.port === 'SGSIN');
    if (hub < 0) continue;
    for (const d of departures(loop, a, from, to)) {
      const arrive = d.times[hub]!.eta;
      let best: { d: Dated; from: number; to: number } | null = null;
      for (const next of DEMO_LOOPS) {
        if (next === loop) continue;
        const h = next.calls.findIndex((c) => c.port === 'SGSIN');
        const p = next.calls.findIndex((c, i) => i > h && c.port === q.pod);
        if (h < 0 || p < 0) continue;
        const on = departures(next, h, arrive + DAY, arrive + 10 * DAY).find((x) => x.times[h]!.etd >= arrive + DAY);
        if (on && (!best || on.times[p]!.eta < best.d.times[best.to]!.eta)) best = { d: on, from: h, to: p };
      }
      if (best) found.push({ etd: d.times[a]!.etd, legs: [leg(d, a, hub, 1), leg(best.d, best.from, best.to, 2)] });
    }
  }
  found.sort((x, y) => x.etd - y.etd);
  return found.map((f, i) => route(f.legs, i + 1));
}

/** The CS error body (ErrorResponse) for a status. */
export function csError(status: number, text: string, uri: string, message: string, now = new Date()) {
  return {
    httpMethod: 'GET' as const,
    requestUri: uri,
    statusCode: status,
    statusCodeText: text,
    statusCodeMessage: message.slice(0, 200),
    errorDateTime: now.toISOString(),
    errors: [{ errorCode: status === 400 ? 7005 : 7000, errorCodeText: text, errorCodeMessage: message.slice(0, 200) }],
  };
}

/**
 * The demo carrier's answer to GET /v1/point-to-point-routes with a query (what the app route and
 * the mock server serve): 200 with a page and Next-Page-Cursor, or 400 with an ErrorResponse.
 */
export function demoP2PAnswer(query: URLSearchParams, uri: string): { status: number; headers: Record<string, string>; body: unknown } {
  const pol = query.get('placeOfReceipt') ?? '';
  const pod = query.get('placeOfDelivery') ?? '';
  const ymd = /^\d{4}-\d{2}-\d{2}$/;
  const from = query.get('departureStartDate') ?? new Date().toISOString().slice(0, 10);
  const to = query.get('departureEndDate') ?? new Date(dayOf(from) + 12 * 7 * DAY).toISOString().slice(0, 10);
  const limit = Number(query.get('limit') ?? '100');
  const headers = { 'API-Version': '1.0.3', 'content-type': 'application/json' };
  if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(pol) || !/^[A-Z]{2}[A-Z2-9]{3}$/.test(pod) || !ymd.test(from) || !ymd.test(to) || !Number.isInteger(limit) || limit < 1) {
    return { status: 400, headers, body: csError(400, 'Bad Request', uri, 'placeOfReceipt, placeOfDelivery (UN/LOCODE), dates (YYYY-MM-DD) and limit (≥ 1) are needed') };
  }
  const q = { pol, pod, from, to };
  const p = page(demoPointToPoint(q), q, Math.min(limit, 500), query.get('cursor'));
  if (!p) return { status: 400, headers, body: csError(400, 'Bad Request', uri, 'cursor does not belong to this query') };
  return { status: 200, headers: p.next ? { ...headers, 'Next-Page-Cursor': p.next } : headers, body: p.items };
}
