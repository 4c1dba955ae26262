import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { SalesContactsScreen } from '@/components/staff/SalesContactsScreen';

export const generateMetadata = consoleMetadata('salesContacts');

/** /staff/salesContacts: sales contacts and the default service contact (permission customers). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <SalesContactsScreen />;
}
