'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { logout } from '@/lib/api/account';
import { setAuthorization } from '@/lib/api/client';
import { saveToLocalStorage } from '@/lib/stores/session';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { sessionQueryKey, useSession } from '@/components/providers/StoreProvider';
import { certificationQueryKey, userInfoQueryKey } from '@/lib/api/account';
import { errorText } from './callError';

/** Keys of spec §4 "Logout" besides the restorable session fields. */
const LOGOUT_KEYS = ['author', 'certificationStatus', 'phone', 'userName'] as const;

/**
 * Log out (spec §4): POST /webuser/webloginOut; on code '1' the session store is emptied, the stored
 * author, certificationStatus, phone and userName are removed, the default Authorization header is
 * reset and the session query re-checked. A workspace page then goes home. Resolves true on success.
 */
export function useLogout(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const setUser = useSession((s) => s.setUser);
  const pathname = usePathname();
  const router = useRouter();
  const { message } = App.useApp();
  const t = useTranslations('Login');

  return useCallback(async () => {
    try {
      const answer = await logout();
      if (answer.code !== '1') return false;
    } catch (error) {
      void message.error(errorText(error, t('logoutFailed')));
      return false;
    }
    setUser(null);
    saveToLocalStorage(null);
    for (const key of LOGOUT_KEYS) window.localStorage.removeItem(key);
    setAuthorization(undefined);
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ queryKey: userInfoQueryKey });
    queryClient.removeQueries({ queryKey: certificationQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    if (pathname === '/workspace' || pathname.startsWith('/workspace/')) router.replace('/');
    return true;
  }, [message, pathname, queryClient, router, setUser, t]);
}
