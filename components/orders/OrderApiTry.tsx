'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { publicEnv } from '@/lib/publicEnv';
import styles from './apiDoc.module.css';

/** Sends GET /api/orderSearch?no= as another site would (no cookies) and shows the JSON it answers. */
export function OrderApiTry() {
  const t = useTranslations('Orders');
  const locale = useLocale();
  const [no, setNo] = useState('');
  const [out, setOut] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await fetch(`${publicEnv.apiBase}/orderSearch?no=${encodeURIComponent(no.trim())}`, {
        credentials: 'omit',
        headers: { lang: locale === 'en' ? 'en' : 'cn' },
      });
      const body: unknown = await res.json().catch(() => null);
      setOut(`HTTP ${res.status}\n${JSON.stringify(body, null, 2)}`);
    } catch {
      // no answer at all (network down, timeout): the localized text, never the browser's English
      setOut(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.try} onSubmit={send}>
      <div className={styles.tryRow}>
        <input className={styles.tryInput} value={no} onChange={(e) => setNo(e.target.value)} placeholder={t('searchPlaceholder')} aria-label={t('searchLabel')} data-testid="order-api-try-input" />
        <button type="submit" className={styles.tryButton} disabled={busy} data-testid="order-api-try-send">
          {t('apiTryButton')}
        </button>
      </div>
      {out ? (
        <pre className={styles.code} data-testid="order-api-try-output" aria-live="polite">
          {out}
        </pre>
      ) : null}
    </form>
  );
}
