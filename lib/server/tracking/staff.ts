import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffEventsInput, staffShipmentInput } from '../../contracts/tracking';
import { normalizeContainerNo } from '../../tracking/iso6346';
import type { Db } from '../db';
import { carriers, shipmentContainers, shipments, trackingEvents } from '../db/schema';
import { ApiError } from '../errors';
import { enqueueJob } from '../jobs/runner';

/** Creates or updates a bill and adds the containers it does not list yet. Answers the shipment id. */
export async function saveShipment(db: Db, companyId: number, input: z.output<typeof staffShipmentInput>): Promise<number> {
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, input.carrier));
  if (!carrier) throw new ApiError(422, 'trackingUnknownCarrier');
  return db.transaction(async (tx) => {
    const values = { companyId, billNo: input.billNo, carrierId: carrier.id, vessel: input.vessel, voyage: input.voyage, pol: input.pol, pod: input.pod, mode: input.mode, updatedAt: new Date() };
    const [row] = await tx
      .insert(shipments)
      .values(values)
      .onConflictDoUpdate({ target: [shipments.companyId, shipments.billNo], set: values })
      .returning({ id: shipments.id });
    if (!row) throw new Error('shipment write returned nothing');
    if (input.containers.length) {
      await tx
        .insert(shipmentContainers)
        .values(input.containers.map((c) => ({ companyId, shipmentId: row.id, containerNo: normalizeContainerNo(c.containerNo), sizeType: c.sizeType, seal: c.seal ?? '' })))
        .onConflictDoNothing();
    }
    return row.id;
  });
}

/**
 * Adds events to a bill of this company (staff entries and imports alike). An event already
 * stored (same container, kind, place and time) is ignored, so an import can be sent again.
 * Subscribers are told by the `tracking.notify` job, queued in the same transaction.
 */
export async function addTrackingEvents(db: Db, companyId: number, input: z.output<typeof staffEventsInput>): Promise<{ added: number; ignored: number }> {
  const [shipment] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.companyId, companyId), eq(shipments.billNo, input.billNo)));
  if (!shipment) throw new ApiError(404, 'trackingNotFound');
  const listed = new Set(
    (await db.select({ no: shipmentContainers.containerNo }).from(shipmentContainers).where(eq(shipmentContainers.shipmentId, shipment.id))).map((r) => r.no),
  );
  const rows = input.events.map((e) => {
    const containerNo = e.containerNo ? normalizeContainerNo(e.containerNo) : '';
    if (containerNo && !listed.has(containerNo)) throw new ApiError(422, 'trackingContainerNotOnBill', '0', { values: { containerNo } });
    const time = e.time.length === 16 ? `${e.time}:00` : e.time;
    return {
      companyId,
      shipmentId: shipment.id,
      containerNo,
      kind: e.kind,
      location: e.location,
      facility: e.facility ?? '',
      occurredAt: new Date(`${time.replace(' ', 'T')}Z`),
      vessel: e.vessel ?? '',
      voyage: e.voyage ?? '',
      source: input.source,
    };
  });
  return db.transaction(async (tx) => {
    const added = await tx.insert(trackingEvents).values(rows).onConflictDoNothing().returning({ id: trackingEvents.id });
    if (added.length) {
      await tx.update(shipments).set({ updatedAt: sql`now()` }).where(eq(shipments.id, shipment.id));
      await enqueueJob(tx, 'tracking.notify', { companyId });
    }
    return { added: added.length, ignored: rows.length - added.length };
  });
}
