// No 'server-only' here: the seed (scripts run by tsx) generates sailings with it too.
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { businessToday } from '../businessTime';
import { DAY_MS, HOUR_MS, mondayOf, ymd } from '../schedules/time';
import type { Db } from './db';
import { ports, sailingCalls, sailings, scheduleServices, scheduleVersions } from './db/schema';
import type { RotationCall } from './db/schema/schedules';

/** Weeks of sailings kept ahead of today (a year, what the schedule search covers). */
export const HORIZON_WEEKS = 53;
/** Weeks before this one generated too, so cargo that sailed recently still finds its voyage. */
export const PAST_WEEKS = 2;
/** The container-yard cutoff: this many hours before the vessel's departure from the port. */
export const CUTOFF_HOURS = 36;

type Service = typeof scheduleServices.$inferSelect;

/** A small deterministic delay (0–12 h) of a week's voyage after its first two calls: ships rarely keep every hour of a pro-forma. */
function drift(serviceId: number, week: number): number {
  const h = Math.imul(serviceId * 2654435761 + week * 40503, 2246822519) >>> 0;
  return ((h >>> 7) % 4) * 4;
}

/** The dated calls of one week's voyage of a service (naive port-local times). */
export function voyageCalls(service: Pick<Service, 'id' | 'weekday' | 'startHour' | 'rotation'>, monday: Date, weekNo: number) {
  const anchor = monday.getTime() + (service.weekday - 1) * DAY_MS + service.startHour * HOUR_MS;
  const late = drift(service.id, weekNo);
  return (service.rotation as RotationCall[]).map((c, i) => {
    const eta = anchor + (c.arriveHour + (i >= 2 ? late : 0)) * HOUR_MS;
    const etd = eta + c.stayHours * HOUR_MS;
    const cutoff = Math.floor((etd - CUTOFF_HOURS * HOUR_MS) / HOUR_MS) * HOUR_MS;
    return { port: c.port, terminal: c.terminal ?? '', eta: new Date(eta), etd: new Date(etd), cutoff: new Date(cutoff) };
  });
}

/** Week number of a Monday counted from the service's epoch (voyage numbers and the fleet's turns follow it). */
function weekNumber(epoch: string, monday: Date): number {
  return Math.round((monday.getTime() - new Date(`${epoch}T00:00:00Z`).getTime()) / (7 * DAY_MS));
}

export function voyageOf(service: Pick<Service, 'fleet' | 'voyageBase' | 'bound'>, weekNo: number): { vesselId: number; voyage: string } {
  const fleet = service.fleet as number[];
  const n = fleet.length;
  const turn = ((weekNo % n) + n) % n;
  const round = Math.floor(weekNo / n);
  return { vesselId: fleet[turn]!, voyage: `${String(service.voyageBase + round).padStart(3, '0')}${service.bound}` };
}

/**
 * Creates the dated sailings of a company's active services for the weeks from `fromMonday` on,
 * `weeks` of them, leaving weeks that already have their sailing untouched (so re-runs add only
 * what is missing, and a sailing staff changed or cancelled stays as it is). Bumps the schedule
 * version when anything was added. Answers how many sailings were created.
 */
export async function generateSailings(db: Db, companyId: number, opts: { fromMonday?: Date; weeks?: number } = {}): Promise<number> {
  const fromMonday = opts.fromMonday ?? new Date(mondayOf(businessToday()).getTime() - PAST_WEEKS * 7 * DAY_MS);
  const weeks = opts.weeks ?? HORIZON_WEEKS + PAST_WEEKS;
  // a carrier's service (DCSA schedules) has no pro-forma rotation: its sailings come from the carrier
  const services = await db.select().from(scheduleServices).where(and(eq(scheduleServices.companyId, companyId), eq(scheduleServices.active, 1), eq(scheduleServices.source, 'staff')));
  if (!services.length) return 0;
  const portIds = new Map(
    (await db.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, companyId))).map((p) => [p.code, p.id]),
  );
  const lastMonday = new Date(fromMonday.getTime() + (weeks - 1) * 7 * DAY_MS);
  const existing = await db
    .select({ serviceId: sailings.serviceId, week: sailings.week })
    .from(sailings)
    .where(and(inArray(sailings.serviceId, services.map((s) => s.id)), gte(sailings.week, ymd(fromMonday)), lte(sailings.week, ymd(lastMonday))));
  const have = new Set(existing.map((e) => `${e.serviceId}|${e.week}`));
  let created = 0;
  for (const service of services) {
    const rotation = service.rotation as RotationCall[];
    if (rotation.some((c) => !portIds.has(c.port))) continue; // a port the company does not offer
    const heads: (typeof sailings.$inferInsert)[] = [];
    const callsByWeek: ReturnType<typeof voyageCalls>[] = [];
    for (let w = 0; w < weeks; w++) {
      const monday = new Date(fromMonday.getTime() + w * 7 * DAY_MS);
      const week = ymd(monday);
      if (have.has(`${service.id}|${week}`)) continue;
      const weekNo = weekNumber(service.epoch, monday);
      heads.push({ companyId, serviceId: service.id, week, ...voyageOf(service, weekNo) });
      callsByWeek.push(voyageCalls(service, monday, weekNo));
    }
    for (let i = 0; i < heads.length; i += 100) {
      const inserted = await db
        .insert(sailings)
        .values(heads.slice(i, i + 100))
        .onConflictDoNothing({ target: [sailings.serviceId, sailings.week], where: isNull(sailings.sourceConnectionId) })
        .returning({ id: sailings.id, week: sailings.week });
      const rows = inserted.flatMap((h) => {
        const k = heads.findIndex((x) => x.week === h.week);
        return (callsByWeek[k] ?? []).map((c, seq) => ({ sailingId: h.id, seq: seq + 1, portId: portIds.get(c.port)!, terminal: c.terminal, eta: c.eta, etd: c.etd, cutoff: c.cutoff }));
      });
      for (let j = 0; j < rows.length; j += 500) await db.insert(sailingCalls).values(rows.slice(j, j + 500));
      created += inserted.length;
    }
  }
  if (created) await bumpVersion(db, companyId);
  return created;
}

/** Moves the company's schedule version on: every instance's sailing index rebuilds within a second. */
export async function bumpVersion(db: Db, companyId: number): Promise<void> {
  await db
    .insert(scheduleVersions)
    .values({ companyId, version: 1 })
    .onConflictDoUpdate({ target: scheduleVersions.companyId, set: { version: sql`${scheduleVersions.version} + 1` } });
}

/** The `schedules.generate` job: keeps every company's sailings a year ahead. */
export async function rollSchedules(db: Db): Promise<number> {
  const companies = await db.selectDistinct({ id: scheduleServices.companyId }).from(scheduleServices).where(and(eq(scheduleServices.active, 1), eq(scheduleServices.source, 'staff')));
  let n = 0;
  for (const c of companies) n += await generateSailings(db, c.id);
  return n;
}
