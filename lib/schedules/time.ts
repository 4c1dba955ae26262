/*
 * Schedule times are the ports' local clock times (what carriers publish), kept as naive values:
 * a Date whose UTC fields are the local fields. Nothing here converts between zones: the business
 * day in China ("today") and China-time formatting live in lib/businessTime.ts.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a naive time. */
export function ymd(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** YYYY-MM-DD HH:mm:ss of a naive time (spec §9 default display). */
export function ymdhms(d: Date): string {
  return `${ymd(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A YYYY-MM-DD text as the naive midnight it names, or null when it is no calendar date. */
export function parseYmd(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return ymd(d) === s ? d : null;
}

/** ISO weekday 1 (Monday) … 7 (Sunday). */
export function isoWeekday(d: Date): number {
  return ((d.getUTCDay() + 6) % 7) + 1;
}

/** The Monday (naive midnight) of the week of `d`. */
export function mondayOf(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - (isoWeekday(day) - 1) * DAY_MS);
}

/** The first Monday (naive midnight) after the day of `d`: a week later when `d` is a Monday. */
export function nextMonday(d: Date): Date {
  return new Date(mondayOf(d).getTime() + 7 * DAY_MS);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Calendar days from the departure date to the arrival date (what schedules print as transit time). */
export function transitDays(etd: Date, eta: Date): number {
  return Math.round((Date.UTC(eta.getUTCFullYear(), eta.getUTCMonth(), eta.getUTCDate()) - Date.UTC(etd.getUTCFullYear(), etd.getUTCMonth(), etd.getUTCDate())) / DAY_MS);
}
