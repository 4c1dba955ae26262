import { queryOptions } from '@tanstack/react-query';
import type { Rows } from '../contracts/envelope';
import type { RouteGroup } from '../contracts/routes';
import { callLight, keyOf } from './client';
import { webfclfreightApi } from '../endpoints/webfclfreight';

export function routeGroupsOptions(enabled = true) {
  return queryOptions({
    queryKey: keyOf(webfclfreightApi.queryRouteGroups),
    queryFn: ({ signal }) => callLight<Rows<RouteGroup>>(webfclfreightApi.queryRouteGroups, {}, signal).then((a) => a.rows),
    enabled,
    staleTime: 10 * 60_000,
  });
}
