/*
 * The portal's business clock: China time (UTC+8, no daylight saving since 1991), where the
 * companies served and their staff are. "Today", the dates and the times the portal shows, stores
 * and mails are read on it, here and nowhere else. Sailing schedules are another thing: a port's
 * local clock kept as naive times (lib/schedules/time.ts).
 * Plain functions, no server-only: pages, client components and scripts use them alike.
 */

export const BUSINESS_TZ = 'Asia/Shanghai';
export const BUSINESS_UTC_OFFSET = '+08:00';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant shifted so that its UTC fields read China's clock. */
const onChinaClock = (d: Date) => new Date(d.getTime() + OFFSET_MS);

/** YYYY-MM-DD: the business day (China) of an instant, today by default. */
export function chinaDate(d: Date = new Date()): string {
  return onChinaClock(d).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:mm:ss in China time (spec §9 display format). */
export function chinaDateTime(d: Date): string {
  const s = onChinaClock(d).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
}

/** `2026-11-24T21:30:00+08:00`: ISO 8601 with China's offset (what WeChat Pay takes). */
export function chinaIso(d: Date): string {
  return `${onChinaClock(d).toISOString().slice(0, 19)}${BUSINESS_UTC_OFFSET}`;
}

/** The instant a business day (YYYY-MM-DD) begins in China. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BUSINESS_UTC_OFFSET}`);
}

/** The business day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Today in China as a naive midnight (a Date whose UTC fields are China's date): what schedule arithmetic counts from. */
export function businessToday(now: Date = new Date()): Date {
  return new Date(Date.parse(`${chinaDate(now)}T00:00:00Z`));
}

/** "Now" on China's clock as a naive time (a Date whose UTC fields read China's clock). */
export function businessNow(now: Date = new Date()): Date {
  return onChinaClock(now);
}
