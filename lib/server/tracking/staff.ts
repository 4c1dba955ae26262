import 'server-only';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffMilestonesInput, TrackingResult, TrackingType, staffEventsInput, staffMilestonesInput, staffShipmentInput } from '../../contracts/tracking';
import { ymdhms } from '../../schedules/time';
import { looksLikeContainerNo, normalizeContainerNo } from '../../tracking/iso6346';
import { audit, type Actor } from '../audit';
import type { Db } from '../db';
import { carriers, houseBillMilestones, houseBills, shipmentContainers, shipments, trackingEvents } from '../db/schema';
import { builtinProvider } from './builtin';
import { ApiError } from '../errors';
import { enqueueJob } from '../jobs/runner';

/** Creates or updates a bill and adds the containers it does not list yet. Answers the shipment id. */
export async function saveShipment(db: Db, actor: Actor, input: z.output<typeof staffShipmentInput>): Promise<number> {
  const companyId = actor.companyId;
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.code, input.carrier));
  if (!carrier) throw new ApiError(422, 'trackingUnknownCarrier');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shipments).where(and(eq(shipments.companyId, companyId), eq(shipments.billNo, input.billNo))).for('update');
    const beforeContainers = before ? await containersOf(tx, before.id) : [];
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
    const [after] = await tx.select().from(shipments).where(eq(shipments.id, row.id));
    await audit(tx, actor, {
      action: before ? 'shipment.update' : 'shipment.create',
      entity: 'shipment',
      entityId: row.id,
      summary: input.billNo,
      before: before ? { ...shipmentAudit(before), containers: beforeContainers } : null,
      after: after ? { ...shipmentAudit(after), containers: await containersOf(tx, row.id) } : null,
    });
    return row.id;
  });
}

const shipmentAudit = (s: typeof shipments.$inferSelect) => ({ billNo: s.billNo, carrierId: s.carrierId, vessel: s.vessel, voyage: s.voyage, pol: s.pol, pod: s.pod, mode: s.mode });
const containersOf = async (db: Db, shipmentId: number) =>
  (await db.select({ no: shipmentContainers.containerNo }).from(shipmentContainers).where(eq(shipmentContainers.shipmentId, shipmentId)).orderBy(asc(shipmentContainers.containerNo))).map((r) => r.no);
const eventCount = async (db: Db, shipmentId: number) => (await db.select({ n: count() }).from(trackingEvents).where(eq(trackingEvents.shipmentId, shipmentId)))[0]?.n ?? 0;

/**
 * Adds events to a bill of this company (staff entries and imports alike). An event already
 * stored (same container, kind, place and time) is ignored, so an import can be sent again.
 * Subscribers are told by the `tracking.notify` job, queued in the same transaction.
 */
export async function addTrackingEvents(db: Db, actor: Actor, input: z.output<typeof staffEventsInput>): Promise<{ added: number; ignored: number }> {
  const companyId = actor.companyId;
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
    const countBefore = await eventCount(tx, shipment.id);
    const added = await tx.insert(trackingEvents).values(rows).onConflictDoNothing().returning({ id: trackingEvents.id });
    if (added.length) {
      await tx.update(shipments).set({ updatedAt: sql`now()` }).where(eq(shipments.id, shipment.id));
      await enqueueJob(tx, 'tracking.notify', { companyId });
    }
    const addedRows = added.length
      ? await tx
          .select({ containerNo: trackingEvents.containerNo, kind: trackingEvents.kind, location: trackingEvents.location, facility: trackingEvents.facility, occurredAt: trackingEvents.occurredAt })
          .from(trackingEvents)
          .where(inArray(trackingEvents.id, added.map((a) => a.id)))
      : [];
    await audit(tx, actor, {
      action: input.source === 'import' ? 'trackingEvents.import' : 'trackingEvents.add',
      entity: 'shipment',
      entityId: shipment.id,
      summary: `${input.billNo}: +${added.length}${rows.length > added.length ? ` (${rows.length - added.length} =)` : ''}`,
      before: { billNo: input.billNo, events: countBefore },
      after: { billNo: input.billNo, events: countBefore + added.length, added: addedRows.map((r) => ({ ...r, occurredAt: ymdhms(r.occurredAt) })) },
    });
    return { added: added.length, ignored: rows.length - added.length };
  });
}

/**
 * A bill, container or house bill of this company as staff see it: the portal's own data only (an
 * external carrier's answer is nothing staff can add to). `auto` tries a container when the number
 * looks like one, else a bill, then a house bill.
 */
export async function staffLookup(db: Db, companyId: number, q: { type: TrackingType | 'auto'; no: string }): Promise<TrackingResult> {
  const no = normalizeContainerNo(q.no);
  const tries: TrackingType[] = q.type !== 'auto' ? [q.type] : looksLikeContainerNo(no) ? ['container'] : ['bill', 'hbl'];
  for (const type of tries) {
    const found = await builtinProvider.track(db, companyId, { type, no });
    if (found) return { ...found, subscribeTime: null, subscribePending: false };
  }
  throw new ApiError(404, 'trackingNotFound');
}

/**
 * Records a house bill's own consolidation milestones as happened (actual time, and the place when
 * given); a milestone recorded again moves to the new time. Subscribers are told by the job runner.
 */
export async function saveMilestones(db: Db, actor: Actor, input: z.output<typeof staffMilestonesInput>): Promise<{ saved: number }> {
  const [h] = await db.select().from(houseBills).where(and(eq(houseBills.companyId, actor.companyId), eq(houseBills.hblNo, input.hblNo)));
  if (!h) throw new ApiError(404, 'trackingNotFound');
  return db.transaction(async (tx) => {
    const view = (r: typeof houseBillMilestones.$inferSelect) => ({ kind: r.kind, location: r.location, facility: r.facility, actual: r.actualAt ? ymdhms(r.actualAt) : null });
    const before = (await tx.select().from(houseBillMilestones).where(eq(houseBillMilestones.houseBillId, h.id)).orderBy(asc(houseBillMilestones.kind))).map(view);
    // one write per kind: the last one given wins
    const byKind = new Map(input.milestones.map((m) => [m.kind, m]));
    for (const m of byKind.values()) {
      const time = m.time.length === 16 ? `${m.time}:00` : m.time;
      const actualAt = new Date(`${time.replace(' ', 'T')}Z`);
      const set = { actualAt, ...(m.location ? { location: m.location } : {}), ...(m.facility !== undefined ? { facility: m.facility } : {}) };
      await tx
        .insert(houseBillMilestones)
        .values({ houseBillId: h.id, kind: m.kind, location: m.location ?? '', facility: m.facility ?? '', actualAt })
        .onConflictDoUpdate({ target: [houseBillMilestones.houseBillId, houseBillMilestones.kind], set });
    }
    await tx.update(houseBills).set({ updatedAt: new Date() }).where(eq(houseBills.id, h.id));
    await enqueueJob(tx, 'tracking.notify', { companyId: actor.companyId });
    const after = (await tx.select().from(houseBillMilestones).where(eq(houseBillMilestones.houseBillId, h.id)).orderBy(asc(houseBillMilestones.kind))).map(view);
    await audit(tx, actor, {
      action: 'houseBill.milestones',
      entity: 'house_bill',
      entityId: h.id,
      summary: `${h.hblNo}: ${[...byKind.keys()].join(', ')}`,
      before: { hblNo: h.hblNo, milestones: before },
      after: { hblNo: h.hblNo, milestones: after },
    });
    return { saved: byKind.size };
  });
}

export type { StaffMilestonesInput };
