'use client';

import { useLocale, useTranslations } from 'next-intl';
import { desktopPathFor, SITE_VIEW_COOKIE, SITE_VIEW_DESKTOP } from '@/lib/config/mobile';
import styles from './mobile.module.css';

/**
 * "Desktop site": remembers the choice for the browser session (a cookie without expiry, read by
 * the request edge, which then serves this phone as a desktop) and opens the desktop page of the
 * current mobile page, query kept.
 */
export function DesktopSiteLink() {
  const t = useTranslations('Mobile');
  const en = useLocale() === 'en';
  return (
    <button
      type="button"
      className={styles.footerLink}
      data-testid="desktop-site-link"
      onClick={() => {
        const { pathname, search } = window.location;
        const bare = pathname.replace(/^\/(en|cn)(?=\/|$)/, '') || '/';
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        document.cookie = `${SITE_VIEW_COOKIE}=${SITE_VIEW_DESKTOP}; Path=/; SameSite=Lax${secure}`;
        const desktop = desktopPathFor(bare);
        const path = en ? (desktop === '/' ? '/en' : `/en${desktop}`) : desktop;
        // a full load: the edge reads the new cookie on the way to the other layout
        window.location.assign(new URL(`${path}${search}`, window.location.origin).href);
      }}
    >
      {t('desktopSite')}
    </button>
  );
}
