import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { OrdersScreen } from '@/components/staff/OrdersScreen';

export const generateMetadata = consoleMetadata('orders');

/** /staff/orders: bookings searched, opened and moved through the 8 stages (permission orders). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <OrdersScreen />;
}
