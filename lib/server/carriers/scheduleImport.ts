import 'server-only';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { businessToday } from '../../businessTime';
import { DAY_MS, isoWeekday, mondayOf, ymd } from '../../schedules/time';
import type { Db } from '../db';
import { carrierConnections, carriers, ports, rates, routeGroupPorts, routeGroups, sailingCalls, sailings, scheduleServices, vessels } from '../db/schema';
import { log, safeErrorMessage } from '../log';
import { bumpScheduleVersion } from '../schedules';
import { CarrierAuthError } from './connections';
import { fetchLane, type ClientOptions } from './csClient';
import type { CarrierEndpoint } from './types';
import { mergeRoutes, orderedCalls, tradeOf, type Voyage } from './voyages';

/*
 * The schedule import of one carrier connection (Commercial Schedules): every lane of the company
 * (the port pairs of its rates and of its route groups) over the connection's horizon, merged into
 * voyages and written idempotently as the connection's sailings: new voyages are added, changed
 * ones rewritten, unchanged ones left alone, and — when every lane answered — voyages the carrier
 * no longer offers are withdrawn. A lane that fails costs only itself; the company's own sailings
 * are never touched.
 */

export type Lane = { pol: string; pod: string };

export type ImportStats = {
  lanes: number;
  lanesFailed: number;
  requests: number;
  pages: number;
  routes: number;
  invalid: number;
  voyages: number;
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  skippedCalls: number;
  /** write statements sent to the database, and rows they wrote */
  writeStatements: number;
  rowsWritten: number;
  status: 'ok' | 'partial' | 'failed';
  message: string;
};

/** The company's lanes: the port pairs of its sea rates, and its origin ports to the ports of its route groups. */
export async function companyLanes(db: Db, companyId: number): Promise<Lane[]> {
  const pol = sql<string>`pol.code`;
  const pod = sql<string>`pod.code`;
  const [rateLanes, origins, groupPorts] = await Promise.all([
    db
      .selectDistinct({ pol, pod })
      .from(rates)
      .innerJoin(sql`${ports} as pol`, sql`pol.id = ${rates.polId}`)
      .innerJoin(sql`${ports} as pod`, sql`pod.id = ${rates.podId}`)
      .where(and(eq(rates.companyId, companyId), ne(rates.kind, 'air'))),
    db.select({ code: ports.code }).from(ports).where(and(eq(ports.companyId, companyId), eq(ports.isOrigin, true))),
    db
      .selectDistinct({ code: ports.code })
      .from(routeGroupPorts)
      .innerJoin(routeGroups, eq(routeGroups.id, routeGroupPorts.routeGroupId))
      .innerJoin(ports, and(eq(ports.id, routeGroupPorts.portId), eq(ports.companyId, companyId)))
      .where(eq(routeGroups.companyId, companyId)),
  ]);
  const seen = new Map<string, Lane>();
  const add = (l: Lane) => l.pol !== l.pod && seen.set(`${l.pol}-${l.pod}`, l);
  rateLanes.forEach(add);
  for (const o of origins) for (const g of groupPorts) add({ pol: o.code, pod: g.code });
  return [...seen.values()].sort((a, b) => a.pol.localeCompare(b.pol) || a.pod.localeCompare(b.pod));
}

const callsText = (calls: { portId: number; terminal: string; eta: Date; etd: Date; cutoff: Date }[]) =>
  calls.map((c) => `${c.portId}@${c.terminal}@${c.eta.getTime()}@${c.etd.getTime()}@${c.cutoff.getTime()}`).join(';');

export type ImportOptions = { lanes?: Lane[]; today?: Date; now?: Date; client?: ClientOptions };

