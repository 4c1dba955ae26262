import { SCHEDULE_WEEKS, WEEKDAYS, type Weekday } from '@/lib/contracts/constants';
import type { ScheduleSearchQuery } from '@/lib/contracts/schedules';
import { businessToday } from '@/lib/businessTime';
import { DAY_MS, parseYmd, ymd } from '@/lib/schedules/time';

const PORT = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** A schedule search as the URL of /schedules states it, or null when it names no lane. Bad values are dropped, not sent. */
export function searchFromParams(params: URLSearchParams): ScheduleSearchQuery | null {
  const pol = params.get('pol')?.toUpperCase() ?? '';
  const pod = params.get('pod')?.toUpperCase() ?? '';
  if (!PORT.test(pol) || !PORT.test(pod)) return null;
  const q: ScheduleSearchQuery = { pol, pod, weeks: 2 };
  const weeks = Number(params.get('weeks'));
  if ((SCHEDULE_WEEKS as readonly number[]).includes(weeks)) q.weeks = weeks as 2 | 3 | 4;
  const weekday = params.get('weekday')?.toUpperCase();
  if (weekday && (WEEKDAYS as readonly string[]).includes(weekday)) q.weekday = weekday as Weekday;
  const carrier = params.get('carrier')?.toUpperCase();
  if (carrier && /^[A-Z0-9]{2,4}$/.test(carrier)) q.carrier = carrier;
  const from = params.get('from');
  if (from && parseYmd(from)) q.from = from;
  return q;
}

export function paramsOf(q: ScheduleSearchQuery): Record<string, string> {
  const out: Record<string, string> = { pol: q.pol, pod: q.pod, weeks: String(q.weeks ?? 2) };
  if (q.weekday) out.weekday = q.weekday;
  if (q.carrier) out.carrier = q.carrier;
  if (q.from) out.from = q.from;
  return out;
}

/** The window a search covers: its first and last departure dates. */
export function windowOf(q: ScheduleSearchQuery): { first: string; last: string } {
  const start = (q.from ? parseYmd(q.from) : null) ?? businessToday();
  return { first: ymd(start), last: ymd(new Date(start.getTime() + ((q.weeks ?? 2) * 7 - 1) * DAY_MS)) };
}
