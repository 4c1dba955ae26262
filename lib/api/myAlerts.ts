import { queryOptions } from '@tanstack/react-query';
import type { ChangeMyAlertInput, MyRateAlert, PauseMyAlertInput } from '../contracts/subscriptions';
import type { TrackingPauseInput, TrackingSubscription } from '../contracts/tracking';
import { websubMaskFclApi } from '../endpoints/websubMaskFcl';
import { webtrackingApi } from '../endpoints/webtracking';
import { call, keyOf } from './client';

/** My alerts: the rate alerts of the account's own email (the page's server render is the first answer). */
export function myRateAlertsOptions(initial?: MyRateAlert[]) {
  return queryOptions({
    queryKey: keyOf(websubMaskFclApi.mine),
    queryFn: ({ signal }) => call(websubMaskFclApi.mine, {}, signal).then((a) => a.rows),
    initialData: initial,
    staleTime: 30_000,
  });
}

/** My alerts: the account's tracking subscriptions. */
export function myTrackingOptions(initial?: TrackingSubscription[]) {
  return queryOptions({
    queryKey: keyOf(webtrackingApi.subscriptions),
    queryFn: ({ signal }) => call(webtrackingApi.subscriptions, {}, signal).then((a) => a.rows),
    initialData: initial,
    staleTime: 30_000,
  });
}

export const changeMyAlertLane = (input: ChangeMyAlertInput) => call(websubMaskFclApi.changeMine, input);
export const pauseMyAlert = (input: PauseMyAlertInput) => call(websubMaskFclApi.pauseMine, input);
export const deleteMyAlert = (id: number) => call(websubMaskFclApi.deleteMine, { id });
export const pauseMyTracking = (input: TrackingPauseInput) => call(webtrackingApi.pause, input);
export const deleteMyTracking = (id: number) => call(webtrackingApi.unsubscribe, { id });
