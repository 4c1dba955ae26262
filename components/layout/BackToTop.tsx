'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './chrome.module.css';

/** Spec §2, §9: shown from 615 px of scroll; the way up takes 100 ms. */
export const BACK_TO_TOP_THRESHOLD = 615;
export const BACK_TO_TOP_DURATION_MS = 100;

function scrollToTop() {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / BACK_TO_TOP_DURATION_MS);
    const eased = 1 - (1 - p) * (1 - p);
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function BackToTop() {
  const t = useTranslations('BackToTop');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(window.scrollY >= BACK_TO_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <button
      type="button"
      className={`${styles.backToTop} ${visible ? styles.backToTopVisible : ''}`}
      onClick={scrollToTop}
      aria-label={t('label')}
      title={t('label')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path d="M5 15l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('short')}</span>
    </button>
  );
}
