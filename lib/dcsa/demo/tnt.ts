import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { TntEvent } from '../tnt/events';
import { validateTntRequest, validateTntResponse, type TntOperation } from '../tnt/validator';
import { DEMO_BILL, DEMO_BOOKING, DEMO_CONTAINER } from './tntDemoRefs';

/*
 * A carrier's DCSA Track & Trace, served from memory: the mock carrier of the tests and, with
 * DEMO_CARRIER=on, the app's built-in demo carrier (Hapag-Lloyd, under /api/dcsaTnt/demo). It
 * answers GET /v2/events by bill, booking or container (with Next-Page cursors), creates and deletes
 * event subscriptions and signs pushes like a carrier (Notification-Signature: sha256=<HMAC of the
 * body with the subscription's secret>). Every request it gets is checked against the OpenAPI
 * document (400 otherwise) and every answer it gives is checked before it leaves: a mock that drifted
 * from the standard fails loudly. A test sets `fault` for the carrier's bad days: 401, 429 with
 * Retry-After, 500, a timeout, an empty answer or a payload the standard refuses.
 */

export { DEMO_BILL, DEMO_BOOKING, DEMO_CARRIER_SCAC, DEMO_CONTAINER, DEMO_TNT_PATH } from './tntDemoRefs';

export type TntFault = { kind: 'unauthorized' } | { kind: 'rateLimited'; retryAfter: string } | { kind: 'server' } | { kind: 'timeout'; ms: number } | { kind: 'empty' } | { kind: 'invalid' };
export type TntJourney = { bill: string; booking: string; containers: string[]; events: TntEvent[] };
export type MockRequest = { method: string; path: string; query: Record<string, string>; headers: Record<string, string>; body?: unknown };
export type MockAnswer = { status: number; headers: Record<string, string>; body?: unknown };
export type MockSubscription = { subscriptionID: string; callbackUrl: string; secret: string; filter: Record<string, string> };

const HOUR = 3_600_000;

/** A DCSA date-time in the local time of a place ("2025-11-03T09:12:00+08:00"). */
export function localDateTime(instant: Date, offsetHours: number): string {
  const local = new Date(instant.getTime() + offsetHours * HOUR).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? '-' : '+';
  const h = String(Math.floor(Math.abs(offsetHours))).padStart(2, '0');
  const m = String(Math.round((Math.abs(offsetHours) % 1) * 60)).padStart(2, '0');
  return `${local}${sign}${h}:${m}`;
}

/** A stable event id from what the event is (a uuid-shaped digest). */
function eventId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('|')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Port = { code: string; offset: number; terminal: string };
export const PORTS = {
  CNSHA: { code: 'CNSHA', offset: 8, terminal: 'Yangshan Deep Water Port Phase IV' },
  SGSIN: { code: 'SGSIN', offset: 8, terminal: 'Pasir Panjang Terminal' },
  DEHAM: { code: 'DEHAM', offset: 1, terminal: 'Container Terminal Altenwerder' },
} satisfies Record<string, Port>;

type Voyage = { vessel: string; imo: string; voyage: string; service: string };
const call = (port: Port, v: Voyage, seq: number) => ({
  transportCallID: `${v.voyage}-${port.code}`,
  carrierServiceCode: v.service,
  exportVoyageNumber: v.voyage,
  carrierVoyageNumber: v.voyage,
  transportCallSequenceNumber: seq,
  UNLocationCode: port.code,
  modeOfTransport: 'VESSEL',
  vessel: { vesselIMONumber: v.imo, vesselName: v.vessel },
});

const refs = (bill: string, booking: string) => [
  { documentReferenceType: 'BKG' as const, documentReferenceValue: booking },
  { documentReferenceType: 'TRD' as const, documentReferenceValue: bill },
];

/** Builders of one bill's events (what a carrier's system would hold for it). */
export function journeyBuilder(bill: string, booking: string, v: Voyage) {
  const events: TntEvent[] = [];
  const created = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    events,
    shipment(documentTypeCode: 'BKG' | 'SHI' | 'VGM' | 'TRD' | 'ARN', code: string, at: Date) {
      const documentID = documentTypeCode === 'TRD' || documentTypeCode === 'ARN' ? bill : booking;
      const when = localDateTime(at, 8);
      events.push({ eventID: eventId(bill, documentTypeCode, code, when), eventCreatedDateTime: when, eventType: 'SHIPMENT', eventClassifierCode: 'ACT', eventDateTime: when, shipmentEventTypeCode: code, documentTypeCode, documentID, documentReferences: refs(bill, booking) });
    },
    transport(code: 'ARRI' | 'DEPA', port: Port, seq: number, at: Date, classifier: 'ACT' | 'EST' | 'PLN' = 'ACT', createdAt: Date = at) {
      const when = localDateTime(at, port.offset);
      events.push({ eventID: eventId(bill, code, port.code, classifier, when), eventCreatedDateTime: created(createdAt), eventType: 'TRANSPORT', eventClassifierCode: classifier, eventDateTime: when, transportEventTypeCode: code, transportCall: call(port, v, seq), documentReferences: refs(bill, booking) });
    },
    equipment(code: 'GTOT' | 'GTIN' | 'LOAD' | 'DISC' | 'STUF' | 'STRP', container: string, iso: string, port: Port, seq: number, at: Date, opts: { empty?: boolean; facility?: string; classifier?: 'ACT' | 'EST' | 'PLN' } = {}) {
      const when = localDateTime(at, port.offset);
      const classifier = opts.classifier ?? 'ACT';
      events.push({
        eventID: eventId(bill, container, code, port.code, classifier, when),
        eventCreatedDateTime: created(at),
        eventType: 'EQUIPMENT',
        eventClassifierCode: classifier,
        eventDateTime: when,
        equipmentEventTypeCode: code,
        equipmentReference: container,
        ISOEquipmentCode: iso,
        emptyIndicatorCode: opts.empty ? 'EMPTY' : 'LADEN',
        eventLocation: { locationName: opts.facility ?? port.terminal, UNLocationCode: port.code },
        transportCall: call(port, v, seq),
        documentReferences: refs(bill, booking),
      });
    },
  };
}

