'use client';

import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/api/queryClient';
import { sessionOptions, sessionQueryKey } from '@/lib/api/session';
import { saveToLocalStorage, type SessionState } from '@/lib/stores/session';

export { sessionQueryKey };

/** Asks the server who is logged in and keeps the restorable fields in localStorage (spec §4). */
export function SessionSync() {
  const { data } = useQuery(sessionOptions());
  useEffect(() => {
    if (data !== undefined) saveToLocalStorage(data);
  }, [data]);
  return null;
}

/**
 * TanStack Query for the islands below, and the session's sync to localStorage: placed by the layouts
 * and pages whose islands ask the server through react-query (the desktop site, the workspace, the
 * console, the mobile pages with such an island), so that a page without one loads none of its code.
 * Every provider hands out the tab's one client (getQueryClient): subtrees share its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SessionSync />
      {children}
    </QueryClientProvider>
  );
}

/** The logged-in user, read from the ['session'] query: the one place the client keeps it. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  const { data } = useQuery(sessionOptions());
  return selector({ user: data });
}
