import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { mapTntEvents, TNT_QUERY_PARAM, type TntRefType } from '../../../dcsa/tnt/map';
import type { CarrierEndpoint } from '../../carriers/types';
import type { Db } from '../../db';
import { carrierTrackingRefs, carriers, houseBills, shipmentContainers, shipments } from '../../db/schema';
import { log } from '../../log';
import { builtinProvider } from '../builtin';
import { tntEndpointSource } from '../carrierEndpoints';
import type { TrackingLookup, TrackingProvider } from '../providerTypes';
import { describeFailure, fetchTntEvents } from './client';
import { storeCarrierShipment } from './store';

/*
 * Tracking from the carriers' DCSA Track & Trace. A lookup asks the carrier of the number
 * (GET /v2/events by transportDocumentReference, carrierBookingReference or equipmentReference),
 * stores what it reports with the company's tracking data (lib/server/tracking/dcsa/store.ts) and
 * answers from there, marked as the carrier's. A number asked within CACHE_MINUTES is answered from
 * what was stored without asking again; a carrier that fails (401, 429, 5xx, timeout, an answer the
 * standard refuses) is not asked again within that time either (nor before its Retry-After), and the
 * lookup falls through to the built-in provider: the portal's own data, the carrier's last answer included.
 */

export const CACHE_MINUTES = 5;
/** Carriers asked for a number nobody has asked before (the company's connections, in order). */
const MAX_CARRIERS_ASKED = 4;

type Ref = typeof carrierTrackingRefs.$inferSelect;
type Ask = { refType: TntRefType; refNo: string };

/** The carriers to ask for a number: the one that answered it before, else the bill's carrier, else one whose SCAC starts the number, else all. */
async function carriersFor(db: Db, companyId: number, endpoints: CarrierEndpoint[], asks: Ask[], knownCarrierId: number | null): Promise<CarrierEndpoint[]> {
  const refs = await db
    .select({ connectionId: carrierTrackingRefs.connectionId })
    .from(carrierTrackingRefs)
    .where(and(eq(carrierTrackingRefs.companyId, companyId), inArray(carrierTrackingRefs.refNo, asks.map((a) => a.refNo))));
  const before = endpoints.filter((e) => refs.some((r) => r.connectionId === e.connectionId));
  if (before.length) return before;
  if (knownCarrierId) {
    const same = endpoints.filter((e) => e.carrierId === knownCarrierId);
    if (same.length) return same;
  }
  const codes = await db.select({ id: carriers.id, code: carriers.code }).from(carriers).where(inArray(carriers.id, [...new Set(endpoints.map((e) => e.carrierId))]));
  const no = asks[0]?.refNo ?? '';
  const byScac = endpoints.filter((e) => codes.some((c) => c.id === e.carrierId && no.startsWith(c.code)));
  return (byScac.length ? byScac : endpoints).slice(0, MAX_CARRIERS_ASKED);
}

async function refOf(db: Db, companyId: number, connectionId: number, ask: Ask): Promise<Ref | null> {
  const [ref] = await db
    .select()
    .from(carrierTrackingRefs)
    .where(and(eq(carrierTrackingRefs.companyId, companyId), eq(carrierTrackingRefs.connectionId, connectionId), eq(carrierTrackingRefs.refType, ask.refType), eq(carrierTrackingRefs.refNo, ask.refNo)));
  return ref ?? null;
}

/** Whether a ref may not be asked again yet: asked within the cache time, or told to wait. */
const resting = (ref: Ref, now: Date) => (ref.checkedAt && now.getTime() - ref.checkedAt.getTime() < CACHE_MINUTES * 60_000) || (ref.retryAfter && ref.retryAfter > now);

/**
 * Brings a number up to date from its carrier: answers the ref when the stored data is the
 * carrier's current word (just fetched, or fetched within the cache time without a failure since),
 * null when no carrier knows the number or its carrier failed.
 */
