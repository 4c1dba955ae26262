import 'server-only';
import type { AnyEndpoint } from '../endpoints/endpoint';
import { ApiError } from './errors';

/** An endpoint's body limit when its entry names none. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;

const KB = 1024;
const MB = 1024 * 1024;

/** The largest body an endpoint of the table accepts, in bytes. */
export const bodyLimitOf = (endpoint: Pick<AnyEndpoint, 'maxBytes'>): number => endpoint.maxBytes ?? DEFAULT_MAX_BYTES;

/** A byte count as people read a limit: 256 KB, 1 MB, 1.5 MB (binary units, rounded down, never above the limit). */
export function formatBytes(bytes: number): string {
  const down = (n: number) => String(Math.floor(n * 10) / 10);
  if (bytes >= MB) return `${down(bytes / MB)} MB`;
  if (bytes >= KB) return `${down(bytes / KB)} KB`;
  return `${Math.max(0, Math.floor(bytes))} B`;
}

/**
 * The 413 of a body over its endpoint's limit, naming that limit. An upload (multipart) speaks of the
 * file, in whole MB: the limit of the body is the file's plus room for the form's other fields.
 */
export function bodyTooLarge(maxBytes: number, upload = false): ApiError {
  return upload
    ? new ApiError(413, 'fileTooLarge', '0', { values: { max: Math.max(1, Math.floor(maxBytes / MB)) } })
    : new ApiError(413, 'bodyTooLarge', '0', { values: { max: formatBytes(maxBytes) } });
}

/** What of a body found too large is still read and thrown away before the 413 (see discardRest). */
const DRAIN_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 5000;

/**
 * Reads the rest of a body found too large and throws it away, up to DRAIN_BYTES or DRAIN_MS, so
 * the 413 is answered on a connection whose request has been read: cancelling the stream instead
 * destroys the request, and the connection with it, before the answer is out (the client sees a
 * reset). Past the bound the stream is cancelled all the same.
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, bound = { bytes: DRAIN_BYTES, ms: DRAIN_MS }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), bound.ms);
  });
  try {
    for (let discarded = 0; discarded <= bound.bytes; ) {
      const next = await Promise.race([reader.read(), late]);
      // too slow: given up
      if (next === null) break;
      if (next.done) return;
      discarded += next.value.byteLength;
    }
    await reader.cancel().catch(() => {});
  } finally {
    clearTimeout(timer);
  }
}
