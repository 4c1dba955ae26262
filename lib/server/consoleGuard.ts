import 'server-only';
import { serializeError } from './log';
import { dbAvailability } from './db/availability';
import { withoutQueryParams } from './redact.mjs';

export { withoutQueryParams };

/*
 * Errors our code logs go through `log` (./log.ts), which writes no query value. Next logs some
 * errors itself with console.error — a page or layout whose query failed, an error in a route it
 * renders — and util.inspect would print a Drizzle error's message ("… params: <values>"), its
 * `params` and a driver error's `detail` ("Key (mobile)=(139…)"). So the console of the server
 * process is guarded once at start (instrumentation.ts): an Error argument is printed as the same
 * allow-listed fields `log` uses, and a text argument loses a "params: …" part. A line about an
 * error that means the database is unavailable (a page that could not render or revalidate during
 * an outage) is not printed: the outage is logged once, as `db.unavailable` (lib/server/db/availability.ts).
 */

const GUARDED = Symbol.for('portal.consoleGuarded');
const LEVELS = ['error', 'warn', 'log', 'info', 'debug', 'trace'] as const;

function clean(arg: unknown): unknown {
  if (arg instanceof Error) return serializeError(arg);
  if (typeof arg === 'string') return withoutQueryParams(arg);
  return arg;
}

type ConsoleLike = Pick<Console, (typeof LEVELS)[number]>;

/** Wraps the console's writing methods (once; a second call changes nothing). */
export function guardConsole(target: ConsoleLike = console): void {
  for (const level of LEVELS) {
    const original = target[level] as ((...args: unknown[]) => void) & { [GUARDED]?: true };
    if (typeof original !== 'function' || original[GUARDED]) continue;
    const guarded = Object.assign(
      (...args: unknown[]) => {
        if (args.some((a) => a instanceof Error && dbAvailability().failed(a))) return;
        original.apply(target, args.map(clean));
      },
      { [GUARDED]: true as const },
    );
    target[level] = guarded;
  }
}
