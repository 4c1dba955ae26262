import { queryOptions } from '@tanstack/react-query';
import { trackingAnswer, trackingSubscribeAnswer, type TrackingSubscribeInput, type TrackingType } from '../contracts/tracking';
import { get, post } from './client';

export type TrackingSearch = { type: TrackingType | 'auto'; no: string };

// GET /webtracking/query
export function trackingOptions(q: TrackingSearch | null) {
  return queryOptions({
    queryKey: ['tracking', q?.type ?? '', q?.no ?? ''],
    queryFn: ({ signal }) => get('/webtracking/query', q ?? {}, trackingAnswer, signal).then((a) => a.data!),
    enabled: q !== null,
    retry: false,
    staleTime: 30_000,
  });
}

// POST /webtracking/subscribe
export function subscribeTracking(input: TrackingSubscribeInput) {
  return post('/webtracking/subscribe', input, trackingSubscribeAnswer);
}

// POST /webtracking/confirm – the mailed confirmation link's token
export function confirmTrackingSubscription(token: string) {
  return post('/webtracking/confirm', { token }, trackingSubscribeAnswer);
}
