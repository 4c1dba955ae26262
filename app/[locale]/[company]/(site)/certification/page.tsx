import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AccountPageShell } from '@/components/account/AccountPageShell';
import { CertificationGate } from '@/components/account/CertificationGate';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

// An account step: its own canonical URL, kept out of search results.
export const generateMetadata = staticPageMetadata('/certification', 'Certification', { noIndex: true });

/** The English certification page (spec §2, §4): enterprise certification, after logging in. */
export default async function CertificationPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Certification');
  return (
    <AccountPageShell eyebrow={t('eyebrow')} title={t('pageTitle')} subtitle={t('pageSubtitle')} wide>
      <CertificationGate />
    </AccountPageShell>
  );
}
