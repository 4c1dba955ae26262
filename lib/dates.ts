import { chinaDateTime } from './businessTime';

/*
 * How the portal writes dates for people (spec §9): YYYY-MM-DD, and YYYY-MM-DD HH:mm where a time
 * of day matters, in both languages and on both surfaces, never the browser's or the locale's own
 * order. Every date field (antd DatePicker) takes its format from here; tests/unit/dateInputs.test.ts
 * holds the product to it.
 */

/** The format of every date a user sees or types (dayjs tokens). */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** A date with its time of day, to the minute (dayjs tokens). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** An instant (ISO text or Date) as YYYY-MM-DD HH:mm on the business clock (China time); '' when it is no time. */
export function shownDateTime(at: string | Date): string {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? '' : chinaDateTime(d).slice(0, 16);
}
