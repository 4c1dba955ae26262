'use client';

import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { reloadOnChunkFailure, willReloadForChunkFailure } from '@/lib/navigation/chunkReload';
import styles from '@/components/layout/page.module.css';

type RouteError = Error & { digest?: string; status?: number; statusCode?: number };

/**
 * Error page (spec §2, §8): 'Error' in the page's language, the status (default 500), retry and a
 * way home. A route whose code chunk failed to load (an open tab after a deployment) reloads the
 * page instead, at most once per 60 s (spec §4); only when that guard refuses is the error shown.
 */
export default function CompanyError({ error, reset }: { error: RouteError; reset: () => void }) {
  const t = useTranslations('Error');
  const reloading = useMemo(() => willReloadForChunkFailure(error), [error]);
  useEffect(() => {
    if (!reloadOnChunkFailure(error)) console.error(error);
  }, [error]);
  if (reloading) return <main className={styles.message} aria-busy="true" data-testid="error-reloading" />;
  const status = error.status ?? error.statusCode ?? 500;
  return (
    <main className={styles.message} role="alert" data-testid="error-page">
      <div className={styles.messageCode}>{status}</div>
      <h1 className={styles.messageTitle}>{t('title')}</h1>
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
