import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AccountPageShell } from '@/components/account/AccountPageShell';
import { CertificationGate } from '@/components/account/CertificationGate';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Certification' });
  return { title: t('metaTitle') };
}

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
