import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { Dashboard } from '@/components/staff/Dashboard';

export const generateMetadata = consoleMetadata('dashboard');

/** /staff: the console's dashboard (any staff member; the figures come from GET /staff/dashboard). */
export default async function StaffDashboardPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <Dashboard />;
}
