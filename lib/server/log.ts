import 'server-only';
import { env } from '../env';

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

/*
 * Errors are logged field by field from a short allow-list, never as they come: a failed Drizzle
 * query carries its bound values (`params`, and "params: …" in its message and stack), and a
 * database error its `detail` ("Key (mobile)=(139…) already exists", the failing row). Those hold
 * password hashes, ID numbers and phone numbers, so no query value reaches the log, whatever the
 * driver (pg or PGlite).
 */

/** Database error fields that name things (tables, constraints), never values. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
const MAX_DEPTH = 4;

/** The message without Drizzle's "params: …" tail (which runs to the end of the message). */
function withoutParams(message: string): string {
  const at = message.search(/\n\s*params:/);
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

/**
 * A data exception (SQLSTATE class 22) quotes the offending value in its message
 * (`invalid input syntax for type integer: "…"`): keep the sentence, drop the value.
 */
function withoutQuotedValues(message: string, code: unknown): string {
  return typeof code === 'string' && code.startsWith('22') ? message.replace(/"(?:[^"]|"")*"/g, '"[redacted]"') : message;
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    if (typeof error === 'string') return withoutParams(error);
    return error === undefined || error === null || typeof error !== 'object' ? error : '[non-error thrown]';
  }
  const e = error as Error & Record<string, unknown>;
  const message = withoutQuotedValues(withoutParams(e.message), e.code);
  const out: Record<string, unknown> = { name: e.name, message };
  for (const k of SAFE_FIELDS) if (typeof e[k] === 'string' || typeof e[k] === 'number') out[k] = e[k];
  // The stack repeats the message: keep only its frames.
  const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  if (frames.length) out.stack = frames.slice(0, 12).join('\n');
  if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(e.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_DEPTH) out.errors = error.errors.slice(0, 5).map((x) => serializeError(x, depth + 1));
  return out;
}

/** An error's message as the log would show it (no query values): for error columns such as jobs.last_error. */
export function safeErrorMessage(error: unknown): string {
  const e = serializeError(error);
  return typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (levels[level] < levels[env().LOG_LEVEL]) return;
  const out: Record<string, unknown> = { t: new Date().toISOString(), level, event };
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Error || k === 'error' ? serializeError(v) : v;
  (level === 'error' || level === 'warn' ? console.error : console.log)(JSON.stringify(out));
}

/** One JSON line per event, on stdout/stderr. */
export const log = {
  debug: (e: string, f?: Record<string, unknown>) => write('debug', e, f),
  info: (e: string, f?: Record<string, unknown>) => write('info', e, f),
  warn: (e: string, f?: Record<string, unknown>) => write('warn', e, f),
  error: (e: string, f?: Record<string, unknown>) => write('error', e, f),
};
