import { queryOptions } from '@tanstack/react-query';
import type { FullRate, PublicRate, RateSearch, RateSearchAnswer, SalesContactRef } from '../contracts/rates';
import { callLight, keyOf } from './client';
import { webfreightApi } from '../endpoints/webfreight';

// The rate list is the /lclFreight page's island: callLight, no zod (lib/api/client.ts); the types
// are the contracts' (type imports). Forms loaded later (quotation) use lib/api/quotations.ts.

export type RateListAnswer = RateSearchAnswer & {
  /** the search this answer is for (kept with it, so a page can tell a page change from a new search) */
  query: RateSearch;
};

export const isPriced = (r: FullRate | PublicRate): r is FullRate => 'prices' in r;

/** The rate search, keyed by the caller too (logging in or certifying changes the answer). */
export function rateListOptions(q: RateSearch, viewer: string) {
  return queryOptions({
    queryKey: keyOf(webfreightApi.queryRates, viewer, q),
    queryFn: async ({ signal }): Promise<RateListAnswer> => ({ ...(await callLight(webfreightApi.queryRates, q, signal)), query: q }),
    staleTime: 30_000,
  });
}

/** The caller's gate before any search (the rate page's start: tell a certified user without access at once). */
export function rateAccessOptions(viewer: string) {
  return queryOptions({
    queryKey: keyOf(webfreightApi.rateAccess, viewer),
    queryFn: ({ signal }) => callLight(webfreightApi.rateAccess, {}, signal),
    staleTime: 30_000,
  });
}

/** One rate (history=1: the 90-day price history, for full access). */
export function rateDetailOptions(id: number, viewer: string, history = false) {
  return queryOptions({
    queryKey: keyOf(webfreightApi.rateDetail, viewer, id, history),
    queryFn: ({ signal }) => callLight(webfreightApi.rateDetail, { id, history: history ? '1' : '0' }, signal),
    staleTime: 30_000,
  });
}

export type { SalesContactRef };
