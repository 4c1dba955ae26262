import { queryOptions } from '@tanstack/react-query';
import { portQueryAnswer, type PortQuery } from '../contracts/ports';
import { post } from './client';

// POST /webschedulecontroller/webquerygloblports
export function portSearchOptions(q: PortQuery) {
  return queryOptions({
    queryKey: ['ports', 'search', q.companyId ?? 0, q.types, q.nameCn.trim().toLowerCase()],
    queryFn: ({ signal }) => post('/webschedulecontroller/webquerygloblports', q, portQueryAnswer, signal).then((a) => a.rows),
    enabled: q.nameCn.trim().length > 0,
    staleTime: 60_000,
  });
}
