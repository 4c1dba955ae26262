import type { Classifier, EquipmentEvent, ShipmentEvent, TntEvent, TransportCall, TransportEvent } from './events';

/*
 * DCSA Track & Trace events onto the portal's tracking model (lib/contracts/tracking.ts): one bill
 * with its containers and events, each event one of the portal's kinds at a UN/LOCODE, in the local
 * time of the place, ACT for what happened and EST/PLN for what a carrier expects.
 *
 * Equipment events: GTOT of an empty box before loading → empty_released, GTIN laden → gate_in,
 * LOAD → loaded (transship_loaded after the first port), DISC → discharged (transship_discharged
 * before the last port), GTOT laden after discharge → gate_out, GTIN empty → empty_returned, STUF →
 * stuffed, STRP → devanned. Transport events: DEPA → departed, ARRI → arrived (the whole bill).
 * Shipment events (documents): booking received / confirmed / cancelled, shipping instructions
 * received, VGM received, bill drafted / issued / surrendered / released, arrival notice.
 */

export type MappedEvent = {
  /** '' for what concerns the whole bill */
  containerNo: string;
  kind: string;
  /** UN/LOCODE ('' for document events) */
  location: string;
  facility: string;
  /** YYYY-MM-DD HH:mm:ss, local time of the place */
  time: string;
  vessel: string;
  voyage: string;
  classifier: Classifier;
};

export type MappedShipment = {
  billNo: string;
  bookingNo: string;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  containers: { containerNo: string; sizeType: string }[];
  events: MappedEvent[];
};

/** The refs a number can be asked by (DCSA query parameters). */
export type TntRefType = 'bill' | 'booking' | 'container';
export const TNT_QUERY_PARAM: Record<TntRefType, string> = { bill: 'transportDocumentReference', booking: 'carrierBookingReference', container: 'equipmentReference' };

/** ISO 6346 size-type codes as forwarders write them. */
const SIZE_TYPES: Record<string, string> = {
  '22G1': '20GP', '22G0': '20GP', '20G1': '20GP', '42G1': '40GP', '42G0': '40GP', '45G1': '40HC', '45G0': '40HC', 'L5G1': '45HC', 'L2G1': '45HC',
  '22R1': '20RF', '45R1': '40RF', '42R1': '40RF', '22U1': '20OT', '42U1': '40OT', '22P1': '20FR', '42P1': '40FR', '22T1': '20TK',
};

const DOCUMENT_KINDS: Record<string, string> = {
  'BKG RECE': 'booking_received',
  'BKG CONF': 'booking_confirmed',
  'BKG CANC': 'booking_cancelled',
  'SHI RECE': 'si_received',
  'VGM RECE': 'vgm_received',
  'TRD DRFT': 'bl_drafted',
  'TRD ISSU': 'bl_issued',
  'TRD SURR': 'bl_surrendered',
  'TRD RELS': 'bl_released',
  'ARN ISSU': 'arrival_notice',
};

const classifierOf = (code: string): Classifier => (code === 'EST' || code === 'PLN' ? code : 'ACT');

/** The local clock time of a DCSA date-time ("2025-11-03T09:12:00+08:00" → "2025-11-03 09:12:00"). */
export function localTime(dateTime: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(dateTime);
  if (!m) return '';
  return `${m[1]} ${m[2]}${m[3] ?? ':00'}`;
}

const callLocation = (call: TransportCall | undefined) => call?.UNLocationCode ?? (typeof call?.location?.UNLocationCode === 'string' ? call.location.UNLocationCode : '') ?? '';
const callVoyage = (call: TransportCall | undefined) => call?.exportVoyageNumber ?? call?.carrierVoyageNumber ?? call?.importVoyageNumber ?? '';
const callVessel = (call: TransportCall | undefined) => (typeof call?.vessel?.vesselName === 'string' ? call.vessel.vesselName : '');

function equipmentPlace(e: EquipmentEvent): { location: string; facility: string } {
  const loc = e.eventLocation;
  const location = (typeof loc?.UNLocationCode === 'string' && loc.UNLocationCode) || callLocation(e.transportCall);
  const facility = (typeof loc?.locationName === 'string' && loc.locationName) || (typeof loc?.facilityCode === 'string' && loc.facilityCode) || e.transportCall?.facilityCode || '';
  return { location, facility };
}

const docRef = (events: TntEvent[], type: 'TRD' | 'BKG') => {
  for (const e of events) {
    if (e.eventType === 'SHIPMENT' && e.documentTypeCode === type && e.documentID) return e.documentID;
    const ref = e.documentReferences?.find((r) => r.documentReferenceType === type && r.documentReferenceValue);
    if (ref?.documentReferenceValue) return ref.documentReferenceValue;
  }
  return '';
};

