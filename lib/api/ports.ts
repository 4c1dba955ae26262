import { queryOptions } from '@tanstack/react-query';
import type { PortQuery, RecommendPortsQuery } from '../contracts/ports';
import { callLight, keyOf } from './client';
import { webfclfreightApi } from '../endpoints/webfclfreight';
import { webschedulecontrollerApi } from '../endpoints/webschedulecontroller';

// The port search is the home page's hero: these calls use the light fetch client (lib/api/fetch.ts).

export function portSearchOptions(q: PortQuery) {
  return queryOptions({
    queryKey: keyOf(webschedulecontrollerApi.webquerygloblports, q.companyId ?? 0, q.types, q.nameCn.trim().toLowerCase()),
    queryFn: ({ signal }) => callLight(webschedulecontrollerApi.webquerygloblports, q, signal).then((a) => a.rows),
    enabled: q.nameCn.trim().length > 0,
    staleTime: 60_000,
  });
}

export function recommendPortsOptions(q: RecommendPortsQuery, enabled = true) {
  return queryOptions({
    queryKey: keyOf(webfclfreightApi.queryrecommendportlistlimit5, q.types ?? 2, q.portStartId ?? 0),
    queryFn: ({ signal }) => callLight(webfclfreightApi.queryrecommendportlistlimit5, q, signal).then((a) => a.rows),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const portsByIdsKey = (ids: readonly number[]) => keyOf(webschedulecontrollerApi.queryPortsByIds, ...ids);

export function portsByIdsOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: portsByIdsKey(ids),
    queryFn: ({ signal }) => callLight(webschedulecontrollerApi.queryPortsByIds, { ids: [...ids] }, signal).then((a) => a.rows),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
