import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AccountPageShell } from '@/components/account/AccountPageShell';
import { LoginQrView } from '@/components/account/LoginQrView';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

// An account step: its own canonical URL, kept out of search results.
export const generateMetadata = staticPageMetadata('/loginQR', 'Login', { noIndex: true });

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
