import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { CustomersScreen } from '@/components/staff/CustomersScreen';

export const generateMetadata = consoleMetadata('customers');

/** /staff/customers: customers and their sales contacts (permission customers). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <CustomersScreen />;
}
