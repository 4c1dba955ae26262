import { queryOptions } from '@tanstack/react-query';
import type { WxSchemeQuery } from '../contracts/enterprise';
import { callLight, keyOf } from './client';
import { mobileUserApi } from '../endpoints/mobileUser';
import { webuserApi } from '../endpoints/webuser';

// The header's mini-program entry is on every page: light fetch client (lib/api/fetch.ts).

export function enterpriseInfoOptions(companyId: number) {
  return queryOptions({
    queryKey: keyOf(mobileUserApi.getenterpriseInfo, companyId),
    queryFn: ({ signal }) => callLight(mobileUserApi.getenterpriseInfo, { companyId }, signal).then((a) => a.data ?? null),
    staleTime: 10 * 60_000,
  });
}

export function wxSchemeOptions(q: WxSchemeQuery = {}) {
  return queryOptions({
    queryKey: keyOf(webuserApi.getWxUrlNewScheme, q.path ?? '', q.query ?? ''),
    queryFn: ({ signal }) => callLight(webuserApi.getWxUrlNewScheme, q, signal).then((a) => a.data ?? null),
    staleTime: 10 * 60_000,
  });
}
