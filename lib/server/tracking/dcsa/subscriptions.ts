import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { normalizeTntEvent, type TntEvent } from '../../../dcsa/tnt/events';
import { mapTntEvents, TNT_QUERY_PARAM, type TntRefType } from '../../../dcsa/tnt/map';
import { validateTntNotification } from '../../../dcsa/tnt/validator';
import { canStoreSecrets, encryptSecret, readSecret } from '../../carriers/secrets';
import type { Db } from '../../db';
import { carrierPushReceipts, carrierTrackingRefs, houseBills, shipmentContainers, shipments, trackingSubscriptions } from '../../db/schema';
import { enqueueJob } from '../../jobs/runner';
import { log } from '../../log';
import { tntEndpointSource } from '../carrierEndpoints';
import { mailOrigin } from '../notify';
import { createTntSubscription, deleteTntSubscription, describeFailure } from './client';
import { storeCarrierShipment } from './store';

/*
 * Carrier event subscriptions (DCSA TNT push). While users of a company follow a bill, container
 * or house bill whose events come from a carrier, the portal holds one subscription at that
 * carrier for the bill, with a secret of its own (stored encrypted); the carrier pushes new events
 * to the callback, which believes a push only with a valid Notification-Signature (HMAC-SHA256 of
 * the exact body under the secret) and takes each push once. A bill nobody follows any more has
 * its subscription deleted. The `tracking.carrierSubscriptions` job keeps this in step (every
 * 10 minutes, and right after a user subscribes).
 */

export { CARRIER_SUBSCRIPTIONS_JOB } from './jobNames';
/** The path of the callback under the site's origin. */
export const TNT_CALLBACK_PATH = '/api/dcsaTnt/notify';

type Ref = typeof carrierTrackingRefs.$inferSelect;

/** The bills (shipment ids) users of the company follow: confirmed, unpaused subscriptions to the bill, one of its containers or a house bill stuffed into it. */
async function followedShipments(db: Db, companyId: number): Promise<Set<number>> {
  const subs = await db
    .select({ refType: trackingSubscriptions.refType, refNo: trackingSubscriptions.refNo })
    .from(trackingSubscriptions)
    .where(and(eq(trackingSubscriptions.companyId, companyId), isNotNull(trackingSubscriptions.confirmedAt), isNull(trackingSubscriptions.pausedAt)));
  const nos = (type: string) => [...new Set(subs.filter((s) => s.refType === type).map((s) => s.refNo))];
  const ids = new Set<number>();
  const bills = nos('bill');
  if (bills.length) for (const r of await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.companyId, companyId), inArray(shipments.billNo, bills)))) ids.add(r.id);
  const boxes = nos('container');
  if (boxes.length) {
    const rows = await db
      .select({ id: shipments.id, containerNo: shipmentContainers.containerNo })
      .from(shipmentContainers)
      .innerJoin(shipments, eq(shipments.id, shipmentContainers.shipmentId))
      .where(and(eq(shipmentContainers.companyId, companyId), inArray(shipmentContainers.containerNo, boxes)))
      .orderBy(desc(shipments.createdAt), desc(shipments.id));
    // a container's latest bill is the one tracked
    const seen = new Set<string>();
    for (const r of rows) {
      if (seen.has(r.containerNo)) continue;
      seen.add(r.containerNo);
      ids.add(r.id);
    }
  }
  const hbls = nos('hbl');
  if (hbls.length) for (const r of await db.select({ id: houseBills.shipmentId }).from(houseBills).where(and(eq(houseBills.companyId, companyId), inArray(houseBills.hblNo, hbls)))) if (r.id) ids.add(r.id);
  // bookings: a subscription by booking reference is stored under the number typed (a bill ref of that name)
  if (bills.length) {
    for (const r of await db.select({ id: carrierTrackingRefs.shipmentId }).from(carrierTrackingRefs).where(and(eq(carrierTrackingRefs.companyId, companyId), inArray(carrierTrackingRefs.refNo, bills)))) if (r.id) ids.add(r.id);
  }
  return ids;
}

const RANK: Record<string, number> = { bill: 0, booking: 1, container: 2 };

/**
 * Subscribes at the carrier the bills users follow and unsubscribes the ones nobody follows any more
 * (one subscription per bill: by its bill number when the carrier answered it so, else by the ref it
 * knows). Answers how many subscriptions were created or deleted.
 */
export async function syncCarrierSubscriptions(db: Db, opts: { companyId?: number } = {}): Promise<number> {
  const refs = await db
    .select()
    .from(carrierTrackingRefs)
    .where(opts.companyId ? eq(carrierTrackingRefs.companyId, opts.companyId) : undefined)
    .orderBy(carrierTrackingRefs.id);
  let changed = 0;
  for (const companyId of [...new Set(refs.map((r) => r.companyId))]) {
    const mine = refs.filter((r) => r.companyId === companyId);
    const followed = await followedShipments(db, companyId);
    const keep = new Set<number>();
    for (const shipmentId of followed) {
      const ref = mine.filter((r) => r.shipmentId === shipmentId).sort((a, b) => Number(!!b.subscriptionId) - Number(!!a.subscriptionId) || RANK[a.refType]! - RANK[b.refType]!)[0];
      if (ref) keep.add(ref.id);
    }
    const endpoints = await tntEndpointSource.endpoints(db, companyId);
    for (const ref of mine) {
      const endpoint = endpoints.find((e) => e.connectionId === ref.connectionId);
      try {
        if (keep.has(ref.id) && !ref.subscriptionId && endpoint) changed += await subscribe(db, ref, endpoint);
        else if (!keep.has(ref.id) && ref.subscriptionId) changed += await unsubscribe(db, ref, endpoint ?? null);
      } catch (error) {
        log.warn('tracking.carrierSubscription', { ref: ref.id, error });
      }
    }
  }
  return changed;
}

