import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { PageMessages } from '@/components/providers/PageMessages';
import { TrackingScreen } from '@/components/staff/TrackingScreen';

export const generateMetadata = consoleMetadata('tracking');

/** /staff/tracking: tracking events of a bill, container or house bill, by hand or from a file (permission tracking). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return (
    <PageMessages page="staffTracking">
      <TrackingScreen />
    </PageMessages>
  );
}
