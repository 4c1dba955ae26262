'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useQuery } from '@tanstack/react-query';
import { createSessionStore, saveToLocalStorage, type SessionState, type SessionStore } from '@/lib/stores/session';
import { createUiStore, type UiState, type UiStore } from '@/lib/stores/ui';
import { get, ApiCallError } from '@/lib/api/client';
import { sessionAnswer } from '@/lib/contracts/session';

const SessionContext = createContext<SessionStore | null>(null);
const UiContext = createContext<UiStore | null>(null);

export const sessionQueryKey = ['session'] as const;

/** Asks the server who is logged in (pages are cached, so the answer is never baked into HTML). */
function SessionSync({ store }: { store: SessionStore }) {
  const q = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return (await get('/webuser/session', {}, sessionAnswer, signal)).data ?? null;
      } catch (e) {
        if (e instanceof ApiCallError && e.status === 401) return null;
        throw e;
      }
    },
    staleTime: 30_000,
  });
  useEffect(() => {
    if (q.data === undefined) return;
    store.getState().setUser(q.data);
    saveToLocalStorage(q.data);
  }, [q.data, store]);
  return null;
}

/** Per-tree zustand stores (never module singletons, so server renders never share state). */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [session] = useState(() => createSessionStore());
  const [ui] = useState(() => createUiStore());
  return (
    <SessionContext.Provider value={session}>
      <UiContext.Provider value={ui}>
        <SessionSync store={session} />
        {children}
      </UiContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession<T>(selector: (s: SessionState) => T): T {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession outside StoreProvider');
  return useStore(store, selector);
}

export function useUi<T>(selector: (s: UiState) => T): T {
  const store = useContext(UiContext);
  if (!store) throw new Error('useUi outside StoreProvider');
  return useStore(store, selector);
}
