import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { CertificationReview } from '@/components/staff/CertificationReview';

export const generateMetadata = consoleMetadata('certifications');

/** /staff/certifications: the certification queue (permission certification). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return <CertificationReview />;
}
