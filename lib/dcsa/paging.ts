/*
 * Cursor pagination as the DCSA documents describe it (`limit`, `cursor`, the `Next-Page-Cursor`
 * header): the cursor names the offset of the next page and the query it belongs to, so a cursor
 * sent with other filters is refused rather than answered with a page of something else.
 */

import { createHash } from 'node:crypto';

/** A short fingerprint of the query a cursor belongs to (keeps the cursor within the documents' 1024 characters). */
const fingerprint = (q: Record<string, string>) => createHash('sha256').update(JSON.stringify(q)).digest('base64url').slice(0, 16);

/** A page of a list and the cursor of the next (base64url of the offset and the fingerprint of the query it belongs to). */
export function page<T>(all: readonly T[], q: Record<string, string>, limit: number, cursor: string | null): { items: T[]; next: string | null } | null {
  let offset = 0;
  if (cursor) {
    try {
      const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o: number; q: string };
      if (c.q !== fingerprint(q) || !Number.isInteger(c.o) || c.o < 0) return null;
      offset = c.o;
    } catch {
      return null;
    }
  }
  const items = all.slice(offset, offset + limit);
  const next = offset + limit < all.length ? Buffer.from(JSON.stringify({ o: offset + limit, q: fingerprint(q) })).toString('base64url') : null;
  return { items, next };
}

