import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { MobileAccountCard } from '@/components/mobile/MobileAccountCard';
import { MobileLogin } from '@/components/mobile/MobileLogin';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Login' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** /mobile/login[?next=/mobile/…]: account login on a phone; the forgotten-password and registration links in the form. */
export default async function MobileLoginPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const [t, tm] = await Promise.all([getTranslations('Login'), getTranslations('Mobile.profile')]);
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('pageTitle')} lead={tm('loginLead')} />
        <MobileAccountCard testId="mobile-login">
          <MobileLogin />
        </MobileAccountCard>
      </main>
    </QueryProvider>
  );
}
