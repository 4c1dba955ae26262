import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { carrierRef } from '../contracts/schedules';
import { popularLanesAnswer, sailingDetailAnswer, scheduleSearchAnswer, type ScheduleSearchQuery } from '../contracts/schedules';
import { rowsEnvelope } from '../contracts/envelope';
import { get } from './client';

// GET /webschedulecontroller/querySchedules
export function scheduleSearchOptions(q: ScheduleSearchQuery | null) {
  return queryOptions({
    queryKey: ['schedules', 'search', q],
    queryFn: ({ signal }) => get('/webschedulecontroller/querySchedules', q ?? {}, scheduleSearchAnswer, signal).then((a) => a.rows),
    enabled: q !== null,
    staleTime: 60_000,
  });
}

// GET /webschedulecontroller/sailingDetail
export function sailingDetailOptions(id: number) {
  return queryOptions({
    queryKey: ['schedules', 'sailing', id],
    queryFn: ({ signal }) => get('/webschedulecontroller/sailingDetail', { id }, sailingDetailAnswer, signal).then((a) => a.data!),
    staleTime: 5 * 60_000,
  });
}

// GET /webschedulecontroller/popularLanes
export const popularLanesOptions = queryOptions({
  queryKey: ['schedules', 'popularLanes'],
  queryFn: ({ signal }) => get('/webschedulecontroller/popularLanes', {}, popularLanesAnswer, signal).then((a) => a.rows),
  staleTime: 10 * 60_000,
});

const carriersAnswer = rowsEnvelope(z.object({ code: carrierRef.shape.code, shortName: z.string(), nameCn: z.string(), nameEn: z.string() }));

// GET /webschedulecontroller/scheduleCarriers
export const scheduleCarriersOptions = queryOptions({
  queryKey: ['schedules', 'carriers'],
  queryFn: ({ signal }) => get('/webschedulecontroller/scheduleCarriers', {}, carriersAnswer, signal).then((a) => a.rows),
  staleTime: 10 * 60_000,
});
