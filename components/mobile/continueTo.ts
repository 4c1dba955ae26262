/*
 * Where a phone continues after logging in: the page that sent it to the login (a QR confirmation,
 * the rates page …), kept in localStorage for a quarter of an hour so that it survives a password
 * reset done through a mailed link. Only mobile paths are kept or given back.
 */

const KEY = 'mobileContinue';
const TTL_MS = 15 * 60 * 1000;

/** A same-site mobile path (with query), never another origin or a protocol-relative URL. */
export function safeMobilePath(path: string | null | undefined): string | null {
  if (!path || !/^\/(?:en\/)?mobile(?:[/?]|$)/.test(path) || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

export function saveContinueTo(path: string): void {
  const safe = safeMobilePath(path);
  if (!safe) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
  } catch {
    // storage disabled: the phone lands on its profile instead
  }
}

/** The saved page (and forgets it), or null when none or too old. */
export function takeContinueTo(): string | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof v.path !== 'string' || typeof v.at !== 'number' || Date.now() - v.at > TTL_MS) return null;
    return safeMobilePath(v.path);
  } catch {
    return null;
  }
}
