import { queryOptions } from '@tanstack/react-query';
import type { FullRate, PublicRate, RateGate, SalesContactRef } from '../contracts/rates';
import { getJson } from './fetch';

// The rate list is the /lclFreight page's island: the light fetch client, no zod (lib/api/fetch.ts).
// Forms loaded later (quotation) use lib/api/quotations.ts with the contracts.

export type RateListQuery = {
  kind: 'lcl' | 'fcl' | 'air' | 'spot';
  portStartId?: number;
  portEndId?: number;
  carrierId?: number;
  weekday?: number;
  transit?: 'DIR' | 'VIA';
  validOn?: string;
  sort: 'default' | 'price' | 'transit';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export type RateListAnswer = {
  code: '1';
  rows: (FullRate | PublicRate)[];
  total: number;
  data: RateGate & { carriers: NonNullable<FullRate['carrier']>[] };
  /** the search this answer is for (kept with it, so a page can tell a page change from a new search) */
  query: RateListQuery;
};

export type RateDetailAnswer = { code: '1'; data: RateGate & { rate: FullRate | PublicRate; history?: { at: string; prices: Record<string, number> }[] } };

export const isPriced = (r: FullRate | PublicRate): r is FullRate => 'prices' in r;

/** GET /webfreight/queryRates, keyed by the caller too (logging in or certifying changes the answer). */
export function rateListOptions(q: RateListQuery, viewer: string) {
  return queryOptions({
    queryKey: ['rates', 'list', viewer, q],
    queryFn: async ({ signal }): Promise<RateListAnswer> => ({ ...(await getJson<Omit<RateListAnswer, 'query'>>('/webfreight/queryRates', q, signal)), query: q }),
    staleTime: 30_000,
  });
}

/** GET /webfreight/rateDetail (history=1: the 90-day price history, for full access). */
export function rateDetailOptions(id: number, viewer: string, history = false) {
  return queryOptions({
    queryKey: ['rates', 'detail', viewer, id, history],
    queryFn: ({ signal }) => getJson<RateDetailAnswer>('/webfreight/rateDetail', { id, history: history ? 1 : 0 }, signal),
    staleTime: 30_000,
  });
}

export type { SalesContactRef };
