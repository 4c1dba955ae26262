// The "params: …" part of a failed query's text, removed. Plain JavaScript with no imports so that
// the front server (server.mjs) uses it under bare Node as the app does (lib/server/consoleGuard.ts);
// typed by redact.d.mts, tested in tests/api/log.test.ts.

/** A text without the "params: …" lines of a failed query (up to the stack frames that follow). */
export function withoutQueryParams(text) {
  return text.replace(/(^|\n)([ \t]*)params:[^\n]*(?:\n(?![ \t]+at )[^\n]*)*/g, '$1$2params: [redacted]');
}
