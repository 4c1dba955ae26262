import { queryOptions } from '@tanstack/react-query';
import type { ScheduleSearchQuery } from '../contracts/schedules';
import { call, callLight, keyOf } from './client';
import { webschedulecontrollerApi } from '../endpoints/webschedulecontroller';

// The search, its carriers and the popular lanes are the schedule pages' islands, asked for as the
// page loads: callLight, no axios or zod (lib/api/client.ts; their answers have nothing to transform).
// The sailing's detail, opened later, is parsed with its schema.

export function scheduleSearchOptions(q: ScheduleSearchQuery | null) {
  return queryOptions({
    queryKey: keyOf(webschedulecontrollerApi.querySchedules, q),
    queryFn: ({ signal }) => callLight(webschedulecontrollerApi.querySchedules, q!, signal).then((a) => a.rows),
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
  queryFn: ({ signal }) => callLight(webschedulecontrollerApi.popularLanes, {}, signal).then((a) => a.rows),
  staleTime: 10 * 60_000,
});


export const scheduleCarriersOptions = queryOptions({
  queryKey: keyOf(webschedulecontrollerApi.scheduleCarriers),
  queryFn: ({ signal }) => callLight(webschedulecontrollerApi.scheduleCarriers, {}, signal).then((a) => a.rows),
  staleTime: 10 * 60_000,
});
