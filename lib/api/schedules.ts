import { queryOptions } from '@tanstack/react-query';
import type { ScheduleSearchQuery } from '../contracts/schedules';
import { call, keyOf } from './client';
import { webschedulecontrollerApi } from '../endpoints/webschedulecontroller';

export function scheduleSearchOptions(q: ScheduleSearchQuery | null) {
  return queryOptions({
    queryKey: keyOf(webschedulecontrollerApi.querySchedules, q),
    queryFn: ({ signal }) => call(webschedulecontrollerApi.querySchedules, q!, signal).then((a) => a.rows),
    enabled: q !== null,
    staleTime: 60_000,
  });
}

export function sailingDetailOptions(id: number) {
  return queryOptions({
    queryKey: keyOf(webschedulecontrollerApi.sailingDetail, id),
    queryFn: ({ signal }) => call(webschedulecontrollerApi.sailingDetail, { id }, signal).then((a) => a.data!),
    staleTime: 5 * 60_000,
  });
}

export const popularLanesOptions = queryOptions({
  queryKey: keyOf(webschedulecontrollerApi.popularLanes),
  queryFn: ({ signal }) => call(webschedulecontrollerApi.popularLanes, {}, signal).then((a) => a.rows),
  staleTime: 10 * 60_000,
});


export const scheduleCarriersOptions = queryOptions({
  queryKey: keyOf(webschedulecontrollerApi.scheduleCarriers),
  queryFn: ({ signal }) => call(webschedulecontrollerApi.scheduleCarriers, {}, signal).then((a) => a.rows),
  staleTime: 10 * 60_000,
});
