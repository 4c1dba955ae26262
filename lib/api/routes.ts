import { queryOptions } from '@tanstack/react-query';
import { routeGroupsAnswer } from '../contracts/routes';
import { post } from './client';

// POST /webfclfreight/queryRouteGroups
export function routeGroupsOptions(enabled = true) {
  return queryOptions({
    queryKey: ['routeGroups'],
    queryFn: ({ signal }) => post('/webfclfreight/queryRouteGroups', {}, routeGroupsAnswer, signal).then((a) => a.rows),
    enabled,
    staleTime: 10 * 60_000,
  });
}
