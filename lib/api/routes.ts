import { queryOptions } from '@tanstack/react-query';
import type { Rows } from '../contracts/envelope';
import type { RouteGroup } from '../contracts/routes';
import { postJson } from './fetch';

// POST /webfclfreight/queryRouteGroups (the port recommendation popover: light fetch client)
export function routeGroupsOptions(enabled = true) {
  return queryOptions({
    queryKey: ['routeGroups'],
    queryFn: ({ signal }) => postJson<Rows<RouteGroup>>('/webfclfreight/queryRouteGroups', {}, signal).then((a) => a.rows),
    enabled,
    staleTime: 10 * 60_000,
  });
}
