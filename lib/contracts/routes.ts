import { z } from 'zod';
import { idField } from './fields';
import { rowsEnvelope } from './envelope';
import { port } from './ports';

/** Spec §3 "Route group": a destination tab of the port recommendation popover with its ports. */
export const routeGroup = z.object({
  routeId: z.number().int(),
  routeName: z.string(),
  routeNameEn: z.string(),
  ports: z.array(port),
});
export type RouteGroup = z.infer<typeof routeGroup>;

// POST /webfclfreight/queryRouteGroups
export const routeGroupsQuery = z.object({
  companyId: idField.optional(),
});
export type RouteGroupsQuery = z.infer<typeof routeGroupsQuery>;
export const routeGroupsAnswer = rowsEnvelope(routeGroup);
