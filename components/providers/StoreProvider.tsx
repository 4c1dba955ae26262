'use client';

import { createContext, lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useQuery } from '@tanstack/react-query';
import { restoreFromLocalStorage, saveToLocalStorage, storedSessionRaw, type RestoredUser, type SessionState } from '@/lib/stores/session';
import { createUiStore, type UiState, type UiStore } from '@/lib/stores/ui';
import { sessionOptions, sessionQueryKey } from '@/lib/api/session';

export { sessionQueryKey };

const UiContext = createContext<UiStore | null>(null);

// antd's message, for notices raised by islands without antd (e.g. a failed logout in the header).
const NoticeIsland = lazy(() => import('./NoticeIsland'));

/** Asks the server who is logged in and keeps the restorable fields in localStorage (spec §4). */
function SessionSync() {
  const { data } = useQuery(sessionOptions());
  useEffect(() => {
    if (data !== undefined) saveToLocalStorage(data);
  }, [data]);
  return null;
}

function NoticeHost({ store }: { store: UiStore }) {
  const notice = useStore(store, (s) => s.notice);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeIsland notice={notice} />
    </Suspense>
  );
}

/** The per-tree zustand ui store (never a module singleton, so server renders never share state). */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [ui] = useState(() => createUiStore());
  return (
    <UiContext.Provider value={ui}>
      <SessionSync />
      <NoticeHost store={ui} />
      {children}
    </UiContext.Provider>
  );
}

/** The logged-in user, read from the ['session'] query: the one place the client keeps it. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  const { data } = useQuery(sessionOptions());
  return selector({ user: data });
}

export function useUi<T>(selector: (s: UiState) => T): T {
  const store = useContext(UiContext);
  if (!store) throw new Error('useUi outside StoreProvider');
  return useStore(store, selector);
}

// A stable snapshot for useSyncExternalStore (browser only): the same object while storage holds the same values.
let lastRestored: { raw: string; user: RestoredUser | null } | undefined;
const noSubscription = () => () => {};
function restoredSnapshot(): RestoredUser | null {
  const raw = storedSessionRaw();
  if (lastRestored?.raw !== raw) lastRestored = { raw, user: restoreFromLocalStorage() };
  return lastRestored.user;
}

/**
 * Spec §4 "Start-up restore": the user fields stored at the last visit, for the header to show while
 * the session call is in flight — null when nothing is stored (a visitor), undefined while hydrating
 * (the cached HTML never holds a user). The server's answer (useSession) always wins once it is in.
 */
export function useRestoredUser(): RestoredUser | null | undefined {
  return useSyncExternalStore(noSubscription, restoredSnapshot, () => undefined);
}
