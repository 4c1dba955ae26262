import 'server-only';
import { env } from '../env';

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (levels[level] < levels[env().LOG_LEVEL]) return;
  const out: Record<string, unknown> = { t: new Date().toISOString(), level, event };
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error ? { message: v.message, stack: v.stack } : v;
  (level === 'error' || level === 'warn' ? console.error : console.log)(JSON.stringify(out));
}

/** One JSON line per event, on stdout/stderr. */
export const log = {
  debug: (e: string, f?: Record<string, unknown>) => write('debug', e, f),
  info: (e: string, f?: Record<string, unknown>) => write('info', e, f),
  warn: (e: string, f?: Record<string, unknown>) => write('warn', e, f),
  error: (e: string, f?: Record<string, unknown>) => write('error', e, f),
};
