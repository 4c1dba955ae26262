import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { TRADES, WEEKDAYS, type PopularLane, type SailingDetail, type ScheduleRow, type ScheduleSearch } from '../contracts/schedules';
import { ScheduleSearchIndex, type IndexSailing, type SearchParams } from '../schedules/searchIndex';
import { businessToday } from '../businessTime';
import { DAY_MS, parseYmd, ymd } from '../schedules/time';
import { announce } from './cluster/bus';
import { afterCommit, getDb, type Db } from './db';
import { bumpVersion } from './scheduleGeneration';
import { carriers, ports, sailingCalls, sailings, scheduleServices, scheduleVersions, vessels } from './db/schema';
import { CompanyIndexCache } from './companyIndex';

/** Sailings that departed their first port longer ago than this are left out of the index. */
const PAST_DAYS = 35;

async function buildIndex(companyId: number): Promise<ScheduleSearchIndex> {
  const db = await getDb();
  const since = new Date(businessToday().getTime() - PAST_DAYS * DAY_MS);
  const [heads, calls, portRows] = await Promise.all([
    db
      .select({
        id: sailings.id,
        voyage: sailings.voyage,
        vessel: vessels.name,
        imo: vessels.imo,
        flag: vessels.flag,
        serviceCode: scheduleServices.code,
        serviceNameCn: scheduleServices.nameCn,
        serviceNameEn: scheduleServices.nameEn,
        trade: scheduleServices.trade,
        carrierCode: carriers.code,
        carrierShort: carriers.shortName,
        carrierCn: carriers.nameCn,
        carrierEn: carriers.nameEn,
        connectionId: sailings.sourceConnectionId,
        fetchedAt: sailings.fetchedAt,
      })
      .from(sailings)
      .innerJoin(scheduleServices, eq(scheduleServices.id, sailings.serviceId))
      .innerJoin(carriers, eq(carriers.id, scheduleServices.carrierId))
      .innerJoin(vessels, eq(vessels.id, sailings.vesselId))
      .where(and(eq(sailings.companyId, companyId), eq(sailings.status, 'scheduled'), gte(sailings.week, ymd(since)))),
    db
      .select({ sailingId: sailingCalls.sailingId, seq: sailingCalls.seq, port: ports.code, terminal: sailingCalls.terminal, eta: sailingCalls.eta, etd: sailingCalls.etd, cutoff: sailingCalls.cutoff })
      .from(sailingCalls)
      .innerJoin(sailings, eq(sailings.id, sailingCalls.sailingId))
      .innerJoin(ports, eq(ports.id, sailingCalls.portId))
      .where(and(eq(sailings.companyId, companyId), gte(sailings.week, ymd(since))))
      .orderBy(asc(sailingCalls.sailingId), asc(sailingCalls.seq)),
    db
      .select({ code: ports.code, nameCn: ports.nameCn, nameEn: ports.nameEn, isOrigin: ports.isOrigin, rank: ports.rank })
      .from(ports)
      .where(eq(ports.companyId, companyId)),
  ]);
  const byId = new Map<number, IndexSailing>();
  for (const h of heads) {
    byId.set(h.id, {
      id: h.id,
      carrier: { code: h.carrierCode, shortName: h.carrierShort, nameCn: h.carrierCn, nameEn: h.carrierEn },
      serviceCode: h.serviceCode,
      serviceNameCn: h.serviceNameCn,
      serviceNameEn: h.serviceNameEn,
      trade: h.trade,
      vessel: h.vessel,
      imo: h.imo,
      flag: h.flag,
      voyage: h.voyage,
      calls: [],
      source: h.connectionId !== null ? { kind: 'carrier', connectionId: h.connectionId, carrierCode: h.carrierCode, fetchedAt: (h.fetchedAt ?? new Date(0)).toISOString() } : undefined,
    });
  }
  for (const c of calls) byId.get(c.sailingId)?.calls.push({ port: c.port, terminal: c.terminal, eta: c.eta, etd: c.etd, cutoff: c.cutoff });
  return new ScheduleSearchIndex([...byId.values()], portRows);
}

async function currentVersion(companyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ v: scheduleVersions.version }).from(scheduleVersions).where(eq(scheduleVersions.companyId, companyId)).limit(1);
  return row?.v ?? 0;
}

