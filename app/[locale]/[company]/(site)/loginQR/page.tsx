import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AccountPageShell } from '@/components/account/AccountPageShell';
import { LoginQrView } from '@/components/account/LoginQrView';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Login' });
  return { title: t('metaTitle') };
}

/** The English login page loginQR (spec §2): scan to log in, or switch to account login. */
export default async function LoginQrPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Login');
  return (
    <AccountPageShell eyebrow={t('eyebrow')} title={t('pageTitle')} subtitle={t('pageSubtitle')} points={[t('asidePoint1'), t('asidePoint2'), t('asidePoint3')]}>
      <LoginQrView />
    </AccountPageShell>
  );
}
