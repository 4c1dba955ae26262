/*
 * The parts of Commercial Schedules 1.0.3 (lib/dcsa/openapi/CS_v1.0.3.yaml) this portal reads and
 * writes, as TypeScript types. Payloads are validated against the document itself (lib/dcsa/validator.ts);
 * these types only describe what a valid one holds.
 */

export type CsLocation = { locationName?: string; UNLocationCode?: string; facility?: { facilityCode: string; facilityCodeListProvider: 'BIC' | 'SMDG' } };
export type CsPlace = { facilityTypeCode: string; location: CsLocation; dateTime: string; transportCallReference?: string };
export type CsCutOff = { cutOffDateTimeCode: string; cutOffDateTime: string };
export type CsVessel = { vesselIMONumber?: string; name?: string; flag?: string; callSign?: string; operatorCarrierCode?: string; operatorCarrierCodeListProvider?: 'SMDG' | 'NMFTA' };
export type CsServicePartner = {
  carrierCode?: string;
  carrierCodeListProvider?: 'SMDG' | 'NMFTA';
  carrierServiceName?: string;
  carrierServiceCode?: string;
  carrierImportVoyageNumber?: string;
  carrierExportVoyageNumber?: string;
};
export type CsVesselTransport = {
  modeOfTransport: 'VESSEL';
  servicePartners?: CsServicePartner[];
  universalServiceReference?: string;
  universalExportVoyageReference?: string;
  universalImportVoyageReference?: string;
  vessel?: CsVessel;
};
export type CsOtherTransport = { modeOfTransport: 'BARGE' | 'RAIL_TRUCK' | 'BARGE_TRUCK' | 'BARGE_RAIL' | 'MULTIMODAL' | 'RAIL' | 'TRUCK'; [k: string]: unknown };
export type CsIntermediateCall = { location: CsLocation; facilityTypeCode?: string; arrivalDateTime?: string; departureDateTime?: string };
export type CsLeg = {
  sequenceNumber?: number;
  transport?: CsVesselTransport | CsOtherTransport;
  departure: CsPlace;
  intermediateCalls?: CsIntermediateCall[];
  arrival: CsPlace;
  cutOffTimes?: CsCutOff[];
};
export type PointToPoint = {
  placeOfReceipt: CsPlace;
  placeOfDelivery: CsPlace;
  receiptTypeAtOrigin?: 'CY' | 'SD' | 'CFS';
  deliveryTypeAtDestination?: 'CY' | 'SD' | 'CFS';
  cutOffTimes?: CsCutOff[];
  solutionNumber?: number;
  transitTime?: number;
  legs: CsLeg[];
};

export type CsTimestamp = { eventTypeCode: 'ARRI' | 'DEPA'; eventClassifierCode: 'PLN' | 'EST' | 'ACT'; eventDateTime: string };
export type CsServicePartnerSchedule = Required<Pick<CsServicePartner, 'carrierServiceName' | 'carrierServiceCode' | 'carrierImportVoyageNumber' | 'carrierExportVoyageNumber'>> &
  Pick<CsServicePartner, 'carrierCode' | 'carrierCodeListProvider'>;
/** A vessel's call at a port in a port schedule. */
export type CsSchedule = { servicePartners: CsServicePartnerSchedule[]; vessel?: CsVessel; isDummyVessel: boolean; timestamps: CsTimestamp[]; cutOffTimes?: CsCutOff[] };
export type CsPortSchedule = { location: { UNLocationCode?: string; locationName?: string }; vesselSchedules?: CsSchedule[] };
export type CsTransportCall = {
  transportCallReference: string;
  carrierImportVoyageNumber: string;
  carrierExportVoyageNumber?: string;
  location?: { UNLocationCode?: string; locationName?: string };
  timestamps: CsTimestamp[];
  cutOffTimes?: CsCutOff[];
};
export type CsServiceSchedule = {
  carrierServiceName: string;
  carrierServiceCode: string;
  vesselSchedules: { vessel?: CsVessel; isDummyVessel: boolean; transportCalls?: CsTransportCall[] }[];
};

/** A time as the carrier's local clock reads it (what schedules show): the fields before the offset, as a naive Date. */
export function localClock(dateTime: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(dateTime);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Standard-time UTC offsets (hours) of the countries of the portal's ports; ports' zones are not stored, summer time is not applied. */
const OFFSETS: Record<string, number> = {
  CN: 8, HK: 8, TW: 8, SG: 8, MY: 8, PH: 8, KR: 9, JP: 9, VN: 7, TH: 7, ID: 7, KH: 7, MM: 6.5, BD: 6, LK: 5.5, IN: 5.5, PK: 5,
  AE: 4, OM: 4, SA: 3, QA: 3, KW: 3, IQ: 3, IR: 3.5, TR: 3, EG: 2, IL: 2, GR: 2, ZA: 2, KE: 3, TZ: 3, DJ: 3,
  NL: 1, BE: 1, DE: 1, FR: 1, ES: 1, IT: 1, PL: 1, SE: 1, DK: 1, NO: 1, MT: 1, HR: 1, SI: 1, MA: 1, NG: 1,
  GB: 0, IE: 0, PT: 0, GH: 0, CI: 0, SN: 0, BR: -3, AR: -3, UY: -3, CL: -4, PE: -5, CO: -5, EC: -5, PA: -5, MX: -6,
  AU: 10, NZ: 12,
};

/** A naive port-local time written as DCSA date-time with the port's country's standard offset (Z when unknown). */
export function dcsaDateTime(naive: Date, unLocationCode: string): string {
  const iso = naive.toISOString().slice(0, 19);
  const h = OFFSETS[unLocationCode.slice(0, 2)];
  if (h === undefined || h === 0) return `${iso}Z`;
  const abs = Math.abs(h);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${iso}${h < 0 ? '-' : '+'}${pad(Math.floor(abs))}:${pad(Math.round((abs % 1) * 60))}`;
}
