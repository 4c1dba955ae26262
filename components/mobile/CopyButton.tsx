'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { copyText } from '@/components/contact/copyText';
import styles from './mobile.module.css';

/** Behaviour events of a copy (spec §8): 41 a phone number, 25 an email address. */
const EVENT_TYPE = { phone: 41, email: 25 } as const;

/**
 * Copy with the spec's messages (§8: 'Content copied to clipboard!' / 'Sorry, copy failed!'),
 * shown as a toast without loading antd; copying a phone or an email records its behaviour event.
 */
export function CopyButton({ text, kind, label }: { text: string; kind?: keyof typeof EVENT_TYPE; label: string }) {
  const t = useTranslations('Copy');
  const [toast, setToast] = useState<{ ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const ok = await copyText(text);
    setToast({ ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), 2000);
    // the API client loads with the first copy, not with the page
    if (ok && kind)
      void import('@/lib/api/contacts')
        .then(({ recordBehaviour }) => recordBehaviour({ type: EVENT_TYPE[kind], data: { [kind]: text } }))
        .catch((error: unknown) => console.error('[contact] behaviour event not recorded', error));
  }

  return (
    <>
      <button type="button" className={styles.iconButton} aria-label={label} title={label} onClick={() => void copy()} data-testid="copy-button">
        <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden>
          <path d="M8 8h11v13H8V8Zm-3 8H4V3h11v2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
        </svg>
      </button>
      {toast ? (
        <div className={toast.ok ? styles.toast : `${styles.toast} ${styles.toastError}`} role="status" data-testid="copy-toast">
          {toast.ok ? t('success') : t('failure')}
        </div>
      ) : null}
    </>
  );
}
