import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PageMessages } from '@/components/providers/PageMessages';
import { TrackingView, TrackingViewSkeleton } from '@/components/tracking/TrackingView';
import { ToolPage } from '@/components/layout/ToolPage';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { loadTrackingPage } from '@/lib/pages/tracking';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/tracking', 'Tracking');

/** FCL cargo tracking (and LCL house bills): static per (company, locale); the number searched lives in the URL. */
export default async function TrackingPage({ params }: { params: Params }) {
  const { locale, hblPrefix, demoBill } = await loadTrackingPage(params);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Tracking');
  return (
    <ToolPage title={t('title')} lead={t('lead')}>
      <PageMessages page="tracking">
        <Suspense fallback={<TrackingViewSkeleton />}>
          <TrackingView hblPrefix={hblPrefix} demoBill={demoBill} />
        </Suspense>
      </PageMessages>
    </ToolPage>
  );
}