/**
 * The demo's Hapag-Lloyd shipment as of `now`: one 40' high cube from Shanghai (Yangshan) to
 * Hamburg (CTA) on HAMBURG EXPRESS 046W, calling Singapore; on the water, expected in Hamburg a day
 * later than planned. Booking, shipping instructions, VGM and the issued bill are shipment events.
 */
export function demoJourney(now: Date): TntJourney {
  // whole hours, as carriers' terminals report them
  const hour = Math.floor(now.getTime() / HOUR) * HOUR;
  const day = (d: number, h = 0) => new Date(hour + d * 24 * HOUR + h * HOUR);
  const j = journeyBuilder(DEMO_BILL, DEMO_BOOKING, { vessel: 'HAMBURG EXPRESS', imo: '9501332', voyage: '046W', service: 'FE2' });
  const box = DEMO_CONTAINER;
  j.shipment('BKG', 'RECE', day(-24));
  j.shipment('BKG', 'CONF', day(-24, 3));
  j.equipment('GTOT', box, '45G1', PORTS.CNSHA, 1, day(-20), { empty: true, facility: 'Shanghai Waigaoqiao Depot' });
  j.shipment('SHI', 'RECE', day(-18));
  j.shipment('VGM', 'RECE', day(-17, 5));
  j.equipment('GTIN', box, '45G1', PORTS.CNSHA, 1, day(-17));
  j.transport('DEPA', PORTS.CNSHA, 1, day(-15, 12), 'PLN', day(-24));
  j.equipment('LOAD', box, '45G1', PORTS.CNSHA, 1, day(-15, 4));
  j.transport('DEPA', PORTS.CNSHA, 1, day(-15, 18));
  j.shipment('TRD', 'ISSU', day(-14));
  j.transport('ARRI', PORTS.SGSIN, 2, day(-10, 6));
  j.transport('DEPA', PORTS.SGSIN, 2, day(-9, 2));
  j.transport('ARRI', PORTS.DEHAM, 3, day(8, 6), 'PLN', day(-24));
  j.transport('ARRI', PORTS.DEHAM, 3, day(9, 10), 'EST', day(-2));
  j.equipment('DISC', box, '45G1', PORTS.DEHAM, 3, day(9, 20), { classifier: 'EST' });
  return { bill: DEMO_BILL, booking: DEMO_BOOKING, containers: [box], events: j.events };
}

const PAGE = 100;

/** The mock carrier: journeys it knows, what it was asked, its subscriptions and the fault of the day. */
export class TntMockCarrier {
  fault: TntFault | null = null;
  readonly requests: MockRequest[] = [];
  readonly subscriptions = new Map<string, MockSubscription>();
  /** Which version the carrier says it serves: 2.2 moves facilityTypeCode into the transport call. */
  version: '2.2.1' | '2.3.0' = '2.3.0';

  constructor(public journeys: (now: Date) => TntJourney[]) {}

  private async answer(op: TntOperation, status: number, body: unknown, headers: Record<string, string> = {}): Promise<MockAnswer> {
    const verdict = await validateTntResponse(op, status, body);
    if (!verdict.valid) throw new Error(`the mock carrier's ${op} answer breaks DCSA TNT: ${verdict.errors.join('; ')}`);
    return { status, headers: { 'API-Version': this.version, 'Content-Type': 'application/json', ...headers }, body };
  }

  private error(op: TntOperation, req: MockRequest, status: number, text: string, reason: string, headers: Record<string, string> = {}) {
    const body = { httpMethod: req.method, requestUri: req.path, statusCode: status, statusCodeText: text, errorDateTime: new Date().toISOString(), errors: [{ reason, message: text }] };
    return this.answer(op, status, body, headers);
  }

