import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { PageMessages } from '@/components/providers/PageMessages';
import { ScheduleView, ScheduleViewSkeleton } from '@/components/schedules/ScheduleView';
import { ToolPage } from '@/components/layout/ToolPage';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/schedules', 'Schedules');

/**
 * Shipping schedules: static per (company, locale); the search lives in the URL and the island
 * reads it, so the page itself stays cached and light.
 */
export default async function SchedulesPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Schedules');
  return (
    <ToolPage title={t('title')} lead={t('lead')}>
      <PageMessages page="schedules">
        <Suspense fallback={<ScheduleViewSkeleton />}>
          <ScheduleView />
        </Suspense>
      </PageMessages>
    </ToolPage>
  );
}
