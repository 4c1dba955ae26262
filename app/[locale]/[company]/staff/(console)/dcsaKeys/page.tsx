import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { DcsaKeysScreen } from '@/components/staff/DcsaKeysScreen';

export const generateMetadata = consoleMetadata('dcsaKeys');

/** /staff/dcsaKeys: customers' API keys of the portal's DCSA schedules endpoints (permission customers). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <DcsaKeysScreen />;
}
