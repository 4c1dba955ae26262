'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { BellOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import styles from './bands.module.css';

// The dialog (antd, its provider and styles, the form) is loaded on the first click or hover, not with the home page.
const RateSubscriptionDialog = dynamic(() => import('./RateSubscriptionIsland'), { ssr: false });

/** The call-to-action of the home page: opens the rate subscription dialog. */
export function SubscribeButton() {
  const t = useTranslations('Home');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.ctaButton}
        data-testid="subscribe-button"
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <BellOutlined aria-hidden />
        {t('ctaButton')}
      </button>
      {loaded ? <RateSubscriptionDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
