'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { MOBILE_TABS, mobileTabOf, type MobileTabKey } from '@/lib/config/mobile';
import { MobileIcon, type MobileIconName } from './icons';
import styles from './mobile.module.css';

const ICONS: Record<MobileTabKey, MobileIconName> = { home: 'home', rates: 'rates', services: 'services', news: 'news', me: 'user' };

/** The mobile site's bottom navigation (lib/config/mobile.ts MOBILE_TABS); the tab of the current page is lit. */
export function MobileTabBar() {
  const t = useTranslations('Mobile.tabs');
  // the server render sees the internal path (/zh-CN/1/mobile/…): read from the mobile root on
  const path = usePathname();
  const current = mobileTabOf(path.slice(Math.max(0, path.indexOf('/mobile'))));
  return (
    <nav className={styles.tabBar} aria-label={t('label')} data-testid="mobile-tabbar">
      {MOBILE_TABS.map((tab) => {
        const active = tab.key === current;
        return (
          <Link
            key={tab.key}
            href={tab.path}
            prefetch={false}
            className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            aria-current={active ? 'page' : undefined}
            data-testid={`mobile-tab-${tab.key}`}
          >
            <span className={styles.tabIcon} aria-hidden>
              <MobileIcon name={ICONS[tab.key]} />
            </span>
            <span className={styles.tabLabel}>{t(tab.key)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
