import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { RegisterForm } from '@/components/account/RegisterForm';
import { MobileAccountCard } from '@/components/mobile/MobileAccountCard';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Register' });
  return pageMetadata(params, { path: '/register', title: t('metaTitle'), description: t('subtitle') });
}

/** /mobile/register: registration with a code sent to the phone or mailbox (the desktop form, in one column). */
export default async function MobileRegisterPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('Register');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('subtitle')} />
        <MobileAccountCard testId="mobile-register">
          <RegisterForm />
        </MobileAccountCard>
      </main>
    </QueryProvider>
  );
}