// Per-company index, checked against its version at most once a second: a change made by any
// instance is seen within a second, a search never scans tables.
const cache = new CompanyIndexCache<ScheduleSearchIndex>('__sailingIndexes', 'schedules', currentVersion, buildIndex);

export function scheduleIndex(companyId: number): Promise<ScheduleSearchIndex> {
  return cache.get(companyId);
}

/** Call in the transaction of any change to a company's services or sailings: once it commits, every instance rebuilds its index. */
export async function bumpScheduleVersion(db: Db, companyId: number): Promise<void> {
  await bumpVersion(db, companyId);
  afterCommit(db, () => void announce({ kind: 'schedules', companyId }));
}

function searchParams(q: ScheduleSearch, today: Date): SearchParams {
  return {
    pol: q.pol,
    pod: q.pod,
    carrier: q.carrier,
    weekday: q.weekday ? WEEKDAYS.indexOf(q.weekday) + 1 : undefined,
    from: (q.from ? parseYmd(q.from) : null) ?? today,
    weeks: q.weeks,
  };
}

export async function searchSchedules(companyId: number, q: ScheduleSearch, today = businessToday()): Promise<ScheduleRow[]> {
  return (await scheduleIndex(companyId)).search(searchParams(q, today));
}

/** Answers kept per index: at most this many, and this many bytes of JSON. */
export const SCHEDULE_ANSWERS = { entries: 500, bytes: 4 * 1024 * 1024 };

/**
 * The JSON answers of recent searches, per index. An index never changes (a change of sailings builds
 * a new one, and the old one's answers go with it), and an answer is the same for everyone, so the same
 * search on the same day is answered from its text: the search of a busy lane with its transfers, and
 * the JSON of its rows, are made once. Least recently asked dropped first.
 */
const answers = new WeakMap<ScheduleSearchIndex, { texts: Map<string, string>; bytes: number }>();

/** searchSchedules' answer (`{ code, rows, total }`) as JSON text, from the index's recent answers when it was asked before. */
export async function searchSchedulesJson(companyId: number, q: ScheduleSearch, today = businessToday()): Promise<string> {
  const index = await scheduleIndex(companyId);
  const p = searchParams(q, today);
  const key = `${p.pol}|${p.pod}|${p.carrier ?? ''}|${p.weekday ?? ''}|${p.from.getTime()}|${p.weeks}`;
  let kept = answers.get(index);
  if (!kept) answers.set(index, (kept = { texts: new Map(), bytes: 0 }));
  const hit = kept.texts.get(key);
  if (hit !== undefined) {
    kept.texts.delete(key); // most recently asked last
    kept.texts.set(key, hit);
    return hit;
  }
  const rows = index.search(p);
  const text = JSON.stringify({ code: '1', rows, total: rows.length });
  kept.texts.set(key, text);
  kept.bytes += text.length;
  for (const [oldest, t] of kept.texts) {
    if (kept.texts.size <= SCHEDULE_ANSWERS.entries && kept.bytes <= SCHEDULE_ANSWERS.bytes) break;
    kept.texts.delete(oldest);
    kept.bytes -= t.length;
  }
  return text;
}

export async function sailingDetail(companyId: number, id: number): Promise<SailingDetail | null> {
  return (await scheduleIndex(companyId)).detail(id);
}

export async function popularLanes(companyId: number, today = businessToday()): Promise<PopularLane[]> {
  const lanes = (await scheduleIndex(companyId)).popularLanes(today);
  const order = (t: string) => (TRADES as readonly string[]).indexOf(t);
  return [...lanes].sort((a, b) => order(a.trade) - order(b.trade));
}

/** The carriers that sail a company's services (the carrier filter of /schedules). */
export async function scheduleCarriers(db: Db, companyId: number) {
  return db
    .selectDistinct({ code: carriers.code, shortName: carriers.shortName, nameCn: carriers.nameCn, nameEn: carriers.nameEn })
    .from(scheduleServices)
    .innerJoin(carriers, eq(carriers.id, scheduleServices.carrierId))
    .where(and(eq(scheduleServices.companyId, companyId), eq(scheduleServices.active, 1)))
    .orderBy(asc(carriers.shortName));
}

