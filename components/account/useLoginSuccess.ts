'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUserInfo } from '@/lib/contracts/session';
import { useUi } from '@/components/providers/StoreProvider';
import { sessionQueryKey } from '@/components/providers/QueryProvider';

/**
 * After any login (account, QR scan, registration): the session fields go into the ['session']
 * query at once (the one place the client keeps the user; SessionSync saves the restorable fields
 * to localStorage), the query is re-checked against the new cookie, and the overlay closes.
 */
export function useLoginSuccess() {
  const queryClient = useQueryClient();
  const closeLogin = useUi((s) => s.closeLogin);
  return useCallback(
    (user: SessionUserInfo | undefined) => {
      if (user) queryClient.setQueryData(sessionQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      closeLogin();
    },
    [queryClient, closeLogin],
  );
}
