import 'server-only';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { PortRef } from '../../contracts/schedules';
import { MILESTONE_FROM_EVENT, MILESTONE_KINDS, type DataSource, type Milestone, type TrackingEvent, type TrackingResult } from '../../contracts/tracking';
import { businessNow, chinaDateTime } from '../../businessTime';
import { HOUR_MS, ymdhms } from '../../schedules/time';
import type { Db } from '../db';
import { carrierTrackingRefs, carriers, houseBillMilestones, houseBills, ports, shipmentContainers, shipments, trackingEvents } from '../db/schema';
import type { TrackingLookup, TrackingProvider } from './providerTypes';

type Shipment = typeof shipments.$inferSelect;
type Result = Omit<TrackingResult, 'subscribeTime' | 'subscribePending'>;

/** Container events of a carrier that also stand for a CFS milestone of the house bills stuffed into it. */
const CARRIER_CFS_EVENTS: string[] = ['stuffed', 'devanned'];

/** "Now" on the naive local clock of event times (China time: where the portal's staff record them). */
export const naiveNow = () => businessNow();

async function portNames(db: Db, companyId: number, codes: string[]): Promise<(code: string) => PortRef> {
  const rows = codes.length
    ? await db.select({ code: ports.code, nameCn: ports.nameCn, nameEn: ports.nameEn }).from(ports).where(and(eq(ports.companyId, companyId), inArray(ports.code, [...new Set(codes)])))
    : [];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return (code) => byCode.get(code) ?? { code, nameCn: code, nameEn: code };
}

async function carrierOf(db: Db, id: number | null) {
  if (!id) return null;
  const [c] = await db.select({ code: carriers.code, shortName: carriers.shortName, nameCn: carriers.nameCn, nameEn: carriers.nameEn }).from(carriers).where(eq(carriers.id, id));
  return c ?? null;
}

async function eventsOf(db: Db, shipment: Shipment, containerNo: string | null) {
  const scope = containerNo ? or(eq(trackingEvents.containerNo, containerNo), eq(trackingEvents.containerNo, '')) : undefined;
  return db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.shipmentId, shipment.id), scope))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
}

async function containersOf(db: Db, shipmentId: number) {
  return db
    .select({ containerNo: shipmentContainers.containerNo, sizeType: shipmentContainers.sizeType })
    .from(shipmentContainers)
    .where(eq(shipmentContainers.shipmentId, shipmentId))
    .orderBy(shipmentContainers.id);
}

/** Newest first, the newest marked current. */
function ordered(events: TrackingEvent[]): TrackingEvent[] {
  const sorted = [...events].sort((a, b) => (a.time === b.time ? b.id.localeCompare(a.id) : b.time.localeCompare(a.time)));
  return sorted.map((e, i) => ({ ...e, current: i === 0 }));
}

/** The carrier's last answer for a bill, when its events came from a carrier's Track & Trace. */
async function carrierFetch(db: Db, shipmentId: number) {
  const [ref] = await db
    .select({ carrierName: carrierTrackingRefs.carrierName, fetchedAt: carrierTrackingRefs.fetchedAt })
    .from(carrierTrackingRefs)
    .where(eq(carrierTrackingRefs.shipmentId, shipmentId))
    .orderBy(desc(carrierTrackingRefs.fetchedAt))
    .limit(1);
  return ref ?? null;
}

const EVENT_SOURCES = ['carrier', 'staff', 'import'] as const;
const eventSource = (s: string): (typeof EVENT_SOURCES)[number] => (EVENT_SOURCES as readonly string[]).includes(s) ? (s as (typeof EVENT_SOURCES)[number]) : 'staff';

/** Where a timeline came from: the carrier when any of its events did, else staff (or an import when only imported). */
function sourceOf(events: { source: string }[], fetch: { carrierName: string; fetchedAt: Date | null } | null): DataSource {
  if (fetch && events.some((e) => e.source === 'carrier')) return { kind: 'carrier', carrierName: fetch.carrierName, ...(fetch.fetchedAt ? { fetchedAt: fetch.fetchedAt.toISOString() } : {}) };
  return { kind: events.length && events.every((e) => e.source === 'import') ? 'import' : 'staff' };
}

