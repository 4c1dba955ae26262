import { useMemo, useSyncExternalStore } from 'react';

/*
 * A mailed account link (…?sendFlag=&token=) once checked by ResetLinkHandler. The URL is cleaned
 * and the locale switched to English, which remounts the page tree, so the outcome travels to the
 * English change / certification page in sessionStorage (this tab only; the token is single-use and
 * short-lived anyway).
 */

const KEY = 'accountLink';

export type AccountLink =
  | { kind: 'password' | 'certification'; token: string; email: string; nameEn: string; certificationStatus: number }
  | { kind: 'error'; flow: 'password' | 'certification'; message: string };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function rawLink(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): AccountLink | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as AccountLink;
    return v && typeof v === 'object' && typeof v.kind === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function saveAccountLink(link: AccountLink): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(link));
  } catch {
    // storage disabled: the page then offers to request a new link
  }
  notify();
}

export function readAccountLink(): AccountLink | null {
  return typeof window === 'undefined' ? null : parse(rawLink());
}

export function clearAccountLink(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored link outcome; null on the server and before hydration. */
export function useAccountLink(): AccountLink | null {
  const raw = useSyncExternalStore(subscribe, rawLink, () => null);
  return useMemo(() => parse(raw), [raw]);
}
