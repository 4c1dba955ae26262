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
