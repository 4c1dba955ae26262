import type { SessionUserInfo } from '../contracts/session';

/*
 * The logged-in user lives in one place on the client: the ['session'] query (lib/api/session.ts),
 * read through useSession (components/providers/StoreProvider.tsx). Here: its shape for selectors
 * and the local-storage copy of spec §4 "Start-up restore".
 */

/** Keys restored from local storage at start-up (spec §4 "Start-up restore"). */
export const RESTORED_KEYS = ['userId', 'email', 'userName', 'phone', 'userNameEn', 'headUrl', 'userType', 'certificationStatus'] as const;

export type SessionState = {
  /** undefined until the client has asked the server; null when logged out. */
  user: SessionUserInfo | null | undefined;
};

/** Persist the restorable fields so the header shows the user at once after a reload. */
export function saveToLocalStorage(user: SessionUserInfo | null): void {
  if (typeof window === 'undefined') return;
  try {
    for (const key of RESTORED_KEYS) {
      if (user) window.localStorage.setItem(key, String(user[key] ?? ''));
      else window.localStorage.removeItem(key);
    }
  } catch {
    // storage blocked (a page framed by another site, private modes): the header asks the server instead
  }
}

/** The stored restorable values as one string (to tell whether they changed); '' without storage. */
export function storedSessionRaw(): string {
  try {
    return RESTORED_KEYS.map((k) => window.localStorage.getItem(k) ?? '').join('\u0000');
  } catch {
    return '';
  }
}

/** The fields of spec §4 "Start-up restore". */
export type RestoredUser = Pick<SessionUserInfo, (typeof RESTORED_KEYS)[number]>;

/** The user read back from local storage, or null when nothing was stored. */
export function restoreFromLocalStorage(): RestoredUser | null {
  if (typeof window === 'undefined') return null;
  let id: string | null;
  try {
    id = window.localStorage.getItem('userId');
  } catch {
    return null; // storage blocked
  }
  if (!id || !/^\d+$/.test(id)) return null;
  const get = (k: string) => window.localStorage.getItem(k) ?? '';
  return {
    userId: Number(id),
    email: get('email'),
    userName: get('userName'),
    phone: get('phone'),
    userNameEn: get('userNameEn'),
    headUrl: get('headUrl'),
    userType: Number(get('userType') || 0),
    certificationStatus: Number(get('certificationStatus') || 0),
  };
}
