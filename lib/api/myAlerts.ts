import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { okEnvelope } from '../contracts/envelope';
import { myRateAlertAnswer, myRateAlertsAnswer, type ChangeMyAlertInput, type MyRateAlert, type PauseMyAlertInput } from '../contracts/subscriptions';
import { trackingSubscribeAnswer, trackingSubscriptionsAnswer, type TrackingPauseInput, type TrackingSubscription } from '../contracts/tracking';
import { websubMaskFclApi } from '../endpoints/websubMaskFcl';
import { webtrackingApi } from '../endpoints/webtracking';
import { call, keyOf } from './client';

/** My alerts: the rate alerts of the account's own email (the page's server render is the first answer). */
export function myRateAlertsOptions(initial?: MyRateAlert[]) {
  return queryOptions({
    queryKey: keyOf(websubMaskFclApi.mine),
    queryFn: ({ signal }) => call(websubMaskFclApi.mine, {}, myRateAlertsAnswer, signal).then((a) => a.rows),
    initialData: initial,
    staleTime: 30_000,
  });
}

/** My alerts: the account's tracking subscriptions. */
export function myTrackingOptions(initial?: TrackingSubscription[]) {
  return queryOptions({
    queryKey: keyOf(webtrackingApi.subscriptions),
    queryFn: ({ signal }) => call(webtrackingApi.subscriptions, {}, trackingSubscriptionsAnswer, signal).then((a) => a.rows),
    initialData: initial,
    staleTime: 30_000,
  });
}

export const changeMyAlertLane = (input: ChangeMyAlertInput) => call(websubMaskFclApi.changeMine, input, myRateAlertAnswer);
export const pauseMyAlert = (input: PauseMyAlertInput) => call(websubMaskFclApi.pauseMine, input, myRateAlertAnswer);
export const deleteMyAlert = (id: number) => call(websubMaskFclApi.deleteMine, { id }, okEnvelope(z.unknown()));
export const pauseMyTracking = (input: TrackingPauseInput) => call(webtrackingApi.pause, input, trackingSubscribeAnswer);
export const deleteMyTracking = (id: number) => call(webtrackingApi.unsubscribe, { id }, okEnvelope(z.unknown()));
