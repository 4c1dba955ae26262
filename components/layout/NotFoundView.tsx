import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './page.module.css';

export { notFoundMetadata } from '@/lib/seo/metadata';

/**
 * The 404 page (spec §2, §8): 'This page could not be found' in the page's language, and a link
 * back to the home page.
 */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <main className={styles.message} data-testid="not-found">
      <div className={styles.messageCode}>404</div>
      <h1 className={styles.messageTitle}>{t('title')}</h1>
      <p className={styles.messageText}>{t('text')}</p>
      <div className={styles.messageActions}>
        <Link href="/" className={styles.buttonPrimary} data-testid="back-home">
          {t('backHome')}
        </Link>
      </div>
    </main>
  );
}
