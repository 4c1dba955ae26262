import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileSchedules } from '@/components/mobile/schedules/MobileSchedules';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/schedules', 'Schedules');

/** /mobile/schedules: the schedule search on a phone; the search lives in the URL, as on the desktop page. */
export default async function MobileSchedulesPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Schedules');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('lead')} />
        <PageMessages page="schedules">
          <Suspense fallback={<div className={`${styles.skeleton} ${styles.fill}`} aria-busy />}>
            <MobileSchedules />
          </Suspense>
        </PageMessages>
      </main>
    </QueryProvider>
  );
}