export async function importSchedules(db: Db, ep: CarrierEndpoint, opts: ImportOptions = {}): Promise<ImportStats> {
  const now = opts.now ?? new Date();
  const today = opts.today ?? businessToday(now);
  const from = ymd(today);
  const to = ymd(new Date(today.getTime() + ep.horizonWeeks * 7 * DAY_MS));
  const lanes = opts.lanes ?? (await companyLanes(db, ep.companyId));
  const stats: ImportStats = { lanes: lanes.length, lanesFailed: 0, requests: 0, pages: 0, routes: 0, invalid: 0, voyages: 0, created: 0, updated: 0, unchanged: 0, withdrawn: 0, skippedCalls: 0, writeStatements: 0, rowsWritten: 0, status: 'ok', message: '' };
  const [carrier] = await db.select({ code: carriers.code }).from(carriers).where(eq(carriers.id, ep.carrierId));
  const voyages = new Map<string, Voyage>();
  const merge = { legs: 0, skippedLegs: 0 };
  const failures: string[] = [];
  for (const lane of lanes) {
    try {
      const r = await fetchLane(ep, { ...lane, from, to }, opts.client);
      stats.requests += r.requests;
      stats.pages += r.pages;
      stats.routes += r.routes.length;
      stats.invalid += r.invalid;
      mergeRoutes(voyages, r.routes, carrier?.code ?? '', merge);
    } catch (error) {
      stats.lanesFailed++;
      failures.push(`${lane.pol}-${lane.pod}: ${safeErrorMessage(error)}`);
      log.warn('carrier.lane.failed', { connectionId: ep.connectionId, lane: `${lane.pol}-${lane.pod}`, error });
      // refused credentials fail every lane alike: stop asking
      if (error instanceof CarrierAuthError) {
        stats.lanesFailed = lanes.length;
        break;
      }
    }
  }
  stats.voyages = voyages.size;
  const complete = stats.lanesFailed === 0;
  stats.status = complete ? 'ok' : stats.lanesFailed < lanes.length ? 'partial' : 'failed';

  if (stats.status !== 'failed') await writeVoyages(db, ep, voyages, { today, now, withdraw: complete }, stats);
  stats.message = [
    `${stats.lanes - stats.lanesFailed}/${stats.lanes} lanes, ${stats.routes} routings, ${stats.voyages} voyages: +${stats.created} ~${stats.updated} -${stats.withdrawn}`,
    stats.invalid ? `${stats.invalid} invalid routings skipped` : '',
    failures.length ? `failed: ${failures.slice(0, 3).join(' | ')}${failures.length > 3 ? ` (+${failures.length - 3})` : ''}` : '',
  ]
    .filter(Boolean)
    .join('; ')
    .slice(0, 1000);
  await db
    .update(carrierConnections)
    .set({ lastRunAt: now, lastStatus: stats.status, lastMessage: stats.message, ...(stats.status === 'failed' ? {} : { lastSuccessAt: now }) })
    .where(eq(carrierConnections.id, ep.connectionId));
  log.info('carrier.schedules.imported', { connectionId: ep.connectionId, ...stats, message: undefined });
  return stats;
}

