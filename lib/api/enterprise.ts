import { queryOptions } from '@tanstack/react-query';
import { enterpriseInfoAnswer, wxSchemeAnswer, type WxSchemeQuery } from '../contracts/enterprise';
import { get, post } from './client';

// POST /mobileUser/getenterpriseInfo
export function enterpriseInfoOptions(companyId: number) {
  return queryOptions({
    queryKey: ['enterpriseInfo', companyId],
    queryFn: ({ signal }) => post('/mobileUser/getenterpriseInfo', { companyId }, enterpriseInfoAnswer, signal).then((a) => a.data ?? null),
    staleTime: 10 * 60_000,
  });
}

// GET /webuser/getWxUrlNewScheme
export function wxSchemeOptions(q: WxSchemeQuery = {}) {
  return queryOptions({
    queryKey: ['wxScheme', q.path ?? '', q.query ?? ''],
    queryFn: ({ signal }) => get('/webuser/getWxUrlNewScheme', q, wxSchemeAnswer, signal).then((a) => a.data ?? null),
    staleTime: 10 * 60_000,
  });
}
