import { businessNow } from '../businessTime';

/*
 * A sailing takes bookings until its container-yard cutoff at the port of loading. Cutoffs are
 * naive port-local times (lib/schedules/time.ts); the portal reads them against the business clock
 * (China time, lib/businessTime.ts), the clock its ports of loading and its staff keep.
 */

/** The instant a naive `YYYY-MM-DD HH:mm:ss` (or a naive Date) names, as milliseconds on the naive scale; NaN when unreadable. */
function naiveMs(cutoff: string | Date): number {
  if (cutoff instanceof Date) return cutoff.getTime();
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(cutoff.trim());
  return m ? Date.parse(`${m[1]}T${m[2]!.length === 5 ? `${m[2]}:00` : m[2]}Z`) : Number.NaN;
}

/** Whether the cutoff has passed on the business clock at `now`: the sailing is closed to bookings. An unreadable cutoff counts as closed. */
export function cutoffPassed(cutoff: string | Date, now: Date = new Date()): boolean {
  const at = naiveMs(cutoff);
  return !Number.isFinite(at) || at <= businessNow(now).getTime();
}
