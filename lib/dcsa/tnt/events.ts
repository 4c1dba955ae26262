/*
 * The parts of DCSA Track & Trace events (event_domain 2.0.0, TNT 2.2 and 2.3) the portal reads.
 * Payloads are validated against the OpenAPI document before they are read; the location and
 * vessel objects come from domains that are not published with it (see documents.ts), so they
 * are read defensively.
 */

export type Classifier = 'ACT' | 'EST' | 'PLN';

type Location = { UNLocationCode?: string; locationName?: string; facilityCode?: string } & Record<string, unknown>;

export type TransportCall = {
  transportCallID?: string;
  carrierServiceCode?: string;
  carrierVoyageNumber?: string;
  exportVoyageNumber?: string;
  importVoyageNumber?: string;
  UNLocationCode?: string;
  facilityCode?: string;
  facilityTypeCode?: string;
  modeOfTransport?: string;
  location?: Location;
  vessel?: { vesselIMONumber?: string; vesselName?: string } & Record<string, unknown>;
};

type DocumentReference = { documentReferenceType?: 'CBR' | 'BKG' | 'SHI' | 'TRD'; documentReferenceValue?: string };

type Base = {
  eventID?: string;
  eventCreatedDateTime: string;
  eventClassifierCode: string;
  eventDateTime: string;
  documentReferences?: DocumentReference[];
  references?: { referenceType: string; referenceValue: string }[];
  facilityTypeCode?: string;
};

export type ShipmentEvent = Base & { eventType: 'SHIPMENT'; shipmentEventTypeCode: string; documentTypeCode: string; documentID: string; reason?: string };
export type TransportEvent = Base & { eventType: 'TRANSPORT'; transportEventTypeCode: 'ARRI' | 'DEPA'; transportCall: TransportCall; delayReasonCode?: string; changeRemark?: string };
export type EquipmentEvent = Base & {
  eventType: 'EQUIPMENT';
  equipmentEventTypeCode: string;
  equipmentReference?: string;
  ISOEquipmentCode?: string;
  emptyIndicatorCode: 'EMPTY' | 'LADEN';
  eventLocation?: Location;
  transportCall?: TransportCall;
};
export type TntEvent = ShipmentEvent | TransportEvent | EquipmentEvent;

const REASON_MAX = 250;

/**
 * A TNT 2.2 event as 2.3 writes it, so both versions are read (and validated) alike: 2.3 moved
 * `facilityTypeCode` from the transport call to the event and limited `reason` to 250 characters.
 * 2.3's other changes (the shipment codes PENC and CANC, new reference types) only add values.
 */
export function normalizeTntEvent(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const e = { ...(raw as Record<string, unknown>) };
  const call = e.transportCall as Record<string, unknown> | undefined;
  if (e.facilityTypeCode === undefined && call && typeof call === 'object' && typeof call.facilityTypeCode === 'string') e.facilityTypeCode = call.facilityTypeCode;
  if (typeof e.reason === 'string' && e.reason.length > REASON_MAX) e.reason = e.reason.slice(0, REASON_MAX);
  return e;
}
