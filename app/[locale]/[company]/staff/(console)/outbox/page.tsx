import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { OutboxScreen } from '@/components/staff/OutboxScreen';

export const generateMetadata = consoleMetadata('outbox');

/** /staff/outbox: the mail and SMS outbox (permission outbox). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <OutboxScreen />;
}
