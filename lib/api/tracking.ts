import { queryOptions } from '@tanstack/react-query';
import type { TrackingSubscribeInput, TrackingType } from '../contracts/tracking';
import { call, keyOf } from './client';
import { webtrackingApi } from '../endpoints/webtracking';

export type TrackingSearch = { type: TrackingType | 'auto'; no: string };

/** Every tracking answer (a subscription changes what it says). */
export const trackingQueryKey = keyOf(webtrackingApi.query);

export function trackingOptions(q: TrackingSearch | null) {
  return queryOptions({
    queryKey: keyOf(webtrackingApi.query, q?.type ?? '', q?.no ?? ''),
    queryFn: ({ signal }) => call(webtrackingApi.query, q!, signal).then((a) => a.data!),
    enabled: q !== null,
    retry: false,
    staleTime: 30_000,
  });
}

export function subscribeTracking(input: TrackingSubscribeInput) {
  return call(webtrackingApi.subscribe, input);
}

/** The mailed confirmation link's token. */
export function confirmTrackingSubscription(token: string) {
  return call(webtrackingApi.confirm, { token });
}
