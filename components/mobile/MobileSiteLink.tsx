'use client';

import { useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { SITE_VIEW_COOKIE, SITE_VIEW_DESKTOP } from '@/lib/config/siteView';
import { isMobileUserAgent } from '@/lib/routing/device';

const noSubscription = () => () => {};
const chosenDesktop = () => isMobileUserAgent(navigator.userAgent) && document.cookie.split(/;\s*/).includes(`${SITE_VIEW_COOKIE}=${SITE_VIEW_DESKTOP}`);

/**
 * On the desktop site, for a phone that chose it: the way back to the mobile site (forgets the
 * choice, then opens the mobile home, where the edge sends this phone again). Renders nothing elsewhere.
 */
export function MobileSiteLink({ className, label }: { className?: string; label: string }) {
  const en = useLocale() === 'en';
  const show = useSyncExternalStore(noSubscription, chosenDesktop, () => false);
  if (!show) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid="mobile-site-link"
      onClick={() => {
        document.cookie = `${SITE_VIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
        window.location.assign(en ? '/en/mobile' : '/mobile');
      }}
    >
      {label}
    </button>
  );
}