/** The carrier's plans and estimates that nothing has happened for yet (same kind, place and container), soonest first; an estimate wins over a plan. */
function stillExpected(plans: TrackingEvent[], actual: TrackingEvent[]): TrackingEvent[] {
  const key = (e: TrackingEvent) => `${e.kind}|${e.location.code}|${e.containerNo}`;
  const done = new Set(actual.map(key));
  const best = new Map<string, TrackingEvent>();
  for (const e of plans) {
    if (done.has(key(e))) continue;
    const had = best.get(key(e));
    if (!had || (had.classifier === 'PLN' && e.classifier === 'EST')) best.set(key(e), e);
  }
  return [...best.values()].sort((a, b) => a.time.localeCompare(b.time));
}

type ShipmentData = { result: Result; plans: TrackingEvent[] };

async function shipmentResult(db: Db, companyId: number, shipment: Shipment, type: 'bill' | 'container', no: string, containerNo: string | null): Promise<Result> {
  return (await shipmentData(db, companyId, shipment, type, no, containerNo)).result;
}

async function shipmentData(db: Db, companyId: number, shipment: Shipment, type: 'bill' | 'container', no: string, containerNo: string | null): Promise<ShipmentData> {
  const [rows, containers, carrier, fetch] = await Promise.all([eventsOf(db, shipment, containerNo), containersOf(db, shipment.id), carrierOf(db, shipment.carrierId), carrierFetch(db, shipment.id)]);
  const name = await portNames(db, companyId, [shipment.pol, shipment.pod, ...rows.map((e) => e.location)]);
  const view = (e: (typeof rows)[number]): TrackingEvent => ({
    id: `e${e.id}`,
    kind: e.kind,
    time: ymdhms(e.occurredAt),
    location: { ...name(e.location), facility: e.facility },
    vessel: e.vessel,
    voyage: e.voyage,
    containerNo: e.containerNo,
    origin: 'carrier' as const,
    current: false,
    source: eventSource(e.source),
    classifier: e.classifier === 'EST' || e.classifier === 'PLN' ? e.classifier : 'ACT',
  });
  const events = rows.filter((e) => e.classifier === 'ACT');
  const plans = rows.filter((e) => e.classifier !== 'ACT').map(view);
  const actual = events.map(view);
  const result: Result = {
    type,
    no,
    billNo: shipment.billNo,
    containerNo: containerNo ?? (containers.length === 1 ? containers[0]!.containerNo : ''),
    containers,
    carrier,
    vessel: shipment.vessel,
    voyage: shipment.voyage,
    pol: name(shipment.pol),
    pod: name(shipment.pod),
    updateTime: chinaDateTime(shipment.updatedAt),
    events: ordered(actual),
    expected: stillExpected(plans, actual),
    source: sourceOf(rows, fetch),
    houseBill: null,
    provider: 'builtin',
  };
  return { result, plans };
}

async function byBill(db: Db, companyId: number, no: string): Promise<Result | null> {
  const [s] = await db.select().from(shipments).where(and(eq(shipments.companyId, companyId), eq(shipments.billNo, no)));
  return s ? shipmentResult(db, companyId, s, 'bill', no, null) : null;
}

async function byContainer(db: Db, companyId: number, no: string): Promise<Result | null> {
  // A container sails many voyages: its latest shipment is the one tracked.
  const [s] = await db
    .select({ shipment: shipments })
    .from(shipmentContainers)
    .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
    .where(and(eq(shipmentContainers.companyId, companyId), eq(shipmentContainers.containerNo, no)))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(1);
  return s ? shipmentResult(db, companyId, s.shipment, 'container', no, no) : null;
}

/**
 * A house bill: its consolidation milestones, joined (once stuffed) to its container's carrier
 * events. Gate-in, loading, departure and arrival are read from the container's events; the CFS
 * milestones are the house bill's own.
 */
