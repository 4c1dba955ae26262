'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { MobileIcon } from './icons';
import styles from './mobile.module.css';

// The subscription dialog (antd and its form) loads on the first touch, never with the page.
const RateSubscriptionDialog = dynamic(() => import('@/components/home/RateSubscriptionIsland'), { ssr: false });

/** The rate-alert subscription (spec §5 "Rate subscription"): a card whose button opens the dialog. */
export function MobileSubscribe() {
  const t = useTranslations('Mobile.home');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.subscribe}>
      <span className={styles.subscribeIcon} aria-hidden>
        <MobileIcon name="bell" />
      </span>
      <div className={styles.subscribeText}>
        <p className={styles.subscribeTitle}>{t('alertTitle')}</p>
        <p className={styles.subscribeLead}>{t('alertText')}</p>
      </div>
      <button
        type="button"
        className={styles.smallButton}
        data-testid="subscribe-button"
        onTouchStart={() => setLoaded(true)}
        onPointerEnter={() => setLoaded(true)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('alertButton')}
      </button>
      {loaded ? <RateSubscriptionDialog open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
