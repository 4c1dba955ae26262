import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { MappedShipment } from '../../../dcsa/tnt/map';
import type { Db } from '../../db';
import { shipmentContainers, shipments, trackingEvents } from '../../db/schema';

/** A naive local time ('YYYY-MM-DD HH:mm:ss') as the timestamp column stores it. */
const naive = (t: string) => new Date(`${t.replace(' ', 'T')}Z`);

/**
 * Stores what a carrier reported for a bill under the company's shipment of that bill (created
 * when new): its containers, the events that happened (each once, like a staff import), and the
 * carrier's current plan and estimate of what is to come (a newer one replaces the older one of
 * the same event, container and place). Events staff entered stay as they are. Answers the bill's id.
 */
export async function storeCarrierShipment(tx: Db, companyId: number, carrierId: number, m: MappedShipment): Promise<number> {
  const now = new Date();
  const [row] = await tx
    .insert(shipments)
    .values({ companyId, billNo: m.billNo, carrierId, vessel: m.vessel, voyage: m.voyage, pol: m.pol, pod: m.pod, updatedAt: now })
    .onConflictDoUpdate({
      target: [shipments.companyId, shipments.billNo],
      set: {
        carrierId,
        // what the carrier did not say is kept
        vessel: m.vessel ? m.vessel : sql`${shipments.vessel}`,
        voyage: m.voyage ? m.voyage : sql`${shipments.voyage}`,
        pol: m.pol ? m.pol : sql`${shipments.pol}`,
        pod: m.pod ? m.pod : sql`${shipments.pod}`,
        updatedAt: now,
      },
    })
    .returning({ id: shipments.id });
  if (!row) throw new Error('shipment upsert returned nothing');
  const shipmentId = row.id;
  if (m.containers.length) {
    await tx
      .insert(shipmentContainers)
      .values(m.containers.map((c) => ({ companyId, shipmentId, containerNo: c.containerNo, sizeType: c.sizeType })))
      .onConflictDoNothing();
  }
  const values = (list: MappedShipment['events']) =>
    list.map((e) => ({ companyId, shipmentId, containerNo: e.containerNo, kind: e.kind, location: e.location, facility: e.facility, occurredAt: naive(e.time), vessel: e.vessel, voyage: e.voyage, source: 'carrier', classifier: e.classifier }));
  const happened = m.events.filter((e) => e.classifier === 'ACT');
  // one plan and one estimate per event, container and place: the last the carrier gave
  const expected = [...new Map(m.events.filter((e) => e.classifier !== 'ACT').map((e) => [`${e.classifier}|${e.kind}|${e.containerNo}|${e.location}`, e])).values()];
  if (happened.length) await tx.insert(trackingEvents).values(values(happened)).onConflictDoNothing();
  for (const e of expected) {
    await tx
      .delete(trackingEvents)
      .where(
        and(
          eq(trackingEvents.shipmentId, shipmentId),
          eq(trackingEvents.source, 'carrier'),
          eq(trackingEvents.classifier, e.classifier),
          eq(trackingEvents.containerNo, e.containerNo),
          eq(trackingEvents.kind, e.kind),
          eq(trackingEvents.location, e.location),
        ),
      );
  }
  if (expected.length) await tx.insert(trackingEvents).values(values(expected)).onConflictDoNothing();
  return shipmentId;
}
