import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';

/** Features whose pages exist but are not built yet (their titles live in the NotOpen messages). */
export type NotOpenFeature = 'rates' | 'airFreight' | 'schedules' | 'tracking' | 'lookPresentCabin' | 'download' | 'orderSearch';

type Params = Promise<{ locale: string; company: string }>;

/** The page of each feature that is not open yet. */
const PATHS: Record<NotOpenFeature, string> = {
  rates: '/rates',
  airFreight: '/airFreight',
  schedules: '/schedules',
  tracking: '/tracking',
  lookPresentCabin: '/lookPresentCabin',
  download: '/notification/download',
  orderSearch: '/orderSearch',
};

export function notOpenMetadata(feature: NotOpenFeature) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale: locale as AppLocale, namespace: 'NotOpen' });
    return pageMetadata(params, { path: PATHS[feature], title: t(feature) });
  };
}

/** The page of a feature that is not open yet: its title and 'The function is not open yet' (spec §8). */
export async function NotOpenPage({ params, feature }: { params: Params; feature: NotOpenFeature }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('NotOpen');
  return (
    <main className={styles.message} data-testid="not-open">
      <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden>
        <rect x="8" y="30" width="104" height="56" rx="4" fill="var(--brand-soft, #eef4fb)" stroke="var(--brand)" strokeWidth="2" />
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={`M${26 + i * 17} 36v44`} stroke="var(--brand)" strokeWidth="2" opacity="0.35" />
        ))}
        <path d="M40 30V18a20 20 0 0 1 40 0v12" fill="none" stroke="#f5a623" strokeWidth="4" strokeLinecap="round" />
        <circle cx="60" cy="58" r="7" fill="var(--brand)" />
      </svg>
      <h1 className={styles.messageTitle}>{t(feature)}</h1>
      <p className={styles.messageText} data-testid="not-open-message">
        {t('message')}
      </p>
      <p className={styles.messageText}>{t('hint')}</p>
      <div className={styles.messageActions}>
        <ServerLink href="/" className={styles.buttonPrimary}>
          {t('backHome')}
        </ServerLink>
        <ServerLink href="/about/contact" className={styles.outlineButton}>
          {t('contact')}
        </ServerLink>
      </div>
    </main>
  );
}
