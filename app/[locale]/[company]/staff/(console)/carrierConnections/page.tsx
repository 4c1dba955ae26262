import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { CarrierConnectionsScreen } from '@/components/staff/CarrierConnectionsScreen';

export const generateMetadata = consoleMetadata('carrierConnections');

/** /staff/carrierConnections: the carriers' DCSA APIs the portal fetches schedules from (permission company). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <CarrierConnectionsScreen />;
}
