import { queryOptions } from '@tanstack/react-query';
import type { Ok } from '../contracts/envelope';
import type { EnterpriseInfo, WxScheme, WxSchemeQuery } from '../contracts/enterprise';
import { getJson, postJson } from './fetch';

// The header's mini-program entry is on every page: light fetch client (lib/api/fetch.ts).

// POST /mobileUser/getenterpriseInfo
export function enterpriseInfoOptions(companyId: number) {
  return queryOptions({
    queryKey: ['enterpriseInfo', companyId],
    queryFn: ({ signal }) => postJson<Ok<EnterpriseInfo>>('/mobileUser/getenterpriseInfo', { companyId }, signal).then((a) => a.data ?? null),
    staleTime: 10 * 60_000,
  });
}

// GET /webuser/getWxUrlNewScheme
export function wxSchemeOptions(q: WxSchemeQuery = {}) {
  return queryOptions({
    queryKey: ['wxScheme', q.path ?? '', q.query ?? ''],
    queryFn: ({ signal }) => getJson<Ok<WxScheme>>('/webuser/getWxUrlNewScheme', q, signal).then((a) => a.data ?? null),
    staleTime: 10 * 60_000,
  });
}
