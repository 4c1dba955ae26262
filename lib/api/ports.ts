import { queryOptions } from '@tanstack/react-query';
import {
  portQueryAnswer,
  portsByIdsAnswer,
  recommendPortsAnswer,
  type PortQuery,
  type RecommendPortsQuery,
} from '../contracts/ports';
import { get, post } from './client';

// POST /webschedulecontroller/webquerygloblports
export function portSearchOptions(q: PortQuery) {
  return queryOptions({
    queryKey: ['ports', 'search', q.companyId ?? 0, q.types, q.nameCn.trim().toLowerCase()],
    queryFn: ({ signal }) => post('/webschedulecontroller/webquerygloblports', q, portQueryAnswer, signal).then((a) => a.rows),
    enabled: q.nameCn.trim().length > 0,
    staleTime: 60_000,
  });
}

// GET /webfclfreight/queryrecommendportlistlimit5
export function recommendPortsOptions(q: RecommendPortsQuery, enabled = true) {
  return queryOptions({
    queryKey: ['ports', 'recommend', q.types ?? 2, q.portStartId ?? 0],
    queryFn: ({ signal }) => get('/webfclfreight/queryrecommendportlistlimit5', q, recommendPortsAnswer, signal).then((a) => a.rows),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export const portsByIdsKey = (ids: readonly number[]) => ['ports', 'byIds', ...ids] as const;

// POST /webschedulecontroller/queryPortsByIds
export function portsByIdsOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: portsByIdsKey(ids),
    queryFn: ({ signal }) => post('/webschedulecontroller/queryPortsByIds', { ids }, portsByIdsAnswer, signal).then((a) => a.rows),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
