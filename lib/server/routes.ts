import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import type { RouteGroup } from '../contracts/routes';
import { companyTag } from './company';
import { getDb } from './db';
import { ports, routeGroupPorts, routeGroups } from './db/schema';
import { publicColumns } from './ports';

export const routesTag = (companyId: number) => `routes:${companyId}`;

async function loadRouteGroups(companyId: number): Promise<RouteGroup[]> {
  const db = await getDb();
  const rows = await db
    .select({
      routeId: routeGroups.id,
      routeName: routeGroups.routeName,
      routeNameEn: routeGroups.routeNameEn,
      port: publicColumns,
    })
    .from(routeGroups)
    .leftJoin(routeGroupPorts, eq(routeGroupPorts.routeGroupId, routeGroups.id))
    // The port must be the company's own: a link to another company's port is ignored.
    .leftJoin(ports, and(eq(ports.id, routeGroupPorts.portId), eq(ports.companyId, companyId)))
    .where(eq(routeGroups.companyId, companyId))
    .orderBy(asc(routeGroups.sort), asc(routeGroups.id), asc(routeGroupPorts.sort), asc(ports.id));
  const groups = new Map<number, RouteGroup>();
  for (const r of rows) {
    let g = groups.get(r.routeId);
    if (!g) {
      // English names fall back to the Chinese ones (spec §1).
      g = { routeId: r.routeId, routeName: r.routeName, routeNameEn: r.routeNameEn || r.routeName, ports: [] };
      groups.set(r.routeId, g);
    }
    if (r.port) g.ports.push(r.port);
  }
  return [...groups.values()];
}

/**
 * The company's destination tabs with their ports (spec §3 "Route group"), read through Next's data
 * cache: the home page and the popover ask for them on every visit and they change rarely.
 */
export function listRouteGroups(companyId: number): Promise<RouteGroup[]> {
  return unstable_cache(() => loadRouteGroups(companyId), ['route-groups', String(companyId)], {
    tags: [routesTag(companyId), companyTag(companyId)],
    revalidate: 3600,
  })();
}
