import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { ApplicationsScreen } from '@/components/staff/MessagesScreens';

export const generateMetadata = consoleMetadata('applications');

/** /staff/applications: job applications (permission recruitment). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <ApplicationsScreen />;
}
