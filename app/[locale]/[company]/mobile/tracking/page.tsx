import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { loadTrackingPage } from '@/lib/pages/tracking';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileTracking } from '@/components/mobile/schedules/MobileTracking';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/tracking', 'Tracking');

/** /mobile/tracking: cargo tracking on a phone (FCL by bill or container, LCL by house bill). */
export default async function MobileTrackingPage({ params }: { params: Params }) {
  const { locale, hblPrefix } = await loadTrackingPage(params);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Tracking');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('lead')} />
        <PageMessages page="tracking">
          <Suspense fallback={<div className={styles.skeleton} aria-busy />}>
            <MobileTracking hblPrefix={hblPrefix} />
          </Suspense>
        </PageMessages>
        <p className={styles.notice}>
          <ServerLink href="/mobile/tracking/mock">{t('sample')}</ServerLink>
        </p>
      </main>
    </QueryProvider>
  );
}
