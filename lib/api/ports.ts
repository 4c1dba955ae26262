import { queryOptions } from '@tanstack/react-query';
import type { Port, PortQuery, RecommendPortsQuery } from '../contracts/ports';
import type { Rows } from '../contracts/envelope';
import { getJson, postJson } from './fetch';

// The port search is the home page's hero: these calls use the light fetch client (lib/api/fetch.ts).

// POST /webschedulecontroller/webquerygloblports
export function portSearchOptions(q: PortQuery) {
  return queryOptions({
    queryKey: ['ports', 'search', q.companyId ?? 0, q.types, q.nameCn.trim().toLowerCase()],
    queryFn: ({ signal }) => postJson<Rows<Port>>('/webschedulecontroller/webquerygloblports', q, signal).then((a) => a.rows),
    enabled: q.nameCn.trim().length > 0,
    staleTime: 60_000,
  });
}

// GET /webfclfreight/queryrecommendportlistlimit5
export function recommendPortsOptions(q: RecommendPortsQuery, enabled = true) {
  return queryOptions({
    queryKey: ['ports', 'recommend', q.types ?? 2, q.portStartId ?? 0],
    queryFn: ({ signal }) => getJson<Rows<Port>>('/webfclfreight/queryrecommendportlistlimit5', q, signal).then((a) => a.rows),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const portsByIdsKey = (ids: readonly number[]) => ['ports', 'byIds', ...ids] as const;

// POST /webschedulecontroller/queryPortsByIds
export function portsByIdsOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: portsByIdsKey(ids),
    queryFn: ({ signal }) => postJson<Rows<Port>>('/webschedulecontroller/queryPortsByIds', { ids }, signal).then((a) => a.rows),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
