'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { saveToLocalStorage } from '@/lib/stores/session';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useUi } from '@/components/providers/StoreProvider';
import { sessionQueryKey } from '@/components/providers/QueryProvider';
import { certificationQueryKey, userInfoQueryKey } from '@/lib/api/queryKeys';
import { errorText } from './callError';

/** Keys of spec §4 "Logout" besides the restorable session fields. */
const LOGOUT_KEYS = ['author', 'certificationStatus', 'phone', 'userName'] as const;

/**
 * Log out (spec §4): the stored author, certificationStatus, phone and userName (and the rest of the
 * restorable fields) are removed whatever the answer, then POST /webuser/webloginOut. Only on code
 * '1' is the default Authorization header reset and the session query emptied; a failed call says so
 * and re-asks the server who is logged in (its session cookie may still be live). A workspace page then
 * goes home. Resolves true on success. The call and its client load on the click (the header that
 * offers it is on every page).
 */
export function useLogout(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const router = useRouter();
  const notify = useUi((s) => s.notify);
  const t = useTranslations('Header');

  return useCallback(async () => {
    saveToLocalStorage(null);
    for (const key of LOGOUT_KEYS) window.localStorage.removeItem(key);
    const [{ logout }, { setAuthorization }] = await Promise.all([import('@/lib/api/account'), import('@/lib/api/client')]);
    try {
      await logout(); // anything but code '1' is thrown as a failure
    } catch (error) {
      notify('error', errorText(error, t('logoutFailed')));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return false;
    }
    setAuthorization(undefined);
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ queryKey: userInfoQueryKey });
    queryClient.removeQueries({ queryKey: certificationQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    if (pathname === '/workspace' || pathname.startsWith('/workspace/')) router.replace('/');
    return true;
  }, [notify, pathname, queryClient, router, t]);
}
