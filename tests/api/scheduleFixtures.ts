// Schedule fixtures: a carrier (shared reference data, reused), ships with unique names, and
// services of one company whose sailings are generated from a given Monday.
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/server/db';
import { carriers, scheduleServices, vessels } from '@/lib/server/db/schema';
import type { RotationCall } from '@/lib/server/db/schema/schedules';
import { generateSailings } from '@/lib/server/scheduleGeneration';
import { bumpScheduleVersion } from '@/lib/server/schedules';
import { businessToday } from '@/lib/businessTime';
import { mondayOf } from '@/lib/schedules/time';
import { createPort } from './helpers';

export const TEST_CARRIERS = [
  { code: 'ZQA1', nameCn: '测试航运甲', nameEn: 'Test Line A', shortName: 'TLA', country: 'CN' },
  { code: 'ZQB2', nameCn: '测试航运乙', nameEn: 'Test Line B', shortName: 'TLB', country: 'CN' },
] as const;

export async function testCarriers(): Promise<Record<string, number>> {
  const db = await getDb();
  await db.insert(carriers).values([...TEST_CARRIERS]).onConflictDoNothing({ target: carriers.code });
  const rows = await db.select({ id: carriers.id, code: carriers.code }).from(carriers);
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

const PORTS: Record<string, [string, string, string, boolean]> = {
  CNSHA: ['上海', 'Shanghai', 'CN', true],
  CNNGB: ['宁波', 'Ningbo', 'CN', true],
  CNXMN: ['厦门', 'Xiamen', 'CN', true],
  SGSIN: ['新加坡', 'Singapore', 'SG', false],
  NLRTM: ['鹿特丹', 'Rotterdam', 'NL', false],
  DEHAM: ['汉堡', 'Hamburg', 'DE', false],
};

export type ServiceSpec = { carrier: string; code: string; weekday: number; startHour?: number; rotation: RotationCall[]; trade?: string; ships?: number };

/** Ports of PORTS for the company, then its services and their sailings from this week's Monday for `weeks` weeks. */
export async function scheduleWorld(companyId: number, services: ServiceSpec[], weeks = 8): Promise<{ monday: Date; ports: Record<string, number> }> {
  const db = await getDb();
  const ids = await testCarriers();
  const ports: Record<string, number> = {};
  for (const [code, [nameCn, nameEn, cc, origin]] of Object.entries(PORTS)) {
    ports[code] = (await createPort(companyId, { code, nameCn, nameEn, countryCode: cc, isOrigin: origin, isDestination: !origin, rank: origin ? 100 : 50 })).id;
  }
  for (const s of services) {
    const fleet = [];
    for (let i = 0; i < (s.ships ?? 3); i++) {
      const [v] = await db.insert(vessels).values({ name: `TEST ${s.code} ${randomBytes(4).toString('hex').toUpperCase()}`, carrierId: ids[s.carrier]! }).returning({ id: vessels.id });
      fleet.push(v!.id);
    }
    await db.insert(scheduleServices).values({
      companyId,
      carrierId: ids[s.carrier]!,
      code: s.code,
      nameCn: `${s.code} 线`,
      nameEn: `${s.code} loop`,
      trade: s.trade ?? 'north-europe',
      weekday: s.weekday,
      startHour: s.startHour ?? 6,
      rotation: s.rotation,
      fleet,
      epoch: '2026-01-05',
    });
  }
  const monday = mondayOf(businessToday());
  await generateSailings(db, companyId, { fromMonday: monday, weeks });
  await bumpScheduleVersion(db, companyId);
  return { monday, ports };
}

export const call = (port: string, arriveHour: number, stayHours: number): RotationCall => ({ port, arriveHour, stayHours });
