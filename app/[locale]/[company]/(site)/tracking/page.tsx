import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PageMessages } from '@/components/providers/PageMessages';
import { TrackingView, TrackingViewSkeleton } from '@/components/tracking/TrackingView';
import styles from '@/components/tracking/tracking.module.css';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/tracking', 'Tracking');

/** FCL cargo tracking (and LCL house bills): static per (company, locale); the number searched lives in the URL. */
export default async function TrackingPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Tracking');
  return (
    <main className={styles.page}>
      <section className={styles.head}>
        <div className={styles.inner}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </section>
      <div className={styles.inner}>
        <PageMessages page="tracking">
          <Suspense fallback={<TrackingViewSkeleton />}>
            <TrackingView />
          </Suspense>
        </PageMessages>
      </div>
    </main>
  );
}
