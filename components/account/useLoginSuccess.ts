'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUserInfo } from '@/lib/contracts/session';
import { sessionQueryKey, useSession, useUi } from '@/components/providers/StoreProvider';

/**
 * After any login (account, QR scan, registration): the session fields go into the ['session']
 * query at once (SessionSync stores them and saves the restorable ones to localStorage), the query
 * is re-checked against the new cookie, and the overlay closes.
 */
export function useLoginSuccess() {
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  const closeLogin = useUi((s) => s.closeLogin);
  return useCallback(
    (user: SessionUserInfo | undefined) => {
      if (user) {
        queryClient.setQueryData(sessionQueryKey, user);
        setUser(user);
      }
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      closeLogin();
    },
    [queryClient, setUser, closeLogin],
  );
}
