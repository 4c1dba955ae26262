import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { CertificationGate } from '@/components/account/CertificationGate';
import { MobileAccountCard } from '@/components/mobile/MobileAccountCard';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/certification', 'Certification', { noIndex: true });

/** /mobile/certification: the company's certification status and application (log in first), also where a mailed certification link lands. */
export default async function MobileCertificationPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('Certification');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('pageTitle')} lead={t('pageSubtitle')} back="/mobile/profile" backLabel={t('title')} />
        <MobileAccountCard testId="mobile-certification">
          <CertificationGate />
        </MobileAccountCard>
      </main>
    </QueryProvider>
  );
}
