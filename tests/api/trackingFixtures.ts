// Tracking fixtures for the matrix and property tests: the seed's sample shipments in a company.
import { getDb } from '@/lib/server/db';
import { TRACKING_SAMPLES, seedTracking } from '@/lib/server/db/seed/trackingSeed';

export { TRACKING_SAMPLES };

const seeded = new Set<number>();

/** Seeds the sample shipments into a company once per file run (the seed skips what exists anyway). */
export async function trackingSamples(companyId: number): Promise<typeof TRACKING_SAMPLES> {
  if (!seeded.has(companyId)) {
    await seedTracking(await getDb(), companyId);
    seeded.add(companyId);
  }
  return TRACKING_SAMPLES;
}

let minute = 0;
/** An event not stored yet (a new minute each call), for the staff events route. */
export function newEvent() {
  minute++;
  const hh = String(Math.floor(minute / 60) % 24).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return { kind: 'arrived', location: 'NLRTM', time: `2026-10-01 ${hh}:${mm}:00` };
}

/** A bill only this company has (no other company can know its number). */
export async function ownBill(companyId: number): Promise<string> {
  const { shipments } = await import('@/lib/server/db/schema');
  const billNo = `OWN${companyId}X${Date.now().toString(36).toUpperCase()}${++minute}`;
  await (await getDb()).insert(shipments).values({ companyId, billNo, pol: 'CNSHA', pod: 'NLRTM' });
  return billNo;
}

/**
 * A tracking subscription of a fresh user of this company, to a bill of its own, for an address that
 * is not the user's: unconfirmed, with the token of the confirmation link mailed to that address.
 */
export async function trackingConfirmLink(c: { id: number; domains: string[] }): Promise<{ id: number; token: string }> {
  const { POST: subscribe } = await import('@/app/api/webtracking/subscribe/route');
  const { newEmail, lastMessage } = await import('./accountFixtures');
  const { userWithSession } = await import('./authzFixtures');
  const { call } = await import('./helpers');
  const email = newEmail();
  const res = await call<{ data?: { id?: number } }>(subscribe, {
    host: c.domains[0]!,
    cookies: { author: (await userWithSession(c.id)).token },
    body: { type: 'bill', no: await ownBill(c.id), email },
  });
  const id = res.json.data?.id;
  if (res.status !== 200 || typeof id !== 'number') throw new Error(`tracking confirm fixture: ${res.status} ${JSON.stringify(res.json)}`);
  const token = (await lastMessage(c.id, email))?.body.match(/[?&]confirm=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('tracking confirm fixture: no confirmation link mailed');
  return { id, token };
}

/** Whether a tracking subscription's address is confirmed. */
export async function trackingConfirmed(id: number): Promise<boolean> {
  const { trackingSubscriptions } = await import('@/lib/server/db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await (await getDb()).select({ at: trackingSubscriptions.confirmedAt }).from(trackingSubscriptions).where(eq(trackingSubscriptions.id, id));
  return !!row?.at;
}
