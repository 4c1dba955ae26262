import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { AuditScreen } from '@/components/staff/AuditScreen';

export const generateMetadata = consoleMetadata('audit');

/** /staff/audit: the audit log of staff actions (permission audit). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <AuditScreen />;
}
