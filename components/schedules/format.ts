import { WEEKDAYS } from '@/lib/contracts/constants';
import { isoWeekday } from '@/lib/schedules/time';

/** The weekday key (MON … SUN) of a 'YYYY-MM-DD HH:mm:ss' time. */
export function weekdayOf(time: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[isoWeekday(new Date(`${time.slice(0, 10)}T00:00:00Z`)) - 1]!;
}

export const dateOf = (time: string) => time.slice(0, 10);

/** A port of a routing in the page's language. */
export const portName = (p: { nameCn: string; nameEn: string; code: string }, en: boolean) => (en ? p.nameEn : p.nameCn);
