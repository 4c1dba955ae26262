import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './page.module.css';

/**
 * The 404 page (spec §2, §8): 'This page could not be found' is shown as such in both languages —
 * with its Chinese translation beside it on Chinese pages — and a link back to the home page.
 */
export async function NotFoundView() {
  const [t, locale] = await Promise.all([getTranslations('NotFound'), getLocale()]);
  return (
    <main className={styles.message} data-testid="not-found">
      <div className={styles.messageCode}>404</div>
      <h1 className={styles.messageTitle}>
        <span lang="en">This page could not be found</span>
        {locale === 'en' ? null : <span className={styles.messageTranslation}> · {t('title')}</span>}
      </h1>
      <p className={styles.messageText}>{t('text')}</p>
      <div className={styles.messageActions}>
        <Link href="/" className={styles.buttonPrimary} data-testid="back-home">
          {t('backHome')}
        </Link>
      </div>
    </main>
  );
}
