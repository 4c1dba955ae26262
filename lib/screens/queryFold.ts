/*
 * Pages whose content depends on their query (the news list's ?tabId=&page=, an article's ?id=, …)
 * are still cached pages: the request edge folds the query keys their screen declares
 * (registry `query`) into one last path segment, `[q]`, and the page reads them back from it. So
 * /notification/news?tabId=2&page=3 is served by app/…/notification/news/[q]/page.tsx, rendered
 * once per (company, locale, query) and kept until the company's content tag is revalidated, like
 * every other public page, instead of being rendered for every request.
 *
 * The segment is "-" followed by the base64url of the declared keys as a query string, in the
 * screen's order: one spelling per query, so one cache entry. Keys a screen does not declare (and
 * any `_rsc`) stay in the query, which a cached page never reads. Each key keeps at most two values
 * (a repeated key is malformed however often it repeats) and a value over MAX_VALUE characters is
 * folded as the empty string: every loader treats both as it treats any other malformed value, and
 * the number of distinct segments a URL can ask for stays bounded by what the loaders accept.
 *
 * Pure: the edge (front server and proxy) and the pages import it.
 */

export type FoldedQuery = Record<string, string | string[]>;

/** The dynamic segment a query screen's page file sits in. */
export const QUERY_SEGMENT = '[q]';
/** Every folded segment starts with it; no page name does, so it never shadows a sibling page. */
export const FOLD_MARK = '-';
const MAX_VALUE = 200;
const MAX_REPEAT = 2;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The segment for a request's query (`search`: "" or "?…") and what stays in the query: the keys
 * of `keys` are folded, the others kept in their order.
 */
export function foldQuery(keys: readonly string[], search: string): { segment: string; search: string } {
  const all = new URLSearchParams(search);
  const folded = new URLSearchParams();
  for (const key of keys) {
    for (const value of all.getAll(key).slice(0, MAX_REPEAT)) folded.append(key, value.length > MAX_VALUE ? '' : value);
  }
  const kept = new URLSearchParams([...all].filter(([key]) => !keys.includes(key)));
  const text = folded.toString();
  const rest = kept.toString();
  return { segment: `${FOLD_MARK}${text ? toBase64Url(text) : ''}`, search: rest ? `?${rest}` : '' };
}

/** The query a folded segment carries, as a page's searchParams would have it; null: not a folded segment. */
export function unfoldQuery(segment: string): FoldedQuery | null {
  if (!segment.startsWith(FOLD_MARK)) return null;
  const text = fromBase64Url(segment.slice(FOLD_MARK.length));
  if (text === null) return null;
  const query: FoldedQuery = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const had = query[key];
    query[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return query;
}

/** Whether a path's last segment is a folded query (such a path is never asked for from outside). */
export function isFoldedSegment(segment: string): boolean {
  return segment.startsWith(FOLD_MARK);
}
