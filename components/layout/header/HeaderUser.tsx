'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRestoredUser, useUi } from '@/components/providers/StoreProvider';
import { sessionQueryKey, useSession } from '@/components/providers/QueryProvider';
import { useLogout } from '@/components/account/useLogout';
import { preloadLoginOverlay } from '@/components/layout/LoginOverlaySlot';
import styles from './header.module.css';
import { sessionUserName } from '@/lib/personName';

/** Login/register, or "Welcome, <name>" with edit info and the user menu (spec §2 Header). */
export function HeaderUser() {
  const t = useTranslations('Header');
  const locale = useLocale();
  const answered = useSession((s) => s.user);
  // While the session call is in flight: the user stored at the last visit, or a visitor (spec §4).
  const restored = useRestoredUser();
  const user = answered !== undefined ? answered : restored;
  const openLogin = useUi((s) => s.openLogin);
  const queryClient = useQueryClient();
  // POST /webuser/webloginOut, then the store, storage and Authorization header are cleared (spec §4)
  const logout = useLogout();
  // If asking the server failed (network), offer the login button rather than an empty space.
  const subscribe = useCallback((fn: () => void) => queryClient.getQueryCache().subscribe(fn), [queryClient]);
  const sessionFailed = useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState(sessionQueryKey)?.status === 'error',
    () => false,
  );

  if (user === undefined && !sessionFailed) {
    // Still asking the server: keep the space so the bar does not jump.
    return <span className={styles.userPending} aria-hidden />;
  }

  if (!user) {
    return (
      <span className={styles.user}>
        <button
          type="button"
          className={styles.loginButton}
          data-testid="login-button"
          onPointerEnter={preloadLoginOverlay}
          onFocus={preloadLoginOverlay}
          onClick={() => openLogin(locale === 'en' ? 'loginQR' : 'scan')}
        >
          {t('login')}
        </button>
        <Link href="/register" className={styles.registerLink}>
          {t('register')}
        </Link>
      </span>
    );
  }

  const name = sessionUserName(user, locale);

  return (
    <span className={styles.user} data-testid="header-user">
      <span className={styles.welcomeUser}>{t('welcomeUser', { name })}</span>
      <Link href="/workspace/editInfo" className={styles.toolLink}>
        {t('editInfo')}
      </Link>
      <span className={styles.userMenu}>
        <button type="button" className={styles.userMenuButton} aria-haspopup="true">
          {t('userMenu')}
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden>
            <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
          </svg>
        </button>
        <span className={styles.userMenuList} role="menu">
          <Link href="/workspace/orders" role="menuitem">
            {t('myOrders')}
          </Link>
          <Link href="/workspace/quotations" role="menuitem">
            {t('myQuotations')}
          </Link>
          <Link href="/workspace/spotCargo" role="menuitem">
            {t('mySpotCargo')}
          </Link>
          <button type="button" role="menuitem" onClick={() => void logout()} data-testid="logout">
            {t('logout')}
          </button>
        </span>
      </span>
    </span>
  );
}