  /** The events asked for: one bill's (by bill or booking), or one container's and its bill's. */
  private events(query: Record<string, string>, now: Date): TntEvent[] {
    for (const j of this.journeys(now)) {
      if (query.transportDocumentReference === j.bill || query.carrierBookingReference === j.booking) return j.events;
      if (query.equipmentReference && j.containers.includes(query.equipmentReference)) {
        return j.events.filter((e) => e.eventType !== 'EQUIPMENT' || e.equipmentReference === query.equipmentReference);
      }
    }
    return [];
  }

  private asServed(e: TntEvent): TntEvent {
    if (this.version !== '2.2.1' || e.eventType !== 'TRANSPORT') return e;
    // TNT 2.2: the facility type sits on the transport call
    const { facilityTypeCode, ...rest } = e;
    return { ...rest, transportCall: { ...e.transportCall, facilityTypeCode: facilityTypeCode ?? 'POTE' } } as TntEvent;
  }

  async handle(req: MockRequest, now = new Date()): Promise<MockAnswer> {
    this.requests.push(req);
    const checked = await validateTntRequest(req);
    const op = this.operation(req);
    if (!op) return { status: 404, headers: {}, body: undefined };
    if (!checked.valid) return this.error(op, req, 400, 'Bad Request', 'invalidRequest');
    const fault = this.fault;
    if (fault?.kind === 'unauthorized') return this.error(op, req, 401, 'Unauthorized', 'unauthorized');
    if (fault?.kind === 'rateLimited') return this.error(op, req, 429, 'Too Many Requests', 'tooManyRequests', { 'Retry-After': fault.retryAfter });
    if (fault?.kind === 'server') return this.error(op, req, 500, 'Internal Server Error', 'internalError');
    if (fault?.kind === 'timeout') await new Promise((r) => setTimeout(r, fault.ms));
    if (op === 'get /v2/events') {
      if (fault?.kind === 'empty') return this.answer(op, 200, []);
      if (fault?.kind === 'invalid') {
        // an event without its classifier and with a date the standard does not know: must be refused
        const bad = [{ eventType: 'EQUIPMENT', eventDateTime: 'yesterday', equipmentEventTypeCode: 'LOAD', emptyIndicatorCode: 'LADEN' }];
        if ((await validateTntResponse(op, 200, bad)).valid) throw new Error('the invalid payload passed validation');
        return { status: 200, headers: { 'Content-Type': 'application/json' }, body: bad };
      }
      const cursor = Number((req.query.cursor ?? '0').split('.')[0]) || 0;
      const filter = req.query.cursor ? JSON.parse(Buffer.from(req.query.cursor.split('.')[1] ?? '', 'base64url').toString() || '{}') : req.query;
      const all = this.events(filter, now).map((e) => this.asServed(e));
      const limit = Math.min(Number(req.query.limit ?? PAGE) || PAGE, PAGE);
      const page = all.slice(cursor, cursor + limit);
      const headers: Record<string, string> = {};
      if (cursor + limit < all.length) headers['Next-Page'] = `/v2/events?cursor=${cursor + limit}.${Buffer.from(JSON.stringify(filter)).toString('base64url')}`;
      return this.answer(op, 200, page, headers);
    }
    if (op === 'post /v2/event-subscriptions') {
      const body = req.body as Record<string, string>;
      const { callbackUrl, secret, ...filter } = body;
      const sub: MockSubscription = { subscriptionID: randomUUID(), callbackUrl: callbackUrl!, secret: secret!, filter };
      this.subscriptions.set(sub.subscriptionID, sub);
      return this.answer(op, 201, { subscriptionID: sub.subscriptionID, callbackUrl: sub.callbackUrl, ...filter });
    }
    const id = decodeURIComponent(req.path.split('/').at(-1) ?? '');
    if (!this.subscriptions.delete(id)) return this.error(op, req, 404, 'Not Found', 'notFound');
    return { status: 204, headers: { 'API-Version': this.version }, body: undefined };
  }

  private operation(req: MockRequest): TntOperation | null {
    if (req.method === 'GET' && req.path === '/v2/events') return 'get /v2/events';
    if (req.method === 'POST' && req.path === '/v2/event-subscriptions') return 'post /v2/event-subscriptions';
    if (req.method === 'DELETE' && /^\/v2\/event-subscriptions\/[^/]+$/.test(req.path)) return 'delete /v2/event-subscriptions/{subscriptionID}';
    return null;
  }

  /** A push as the carrier sends it to a subscription's callback: the body and its signed headers. */
  signedPush(subscriptionID: string, events: TntEvent[], secret?: string): { body: string; headers: Record<string, string> } {
    const sub = this.subscriptions.get(subscriptionID);
    const key = secret ?? sub?.secret;
    if (!key) throw new Error(`no subscription ${subscriptionID}`);
    const body = JSON.stringify(events.map((e) => this.asServed(e)));
    const signature = createHmac('sha256', Buffer.from(key, 'base64')).update(body, 'utf8').digest('hex');
    return { body, headers: { 'Content-Type': 'application/json', 'Subscription-ID': subscriptionID, 'Notification-Signature': `sha256=${signature}`, 'API-Version': this.version } };
  }
}
