import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import styles from './page.module.css';

/**
 * The 404 page's own title, in the page's language: from the segment's locale param, which Next
 * hands a not-found file's metadata too, so a cached page's 404 never reads the request's headers.
 */
export async function notFoundMetadata(props?: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const locale = (await props?.params)?.locale;
  const t = locale && hasLocale(routing.locales, locale) ? await getTranslations({ locale, namespace: 'NotFound' }) : await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

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
