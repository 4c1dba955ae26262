import { queryOptions } from '@tanstack/react-query';
import { callLight, keyOf } from './client';
import { webfclfreightApi } from '../endpoints/webfclfreight';

export function routeGroupsOptions(enabled = true) {
  return queryOptions({
    queryKey: keyOf(webfclfreightApi.queryRouteGroups),
    queryFn: ({ signal }) => callLight(webfclfreightApi.queryRouteGroups, {}, signal).then((a) => a.rows),
    enabled,
    staleTime: 10 * 60_000,
  });
}