export async function refreshFromCarrier(db: Db, companyId: number, asks: Ask[], knownCarrierId: number | null = null, now = new Date()): Promise<Ref | null> {
  const endpoints = await tntEndpointSource.endpoints(db, companyId);
  if (!endpoints.length) return null;
  for (const endpoint of await carriersFor(db, companyId, endpoints, asks, knownCarrierId)) {
    for (const ask of asks) {
      const ref = await refOf(db, companyId, endpoint.connectionId, ask);
      if (ref && resting(ref, now)) {
        if (ref.shipmentId && !ref.lastError) return ref;
        if (ref.lastError) return null;
        continue;
      }
      const answer = await fetchTntEvents(endpoint, TNT_QUERY_PARAM[ask.refType], ask.refNo, now);
      if (!answer.ok) {
        const failure = answer.failure;
        log.warn('tracking.carrier', { carrier: endpoint.carrierName, connection: endpoint.connectionId, failure: describeFailure(failure) });
        if (ref) {
          const retryAfter = failure.kind === 'rateLimited' ? new Date(now.getTime() + failure.retryAfterSeconds * 1000) : null;
          await db.update(carrierTrackingRefs).set({ checkedAt: now, lastError: describeFailure(failure).slice(0, 300), retryAfter }).where(eq(carrierTrackingRefs.id, ref.id));
        }
        // the carrier that knows the number failed: the portal's own data answers
        return null;
      }
      if (!answer.value.length) {
        if (ref) await db.update(carrierTrackingRefs).set({ checkedAt: now, lastError: '', retryAfter: null }).where(eq(carrierTrackingRefs.id, ref.id));
        continue;
      }
      const mapped = mapTntEvents(answer.value, ask);
      return db.transaction(async (tx) => {
        const shipmentId = await storeCarrierShipment(tx, companyId, endpoint.carrierId, mapped);
        const values = { companyId, connectionId: endpoint.connectionId, carrierName: endpoint.carrierName, refType: ask.refType, refNo: ask.refNo, shipmentId, fetchedAt: now, checkedAt: now, lastError: '', retryAfter: null };
        const [saved] = await tx
          .insert(carrierTrackingRefs)
          .values(values)
          .onConflictDoUpdate({ target: [carrierTrackingRefs.companyId, carrierTrackingRefs.connectionId, carrierTrackingRefs.refType, carrierTrackingRefs.refNo], set: values })
          .returning();
        return saved ?? null;
      });
    }
  }
  return null;
}

async function billOf(db: Db, shipmentId: number) {
  const [s] = await db.select({ billNo: shipments.billNo, carrierId: shipments.carrierId }).from(shipments).where(eq(shipments.id, shipmentId));
  return s ?? null;
}

/** The carrier adapter of `trackingProviders`: bills, bookings and containers; a house bill through its master bill. */
export const dcsaProvider: TrackingProvider = {
  name: 'dcsa',
  async track(db: Db, companyId: number, lookup: TrackingLookup) {
    if (lookup.type === 'hbl') {
      const [h] = await db.select({ shipmentId: houseBills.shipmentId }).from(houseBills).where(and(eq(houseBills.companyId, companyId), eq(houseBills.hblNo, lookup.no)));
      const master = h?.shipmentId ? await billOf(db, h.shipmentId) : null;
      if (!master) return null;
      const ref = await refreshFromCarrier(db, companyId, [{ refType: 'bill', refNo: master.billNo }], master.carrierId);
      if (!ref) return null;
      const found = await builtinProvider.track(db, companyId, lookup);
      return found && { ...found, provider: 'dcsa' };
    }
    let known: number | null = null;
    if (lookup.type === 'container') {
      const [c] = await db
        .select({ carrierId: shipments.carrierId })
        .from(shipmentContainers)
        .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
        .where(and(eq(shipmentContainers.companyId, companyId), eq(shipmentContainers.containerNo, lookup.no)))
        .orderBy(desc(shipments.createdAt))
        .limit(1);
      known = c?.carrierId ?? null;
    } else {
      const [s] = await db.select({ carrierId: shipments.carrierId }).from(shipments).where(and(eq(shipments.companyId, companyId), eq(shipments.billNo, lookup.no)));
      known = s?.carrierId ?? null;
    }
    const asks: Ask[] = lookup.type === 'container' ? [{ refType: 'container', refNo: lookup.no }] : [{ refType: 'bill', refNo: lookup.no }, { refType: 'booking', refNo: lookup.no }];
    const ref = await refreshFromCarrier(db, companyId, asks, known);
    if (!ref?.shipmentId) return null;
    const bill = await billOf(db, ref.shipmentId);
    if (!bill) return null;
    // a booking reference is answered as its bill
    const found = lookup.type === 'container' ? await builtinProvider.track(db, companyId, lookup) : await builtinProvider.track(db, companyId, { type: 'bill', no: bill.billNo });
    return found && { ...found, no: lookup.no, provider: 'dcsa' };
  },
};
