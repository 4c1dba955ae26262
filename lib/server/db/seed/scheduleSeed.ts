import { and, eq } from 'drizzle-orm';
import type { Db } from '..';
import { carriers, ports, scheduleServices, vessels } from '../schema';
import { generateSailings } from '../../scheduleGeneration';
import { SERVICE_EPOCH, SERVICES, VESSELS } from './schedules';

/**
 * Vessels (shared), the company's services whose every port it offers, and a year of dated
 * sailings. Services are matched on (company, carrier, code) and updated when the seed differs;
 * sailings already generated are kept (generateSailings adds only missing weeks).
 */
export async function seedSchedules(tx: Db, companyId: number): Promise<string> {
  const carrierIds = new Map((await tx.select({ id: carriers.id, code: carriers.code }).from(carriers)).map((c) => [c.code, c.id]));
  const known = new Map((await tx.select().from(vessels)).map((v) => [v.name, v]));
  for (const v of VESSELS) {
    const row = { name: v.name, carrierId: carrierIds.get(v.carrier) ?? null, teu: v.teu, flag: v.flag };
    const old = known.get(v.name);
    if (!old) known.set(v.name, (await tx.insert(vessels).values(row).returning())[0]!);
    else if (old.teu !== row.teu || old.flag !== row.flag || old.carrierId !== row.carrierId) await tx.update(vessels).set(row).where(eq(vessels.id, old.id));
  }
  const offered = new Set((await tx.select({ code: ports.code }).from(ports).where(eq(ports.companyId, companyId))).map((p) => p.code));
  let services = 0;
  for (const s of SERVICES) {
    const carrierId = carrierIds.get(s.carrier);
    if (!carrierId) throw new Error(`seed: unknown carrier ${s.carrier}`);
    if (s.rotation.some((c) => !offered.has(c.port))) continue;
    const row = {
      companyId,
      carrierId,
      code: s.code,
      nameCn: s.nameCn,
      nameEn: s.nameEn,
      trade: s.trade,
      bound: s.bound,
      weekday: s.weekday,
      startHour: s.startHour,
      rotation: s.rotation,
      fleet: s.fleet.map((name) => {
        const v = known.get(name);
        if (!v) throw new Error(`seed: unknown vessel ${name}`);
        return v.id;
      }),
      voyageBase: s.voyageBase,
      epoch: SERVICE_EPOCH,
    };
    const [old] = await tx
      .select({ id: scheduleServices.id })
      .from(scheduleServices)
      .where(and(eq(scheduleServices.companyId, companyId), eq(scheduleServices.carrierId, carrierId), eq(scheduleServices.code, s.code)));
    if (old) await tx.update(scheduleServices).set(row).where(eq(scheduleServices.id, old.id));
    else await tx.insert(scheduleServices).values(row);
    services++;
  }
  const sailingsCreated = await generateSailings(tx, companyId);
  return `${services} services, ${sailingsCreated} new sailings`;
}
