'use client';

import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { COOKIE_CONSENT_KEY } from './cookieConsent';
import styles from './chrome.module.css';

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

function consented(): boolean {
  try {
    return Cookies.get(COOKIE_CONSENT_KEY) === '1' || window.localStorage.getItem(COOKIE_CONSENT_KEY) === '1';
  } catch {
    return Cookies.get(COOKIE_CONSENT_KEY) === '1';
  }
}

function accept() {
  Cookies.set(COOKIE_CONSENT_KEY, '1', { expires: 365, path: '/', sameSite: 'lax' });
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, '1');
  } catch {
    // the cookie alone is enough
  }
  listeners.forEach((fn) => fn());
}

/** A non-blocking bottom bar until the visitor accepts; the answer is remembered in a cookie and localStorage. */
export function CookieNotice() {
  const t = useTranslations('CookieNotice');
  // Server and first paint: hidden (pages are cached for everyone); shown after hydration if needed.
  const show = useSyncExternalStore(subscribe, () => !consented(), () => false);
  if (!show) return null;
  return (
    <div className={styles.cookie} role="region" aria-label={t('label')} data-testid="cookie-notice">
      <p>{t('text')}</p>
      <button type="button" className={styles.cookieAccept} onClick={accept} data-testid="cookie-accept">
        {t('accept')}
      </button>
    </div>
  );
}
