import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { CompanySettings } from '@/components/staff/CompanySettings';

export const generateMetadata = consoleMetadata('company');

/** /staff/company: company settings and branding (permission company). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <CompanySettings />;
}
