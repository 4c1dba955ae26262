'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/layout/page.module.css';

type RouteError = Error & { digest?: string; status?: number; statusCode?: number };

/** Error page (spec §2, §8): the message or 'Error', the status (default 500), retry and a way home. */
export default function CompanyError({ error, reset }: { error: RouteError; reset: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  const status = error.status ?? error.statusCode ?? 500;
  // A server error's message is replaced by a generic English text in production: show 'Error' then.
  const message = !error.digest && error.message ? error.message : t('title');
  return (
    <main className={styles.message} role="alert" data-testid="error-page">
      <div className={styles.messageCode}>{status}</div>
      <h1 className={styles.messageTitle}>{message}</h1>
      <p className={styles.messageText}>{t('text')}</p>
      {error.digest ? <p className={styles.messageText}>{t('reference', { digest: error.digest })}</p> : null}
      <div className={styles.messageActions}>
        <button type="button" className={styles.outlineButton} onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className={styles.buttonPrimary}>
          {t('goHome')}
        </Link>
      </div>
    </main>
  );
}
