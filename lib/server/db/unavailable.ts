// Shared by the app and the scripts, so no 'server-only' here.

/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is
 * wrong": the connection was refused, reset or cut, the server is shutting down, restarting or
 * refusing connections, or no connection could be had in time. Such a failure answers 503 with
 * Retry-After and is logged once per outage (./availability.ts); anything else — a syntax error, a
 * constraint, a bad value — stays a bug of its own (500, logged with its stack).
 *
 * A socket error (ECONNREFUSED …) or a driver's "Connection terminated" counts only when it came
 * from the database's connection pool (marked there, ./watchPool.ts): a payment provider or a mail
 * server that refuses a connection is not a database outage. A SQLSTATE of a server going away
 * (57P01 …, class 08) can only come from the database. Drizzle wraps a driver's error
 * (DrizzleQueryError, the driver's error as `cause`), and Node reports a refused connection to a
 * host of several addresses as an AggregateError: both are looked through.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== null;
}

const DATABASE_ERROR = Symbol.for('portal.databaseError');

/** Marks an error as raised by the database's connection pool or one of its connections. */
export function markDatabaseError<T>(error: T): T {
  if (error instanceof Error && !(DATABASE_ERROR in error)) Object.defineProperty(error, DATABASE_ERROR, { value: true });
  return error;
}

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not taking work: admin_shutdown (57P01, a fast or
 * immediate stop), crash_shutdown (57P02), cannot_connect_now (57P03, starting up or shutting down),
 * too_many_connections (53300); and the whole class 08, connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const isServerCode = (code: string) => SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code);

/** What node-postgres and pg-pool say when a connection ends or cannot be had in time (no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection ended unexpectedly$/,
];

type CodedError = Error & { code?: unknown; cause?: unknown };

/** The error (the given one or one it wraps) that says the database is unavailable, or null. */
export function unavailableCause(error: unknown, fromDatabase = false, depth = 0): CodedError | null {
  if (!(error instanceof Error) || depth > 4) return null;
  const e = error as CodedError;
  const ours = fromDatabase || DATABASE_ERROR in e;
  const code = typeof e.code === 'string' ? e.code : '';
  if (isServerCode(code)) return e;
  if (ours && (NETWORK_CODES.has(code) || DRIVER_MESSAGES.some((m) => m.test(e.message)))) return e;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = unavailableCause(inner, ours, depth + 1);
      if (found) return found;
    }
  }
  return e.cause === undefined ? null : unavailableCause(e.cause, ours, depth + 1);
}
