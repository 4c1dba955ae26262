import 'server-only';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { PortRef } from '../../contracts/schedules';
import { MILESTONE_FROM_EVENT, MILESTONE_KINDS, type Milestone, type TrackingEvent, type TrackingResult } from '../../contracts/tracking';
import { businessNow, chinaDateTime } from '../../businessTime';
import { HOUR_MS, ymdhms } from '../../schedules/time';
import type { Db } from '../db';
import { carriers, houseBillMilestones, houseBills, ports, shipmentContainers, shipments, trackingEvents } from '../db/schema';
import type { TrackingLookup, TrackingProvider } from './providerTypes';

type Shipment = typeof shipments.$inferSelect;
type Result = Omit<TrackingResult, 'subscribeTime' | 'subscribePending'>;

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

async function shipmentResult(db: Db, companyId: number, shipment: Shipment, type: 'bill' | 'container', no: string, containerNo: string | null): Promise<Result> {
  const [events, containers, carrier] = await Promise.all([eventsOf(db, shipment, containerNo), containersOf(db, shipment.id), carrierOf(db, shipment.carrierId)]);
  const name = await portNames(db, companyId, [shipment.pol, shipment.pod, ...events.map((e) => e.location)]);
  return {
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
    events: ordered(
      events.map((e) => ({
        id: `e${e.id}`,
        kind: e.kind,
        time: ymdhms(e.occurredAt),
        location: { ...name(e.location), facility: e.facility },
        vessel: e.vessel,
        voyage: e.voyage,
        containerNo: e.containerNo,
        origin: 'carrier' as const,
        current: false,
      })),
    ),
    houseBill: null,
    provider: 'builtin',
  };
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
  const carrierSide = shipment && h.containerNo ? await shipmentResult(db, companyId, shipment, 'container', h.containerNo, h.containerNo) : null;
  const name = await portNames(db, companyId, [h.pol, h.pod, ...rows.map((r) => r.location)]);
  const now = naiveNow().getTime();
  const milestones: Milestone[] = MILESTONE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    const fromEvent = MILESTONE_FROM_EVENT[kind];
    const event = fromEvent
      ? carrierSide?.events
          .filter((e) => e.kind === fromEvent && e.location.code === (kind === 'arrived' ? h.pod : h.pol))
          .at(-1)
      : undefined;
    const actual = event ? event.time : row?.actualAt ? ymdhms(row.actualAt) : null;
    const planned = row?.plannedAt ? ymdhms(row.plannedAt) : null;
    const at = (s: string) => new Date(`${s.replace(' ', 'T')}Z`).getTime();
    const late = planned ? Math.floor(((actual ? at(actual) : now) - at(planned)) / HOUR_MS) : 0;
    const location = event ? event.location : { ...name(row?.location || (['devanned', 'released', 'delivered', 'arrived'].includes(kind) ? h.pod : h.pol)), facility: row?.facility ?? '' };
    return { kind, planned, actual, location, lateHours: Math.max(0, late) };
  });
  const stuffedAt = milestones.find((m) => m.kind === 'stuffed')?.actual ?? null;
  const cfsEvents: TrackingEvent[] = milestones
    .filter((m) => m.actual && !MILESTONE_FROM_EVENT[m.kind as keyof typeof MILESTONE_FROM_EVENT])
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