async function writeVoyages(db: Db, ep: CarrierEndpoint, voyages: Map<string, Voyage>, o: { today: Date; now: Date; withdraw: boolean }, stats: ImportStats): Promise<void> {
  const write = (rows: number) => {
    stats.writeStatements++;
    stats.rowsWritten += rows;
  };
  await db.transaction(async (tx) => {
    const portIds = new Map((await tx.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, ep.companyId))).map((p) => [p.code, p.id]));
    // each voyage's calls at the company's ports (a call elsewhere cannot be shown or searched)
    const wanted = new Map<string, { v: Voyage; calls: { portId: number; terminal: string; eta: Date; etd: Date; cutoff: Date }[] }>();
    for (const v of voyages.values()) {
      const all = orderedCalls(v);
      const calls = all.flatMap((c) => {
        const portId = portIds.get(c.port);
        return portId ? [{ portId, terminal: c.terminal, eta: c.eta, etd: c.etd, cutoff: c.cutoff }] : [];
      });
      stats.skippedCalls += all.length - calls.length;
      if (calls.length >= 2) wanted.set(v.key, { v, calls });
    }

    // services and vessels the voyages name
    const services = new Map(
      (await tx.select({ id: scheduleServices.id, code: scheduleServices.code }).from(scheduleServices).where(and(eq(scheduleServices.companyId, ep.companyId), eq(scheduleServices.carrierId, ep.carrierId)))).map((s) => [s.code, s.id]),
    );
    const newServices = new Map<string, Voyage>();
    for (const { v } of wanted.values()) if (!services.has(v.serviceCode) && !newServices.has(v.serviceCode)) newServices.set(v.serviceCode, v);
    if (newServices.size) {
      const rows = [...newServices.values()].map((v) => {
        const calls = wanted.get(v.key)!.calls;
        const first = calls[0]!.etd;
        return {
          companyId: ep.companyId,
          carrierId: ep.carrierId,
          code: v.serviceCode,
          nameCn: v.serviceName,
          nameEn: v.serviceName,
          trade: tradeOf(orderedCalls(v).map((c) => c.port)),
          weekday: isoWeekday(first),
          startHour: first.getUTCHours(),
          rotation: [],
          fleet: [],
          epoch: ymd(mondayOf(first)),
          source: 'carrier' as const,
        };
      });
      const made = await tx.insert(scheduleServices).values(rows).onConflictDoNothing().returning({ id: scheduleServices.id, code: scheduleServices.code });
      write(made.length);
      for (const m of made) services.set(m.code, m.id);
    }
    const names = [...new Set([...wanted.values()].map((w) => w.v.vesselName))];
    const vesselIds = new Map<string, number>();
    if (names.length) {
      const have = await tx.select({ id: vessels.id, name: vessels.name, imo: vessels.imo }).from(vessels).where(inArray(vessels.name, names));
      for (const h of have) vesselIds.set(h.name, h.id);
      const missing = names.filter((n) => !vesselIds.has(n));
      if (missing.length) {
        const imoOf = new Map([...wanted.values()].map((w) => [w.v.vesselName, w.v.imo]));
        const made = await tx
          .insert(vessels)
          .values(missing.map((name) => ({ name, imo: imoOf.get(name) ?? '', carrierId: ep.carrierId })))
          .onConflictDoNothing()
          .returning({ id: vessels.id, name: vessels.name });
        write(made.length);
        for (const m of made) vesselIds.set(m.name, m.id);
        if (made.length < missing.length) {
          for (const h of await tx.select({ id: vessels.id, name: vessels.name }).from(vessels).where(inArray(vessels.name, missing))) vesselIds.set(h.name, h.id);
        }
      }
      // an IMO number learnt for a ship entered without one
      const learnt = have.filter((h) => !h.imo && imoOf(h.name));
      for (const h of learnt) {
        await tx.update(vessels).set({ imo: imoOf(h.name) }).where(eq(vessels.id, h.id));
        write(1);
      }
      function imoOf(name: string) {
        return [...wanted.values()].find((w) => w.v.vesselName === name)?.v.imo ?? '';
      }
    }

    // what the connection holds now
    const held = await tx
      .select({ id: sailings.id, key: sailings.sourceKey, serviceId: sailings.serviceId, vesselId: sailings.vesselId, voyage: sailings.voyage, week: sailings.week, status: sailings.status })
      .from(sailings)
      .where(eq(sailings.sourceConnectionId, ep.connectionId));
    const heldCalls = held.length
      ? await tx.select().from(sailingCalls).where(inArray(sailingCalls.sailingId, held.map((h) => h.id))).orderBy(sailingCalls.sailingId, sailingCalls.seq)
      : [];
    const callsBy = new Map<number, typeof heldCalls>();
    for (const c of heldCalls) callsBy.set(c.sailingId, [...(callsBy.get(c.sailingId) ?? []), c]);
    const heldBy = new Map(held.map((h) => [h.key!, h]));

    const toInsert: { head: typeof sailings.$inferInsert; calls: { portId: number; terminal: string; eta: Date; etd: Date; cutoff: Date }[] }[] = [];
    const seen: string[] = [];
    for (const { v, calls } of wanted.values()) {
      const serviceId = services.get(v.serviceCode);
      const vesselId = vesselIds.get(v.vesselName);
      if (!serviceId || !vesselId) continue;
      seen.push(v.key);
      const week = ymd(mondayOf(calls[0]!.etd));
      const old = heldBy.get(v.key);
      if (!old) {
        toInsert.push({ head: { companyId: ep.companyId, serviceId, vesselId, voyage: v.voyage, week, status: 'scheduled', sourceConnectionId: ep.connectionId, sourceKey: v.key, fetchedAt: o.now }, calls });
        continue;
      }
      const same =
        old.serviceId === serviceId && old.vesselId === vesselId && old.voyage === v.voyage && old.week === week && old.status === 'scheduled' && callsText(callsBy.get(old.id) ?? []) === callsText(calls);
      if (same) {
        stats.unchanged++;
        continue;
      }
      await tx.update(sailings).set({ serviceId, vesselId, voyage: v.voyage, week, status: 'scheduled', fetchedAt: o.now }).where(eq(sailings.id, old.id));
      await tx.delete(sailingCalls).where(eq(sailingCalls.sailingId, old.id));
      await tx.insert(sailingCalls).values(calls.map((c, i) => ({ sailingId: old.id, seq: i + 1, ...c })));
      write(1 + (callsBy.get(old.id)?.length ?? 0) + calls.length);
      stats.updated++;
    }
    if (toInsert.length) {
      for (let i = 0; i < toInsert.length; i += 500) {
        const chunk = toInsert.slice(i, i + 500);
        const made = await tx.insert(sailings).values(chunk.map((x) => x.head)).returning({ id: sailings.id, key: sailings.sourceKey });
        write(made.length);
        const idOf = new Map(made.map((m) => [m.key!, m.id]));
        const callRows = chunk.flatMap((x) => x.calls.map((c, seq) => ({ sailingId: idOf.get(x.head.sourceKey!)!, seq: seq + 1, ...c })));
        await tx.insert(sailingCalls).values(callRows);
        write(callRows.length);
      }
      stats.created += toInsert.length;
    }
    // the fetch time of every voyage the carrier confirmed
    const confirmed = seen.filter((k) => heldBy.has(k));
    if (confirmed.length) {
      await tx.update(sailings).set({ fetchedAt: o.now }).where(and(eq(sailings.sourceConnectionId, ep.connectionId), inArray(sailings.sourceKey, confirmed)));
      write(confirmed.length);
    }

    // withdrawn: held, not offered any more, and not yet departed (what sailed stays as it was)
    if (o.withdraw) {
      const seenSet = new Set(seen);
      const gone = held.filter((h) => !seenSet.has(h.key!) && (callsBy.get(h.id)?.[0]?.etd.getTime() ?? Infinity) >= o.today.getTime()).map((h) => h.id);
      if (gone.length) {
        await tx.delete(sailings).where(and(eq(sailings.sourceConnectionId, ep.connectionId), inArray(sailings.id, gone)));
        write(gone.length);
        stats.withdrawn = gone.length;
      }
    }
    // every import moves the version, so the schedules show the new fetch time
    await bumpScheduleVersion(tx, ep.companyId);
    write(1);
  });
}

/** Sailings of a company that came from carriers (counted for the console and the tests). */
export async function importedSailingCount(db: Db, companyId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(sailings).where(and(eq(sailings.companyId, companyId), isNotNull(sailings.sourceConnectionId)));
  return r?.n ?? 0;
}