async function subscribe(db: Db, ref: Ref, endpoint: Parameters<typeof createTntSubscription>[0]): Promise<number> {
  if (!canStoreSecrets()) {
    log.warn('tracking.carrierSubscription', { ref: ref.id, skipped: 'CARRIER_SECRET_KEY is not set: no subscription secret can be stored' });
    return 0;
  }
  const secret = randomBytes(32).toString('base64');
  const callbackUrl = `${await mailOrigin(db, ref.companyId)}${TNT_CALLBACK_PATH}`;
  const made = await createTntSubscription(endpoint, { callbackUrl, secret, param: TNT_QUERY_PARAM[ref.refType as TntRefType], value: ref.refNo });
  if (!made.ok) {
    log.warn('tracking.carrierSubscription', { ref: ref.id, failure: describeFailure(made.failure) });
    return 0;
  }
  await db.update(carrierTrackingRefs).set({ subscriptionId: made.value, subscriptionSecret: encryptSecret(secret), subscribedAt: new Date() }).where(eq(carrierTrackingRefs.id, ref.id));
  return 1;
}

async function unsubscribe(db: Db, ref: Ref, endpoint: Parameters<typeof deleteTntSubscription>[0] | null): Promise<number> {
  if (endpoint) {
    const gone = await deleteTntSubscription(endpoint, ref.subscriptionId!);
    if (!gone.ok) {
      log.warn('tracking.carrierSubscription', { ref: ref.id, failure: describeFailure(gone.failure) });
      return 0;
    }
  }
  // a connection that was removed cannot be told; its pushes are refused from now on
  await db.update(carrierTrackingRefs).set({ subscriptionId: null, subscriptionSecret: null, subscribedAt: null }).where(eq(carrierTrackingRefs.id, ref.id));
  return 1;
}

/** What the callback answers: 204 taken, 401 not believed (forged, unknown or replayed), 400 a signed body the standard refuses. */
export type PushOutcome = { status: 204 | 400 | 401; reason: string };

/** Whether a Notification-Signature (`sha256=<hex>`) is the HMAC-SHA256 of the body under the secret (base64). */
export function signatureValid(header: string | null, body: string, secret: string): boolean {
  const m = /^\s*sha256=([0-9a-fA-F]{64})\s*$/.exec(header ?? '');
  if (!m) return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'base64')).update(body, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(m[1]!, 'hex'));
}

/**
 * A push of a carrier subscription (POST /api/dcsaTnt/notify). Believed only when the
 * Subscription-ID is one of ours and the signature is right; taken once (the same body again is a
 * replay: 401); its events are stored like a lookup's, in one transaction with the receipt and the
 * `tracking.notify` job that mails them (and any delay they cause) to the bill's followers.
 */
export async function receiveTntPush(db: Db, headers: { subscriptionId: string | null; signature: string | null }, body: string, now = new Date()): Promise<PushOutcome> {
  if (!headers.subscriptionId) return { status: 401, reason: 'no Subscription-ID' };
  const [ref] = await db.select().from(carrierTrackingRefs).where(eq(carrierTrackingRefs.subscriptionId, headers.subscriptionId));
  const secret = ref?.subscriptionSecret ? readSecret(ref.subscriptionSecret) : null;
  if (!ref || !secret) return { status: 401, reason: 'unknown subscription' };
  if (!signatureValid(headers.signature, body, secret)) return { status: 401, reason: 'signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { status: 400, reason: 'not JSON' };
  }
  const events = Array.isArray(parsed) ? parsed.map(normalizeTntEvent) : parsed;
  const verdict = await validateTntNotification(events);
  if (!verdict.valid) return { status: 400, reason: `invalid: ${verdict.errors.slice(0, 3).join('; ')}` };
  const digest = createHash('sha256').update(body, 'utf8').digest('hex');
  return db.transaction(async (tx) => {
    const taken = await tx.insert(carrierPushReceipts).values({ refId: ref.id, digest }).onConflictDoNothing().returning({ digest: carrierPushReceipts.digest });
    if (!taken.length) return { status: 401 as const, reason: 'replayed' };
    const [bill] = ref.shipmentId ? await tx.select({ billNo: shipments.billNo, pol: shipments.pol, pod: shipments.pod, carrierId: shipments.carrierId }).from(shipments).where(eq(shipments.id, ref.shipmentId)) : [];
    const list = events as TntEvent[];
    if (list.length && bill?.carrierId) {
      const mapped = mapTntEvents(list, { refType: ref.refType as TntRefType, refNo: ref.refNo }, { billNo: bill.billNo, pol: bill.pol, pod: bill.pod });
      const shipmentId = await storeCarrierShipment(tx, ref.companyId, bill.carrierId, mapped);
      await tx.update(carrierTrackingRefs).set({ shipmentId, fetchedAt: now, lastError: '' }).where(eq(carrierTrackingRefs.id, ref.id));
      await enqueueJob(tx, 'tracking.notify', { companyId: ref.companyId });
    }
    return { status: 204 as const, reason: 'taken' };
  });
}

/** How long a push's receipt is kept: the same body sent again within this time is refused as a replay. */
export const PUSH_RECEIPT_DAYS = 90;

/** The daily sweep of push receipts older than PUSH_RECEIPT_DAYS. */
export async function sweepPushReceipts(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(carrierPushReceipts).where(lt(carrierPushReceipts.receivedAt, new Date(now.getTime() - PUSH_RECEIPT_DAYS * 86_400_000))).returning({ digest: carrierPushReceipts.digest });
  return gone.length;
}
