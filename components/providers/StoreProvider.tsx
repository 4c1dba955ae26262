'use client';

import { createContext, lazy, Suspense, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { restoreFromLocalStorage, storedSessionRaw, type RestoredUser } from '@/lib/stores/session';
import { createUiStore, type UiState, type UiStore } from '@/lib/stores/ui';

const UiContext = createContext<UiStore | null>(null);

// antd's message, for notices raised by islands without antd (e.g. a failed logout in the header).
const NoticeIsland = lazy(() => import('./NoticeIsland'));

function NoticeHost({ store }: { store: UiStore }) {
  const notice = useStore(store, (s) => s.notice);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeIsland notice={notice} />
    </Suspense>
  );
}

/**
 * The per-tree zustand ui store (never a module singleton, so server renders never share state).
 * The session (useSession, its sync to localStorage) lives with TanStack Query in QueryProvider.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [ui] = useState(() => createUiStore());
  return (
    <UiContext.Provider value={ui}>
      <NoticeHost store={ui} />
      {children}
    </UiContext.Provider>
  );
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