async function byHouseBill(db: Db, companyId: number, no: string): Promise<Result | null> {
  const [h] = await db.select().from(houseBills).where(and(eq(houseBills.companyId, companyId), eq(houseBills.hblNo, no)));
  if (!h) return null;
  const rows = await db.select().from(houseBillMilestones).where(eq(houseBillMilestones.houseBillId, h.id));
  const [shipment] = h.shipmentId ? await db.select().from(shipments).where(eq(shipments.id, h.shipmentId)) : [];
  const carrierData = shipment && h.containerNo ? await shipmentData(db, companyId, shipment, 'container', h.containerNo, h.containerNo) : null;
  const carrierSide = carrierData?.result ?? null;
  const name = await portNames(db, companyId, [h.pol, h.pod, ...rows.map((r) => r.location)]);
  const now = naiveNow().getTime();
  const milestones: Milestone[] = MILESTONE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    const fromEvent = MILESTONE_FROM_EVENT[kind];
    const place = kind === 'arrived' || kind === 'devanned' ? h.pod : h.pol;
    const mine = (e: TrackingEvent, k: string) => e.kind === k && (e.location.code === place || (CARRIER_CFS_EVENTS.includes(k) && e.location.code === ''));
    // the CFS's own stuffing and devanning, when staff recorded none, are read from the carrier's STUF/STRP of the container
    const eventKind = fromEvent ?? (CARRIER_CFS_EVENTS.includes(kind) && !row?.actualAt ? kind : undefined);
    const event = eventKind ? carrierSide?.events.filter((e) => mine(e, eventKind)).at(-1) : undefined;
    const plans = eventKind ? (carrierData?.plans ?? []).filter((e) => mine(e, eventKind)) : [];
    const actual = event ? event.time : row?.actualAt ? ymdhms(row.actualAt) : null;
    // staff's plan first, else the carrier's
    const planned = row?.plannedAt ? ymdhms(row.plannedAt) : (plans.filter((e) => e.classifier === 'PLN').at(-1)?.time ?? null);
    const estimate = actual ? null : (plans.filter((e) => e.classifier === 'EST').sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })).at(-1)?.time ?? null);
    const at = (s: string) => new Date(`${s.replace(' ', 'T')}Z`).getTime();
    const open = estimate ? Math.max(now, at(estimate)) : now;
    const late = planned ? Math.floor(((actual ? at(actual) : open) - at(planned)) / HOUR_MS) : 0;
    const location = event ? event.location : { ...name(row?.location || (['devanned', 'released', 'delivered', 'arrived'].includes(kind) ? h.pod : h.pol)), facility: row?.facility ?? '' };
    return { kind, planned, actual, expected: estimate, location, lateHours: Math.max(0, late) };
  });
  const stuffedAt = milestones.find((m) => m.kind === 'stuffed')?.actual ?? null;
  const fromCarrier = (kind: string) => !!carrierSide?.events.some((e) => e.kind === kind && milestones.find((m) => m.kind === kind)?.actual === e.time);
  const cfsEvents: TrackingEvent[] = milestones
    .filter((m) => m.actual && !MILESTONE_FROM_EVENT[m.kind as keyof typeof MILESTONE_FROM_EVENT] && !fromCarrier(m.kind))
    .map((m) => ({
      id: `m${h.id}-${m.kind}`,
      kind: m.kind,
      time: m.actual!,
      location: m.location,
      vessel: '',
      voyage: '',
      containerNo: m.kind === 'stuffed' || m.kind === 'devanned' ? h.containerNo : '',
      origin: 'cfs' as const,
      current: false,
      source: 'staff' as const,
      classifier: 'ACT' as const,
    }));
  return {
    type: 'hbl',
    no,
    billNo: shipment?.billNo ?? '',
    containerNo: h.containerNo,
    containers: carrierSide?.containers.filter((c) => c.containerNo === h.containerNo) ?? [],
    carrier: carrierSide?.carrier ?? null,
    vessel: shipment?.vessel ?? '',
    voyage: shipment?.voyage ?? '',
    pol: name(h.pol),
    pod: name(h.pod),
    updateTime: chinaDateTime(shipment && shipment.updatedAt > h.updatedAt ? shipment.updatedAt : h.updatedAt),
    // The container's events concern this cargo from its stuffing on (the empty container's trip to the CFS does not).
    events: ordered([...cfsEvents, ...(carrierSide?.events ?? []).filter((e) => stuffedAt !== null && e.time >= stuffedAt)]),
    expected: carrierSide?.expected ?? [],
    source: carrierSide?.source ?? { kind: 'staff' },
    houseBill: {
      hblNo: h.hblNo,
      packages: h.packages,
      packageType: h.packageType,
      bookedCbm: h.bookedCbm,
      bookedKg: h.bookedKg,
      measuredCbm: h.measuredCbm,
      measuredKg: h.measuredKg,
      originCfs: h.originCfs,
      destinationCfs: h.destinationCfs,
      milestones,
    },
    provider: 'builtin',
  };
}

export const builtinProvider: TrackingProvider = {
  name: 'builtin',
  async track(db: Db, companyId: number, { type, no }: TrackingLookup) {
    if (type === 'container') return byContainer(db, companyId, no);
    if (type === 'hbl') return byHouseBill(db, companyId, no);
    return byBill(db, companyId, no);
  },
};
