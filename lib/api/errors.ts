/** A failed call, with the server's localized message when it sent one. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/**
 * The failure envelope of lib/contracts/envelope.ts (`{ code ≠ '1', message, fieldErrors? }`) read
 * without zod: this runs in every page's first-load code (a visitor's session check answers 401).
 */
export function failureOf(body: unknown, status: number | undefined): ApiCallError | null {
  if (!body || typeof body !== 'object') return null;
  const { code, message, fieldErrors } = body as Record<string, unknown>;
  if (typeof code !== 'string' || code === '1' || typeof message !== 'string') return null;
  const fields =
    fieldErrors && typeof fieldErrors === 'object' && Object.values(fieldErrors).every((v) => Array.isArray(v))
      ? (fieldErrors as Record<string, string[]>)
      : undefined;
  return new ApiCallError(message, status, code, fields);
}
