import 'server-only';
import { asc } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from './db';
import { carriers } from './db/schema';

export const CARRIERS_TAG = 'carriers';

export type CarrierTile = { id: number; code: string; nameCn: string; nameEn: string; shortName: string; alliance: string };

async function loadCarriers(): Promise<CarrierTile[]> {
  const db = await getDb();
  return db
    .select({
      id: carriers.id,
      code: carriers.code,
      nameCn: carriers.nameCn,
      nameEn: carriers.nameEn,
      shortName: carriers.shortName,
      alliance: carriers.alliance,
    })
    .from(carriers)
    .orderBy(asc(carriers.id));
}

/** Ocean carriers (reference data shared by every company), in seed order: the biggest first. */
export function listCarriers(limit?: number): Promise<CarrierTile[]> {
  return unstable_cache(loadCarriers, ['carriers'], { tags: [CARRIERS_TAG], revalidate: 86_400 })().then((rows) =>
    limit === undefined ? rows : rows.slice(0, limit),
  );
}
