import 'server-only';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { PortSearchIndex } from '../ports/searchIndex';
import { RECOMMEND_LIMIT, PORT_TYPE, type Port } from '../contracts/ports';
import { announce } from './cluster/bus';
import { getDb } from './db';
import { companies, ports, rateSubscriptions, routeGroupPorts, routeGroups } from './db/schema';
import { CompanyIndexCache } from './companyIndex';

/** The columns of a port as the public API shows it (`Port`). */
export const publicColumns = {
  id: ports.id,
  code: ports.code,
  nameCn: ports.nameCn,
  nameEn: ports.nameEn,
  countryName: ports.countryName,
  countryNameEn: ports.countryNameEn,
  logo: ports.logo,
};

async function buildIndex(companyId: number): Promise<PortSearchIndex> {
  const db = await getDb();
  const rows = await db
    .select({ ...publicColumns, isOrigin: ports.isOrigin, isDestination: ports.isDestination, sort: ports.sort, rank: ports.rank })
    .from(ports)
    .where(eq(ports.companyId, companyId))
    .orderBy(asc(ports.id));
  return new PortSearchIndex(rows);
}

async function currentVersion(companyId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ v: companies.portsVersion }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.v ?? 0;
}

// Per-company index, checked against its version at most once a second: a change made by any
// instance is seen within a second, a search never scans tables.
const cache = new CompanyIndexCache<PortSearchIndex>('__portIndexes', 'ports', currentVersion, buildIndex);

export function portIndex(companyId: number): Promise<PortSearchIndex> {
  return cache.get(companyId);
}

export async function searchPorts(companyId: number, query: string, type: 1 | 2): Promise<Port[]> {
  return (await portIndex(companyId)).search(query, type);
}

/** Call after any change to a company's ports so every instance rebuilds its index. */
export async function bumpPortsVersion(companyId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ v: companies.portsVersion }).from(companies).where(eq(companies.id, companyId));
  await db.update(companies).set({ portsVersion: (row?.v ?? 0) + 1 }).where(eq(companies.id, companyId));
  void announce({ kind: 'ports', companyId });
}

/** Ports of one company by id, in the order asked; ids of other companies are simply not found. */
export async function portsByIds(companyId: number, ids: readonly number[]): Promise<Port[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const db = await getDb();
  const rows = await db
    .select(publicColumns)
    .from(ports)
    .where(and(eq(ports.companyId, companyId), inArray(ports.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** One port of a company with its directions, or null when the company has no such port. */
export async function findPort(companyId: number, id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicColumns, isOrigin: ports.isOrigin, isDestination: ports.isDestination })
    .from(ports)
    .where(and(eq(ports.companyId, companyId), eq(ports.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /webfclfreight/queryrecommendportlistlimit5: up to 5 ports to offer before anything is typed.
 *
 * Ranked by demand first, then by the company's own curation, so a fresh company still gets a
 * sensible list and an established one shows what its customers ship:
 *  1. demand: distinct e-mail addresses subscribed to rate alerts on the lane (from `portStartId`
 *     to the port when an origin is given, else to/from the port at all) — the one signal of
 *     interest we store per company;
 *  2. destinations: the port's place in the destination tabs (the first port of every tab comes
 *     before the second of any tab, so the list spans the regions: Singapore, Tokyo, Nhava Sheva …);
 *  3. the port's sort order (origins: the company's main load ports first).
 * The chosen origin itself is never recommended as a destination.
 */
export async function recommendPorts(companyId: number, type: 1 | 2, portStartId?: number): Promise<Port[]> {
  const db = await getDb();
  const s = rateSubscriptions;
  const demand = (where: SQL) => sql`(select count(distinct ${s.subscribeEmail}) from ${s} where ${s.companyId} = ${companyId} and ${where}) desc`;
  const tabs = (column: typeof routeGroupPorts.sort | typeof routeGroups.sort) =>
    sql`coalesce((select min(${column}) from ${routeGroupPorts} join ${routeGroups} on ${routeGroups.id} = ${routeGroupPorts.routeGroupId} where ${routeGroupPorts.portId} = ${ports.id} and ${routeGroups.companyId} = ${companyId}), 32767) asc`;
  const order: SQL[] =
    type === PORT_TYPE.origin
      ? [demand(sql`${s.portStartId} = ${ports.id}`)]
      : [
          ...(portStartId ? [demand(sql`${s.portEndId} = ${ports.id} and ${s.portStartId} = ${portStartId}`)] : []),
          demand(sql`${s.portEndId} = ${ports.id}`),
          tabs(routeGroupPorts.sort),
          tabs(routeGroups.sort),
        ];
  const direction = type === PORT_TYPE.origin ? eq(ports.isOrigin, true) : eq(ports.isDestination, true);
  const notTheOrigin = portStartId && type === PORT_TYPE.destination ? ne(ports.id, portStartId) : undefined;
  return db
    .select(publicColumns)
    .from(ports)
    .where(and(eq(ports.companyId, companyId), direction, notTheOrigin))
    .orderBy(...order, asc(ports.sort), asc(ports.id))
    .limit(RECOMMEND_LIMIT);
}