/**
 * One bill from the events a carrier answered for a number (a bill, booking or container). The
 * ports of loading and discharge are the first LOAD and last DISC (any classifier), departures
 * and arrivals where the ports are not told by the equipment, unless `known` gives them.
 */
export function mapTntEvents(events: TntEvent[], asked: { refType: TntRefType; refNo: string }, known: { billNo?: string; pol?: string; pod?: string } = {}): MappedShipment {
  const byTime = [...events].sort((a, b) => localTime(a.eventDateTime).localeCompare(localTime(b.eventDateTime)));
  const equipment = byTime.filter((e): e is EquipmentEvent => e.eventType === 'EQUIPMENT');
  const transport = byTime.filter((e): e is TransportEvent => e.eventType === 'TRANSPORT');
  const loads = equipment.filter((e) => e.equipmentEventTypeCode === 'LOAD');
  const discharges = equipment.filter((e) => e.equipmentEventTypeCode === 'DISC');
  const departures = transport.filter((e) => e.transportEventTypeCode === 'DEPA');
  const arrivals = transport.filter((e) => e.transportEventTypeCode === 'ARRI');
  // a push carries a few events: the ports of the bill as stored say where it loads and discharges
  const pol = known.pol || (loads[0] && equipmentPlace(loads[0]).location) || callLocation(departures[0]?.transportCall);
  const pod = known.pod || (discharges.at(-1) && equipmentPlace(discharges.at(-1)!).location) || callLocation(arrivals.at(-1)?.transportCall);
  const firstLoad = loads[0] ? localTime(loads[0].eventDateTime) : null;
  const lastDischarge = discharges.at(-1) ? localTime(discharges.at(-1)!.eventDateTime) : null;
  const firstDeparture = departures.find((d) => callLocation(d.transportCall) === pol) ?? departures[0];

  const mapped: MappedEvent[] = [];
  for (const e of byTime) {
    const time = localTime(e.eventDateTime);
    if (!time) continue;
    const classifier = classifierOf(e.eventClassifierCode);
    if (e.eventType === 'SHIPMENT') {
      const kind = DOCUMENT_KINDS[`${(e as ShipmentEvent).documentTypeCode} ${(e as ShipmentEvent).shipmentEventTypeCode}`];
      if (kind) mapped.push({ containerNo: '', kind, location: '', facility: '', time, vessel: '', voyage: '', classifier });
      continue;
    }
    if (e.eventType === 'TRANSPORT') {
      const call = e.transportCall;
      const kind = e.transportEventTypeCode === 'DEPA' ? 'departed' : 'arrived';
      mapped.push({ containerNo: '', kind, location: callLocation(call), facility: call.facilityCode ?? '', time, vessel: callVessel(call), voyage: callVoyage(call), classifier });
      continue;
    }
    const { location, facility } = equipmentPlace(e);
    const empty = e.emptyIndicatorCode === 'EMPTY';
    const originSide = firstLoad ? time < firstLoad : location !== pod;
    const destinationSide = lastDischarge ? time > lastDischarge : location === pod;
    let kind: string | null = null;
    switch (e.equipmentEventTypeCode) {
      case 'GTOT':
        kind = empty && originSide ? 'empty_released' : !empty && destinationSide ? 'gate_out' : null;
        break;
      case 'GTIN':
        kind = !empty && originSide ? 'gate_in' : empty && destinationSide ? 'empty_returned' : null;
        break;
      case 'LOAD':
        kind = location === pol ? 'loaded' : 'transship_loaded';
        break;
      case 'DISC':
        kind = location === pod ? 'discharged' : 'transship_discharged';
        break;
      case 'STUF':
        kind = 'stuffed';
        break;
      case 'STRP':
        kind = 'devanned';
        break;
    }
    if (!kind) continue;
    mapped.push({ containerNo: e.equipmentReference ?? '', kind, location, facility, time, vessel: callVessel(e.transportCall), voyage: callVoyage(e.transportCall), classifier });
  }

  const containers = new Map<string, string>();
  for (const e of equipment) {
    if (!e.equipmentReference) continue;
    const size = e.ISOEquipmentCode ? (SIZE_TYPES[e.ISOEquipmentCode] ?? '') : '';
    if (!containers.get(e.equipmentReference)) containers.set(e.equipmentReference, size);
  }
  const bookingNo = docRef(byTime, 'BKG') || (asked.refType === 'booking' ? asked.refNo : '');
  const billNo = known.billNo || docRef(byTime, 'TRD') || (asked.refType === 'bill' ? asked.refNo : '') || bookingNo || asked.refNo;
  const vesselCall = firstDeparture?.transportCall ?? loads[0]?.transportCall;
  return {
    billNo,
    bookingNo,
    vessel: callVessel(vesselCall),
    voyage: callVoyage(vesselCall),
    pol,
    pod,
    containers: [...containers].map(([containerNo, sizeType]) => ({ containerNo, sizeType })),
    events: mapped,
  };
}
