import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { InquiriesScreen } from '@/components/staff/MessagesScreens';

export const generateMetadata = consoleMetadata('inquiries');

/** /staff/inquiries: contact-form messages (permission inquiries). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <InquiriesScreen />;
}
