import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { MobileAccountCard } from '@/components/mobile/MobileAccountCard';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileProfile } from '@/components/mobile/MobileProfile';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Mobile.profile' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /mobile/profile ("Me"): who is logged in, certification status and profile; login and registration for a visitor. */
export default async function MobileProfilePage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('Mobile.profile');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} />
        <MobileAccountCard testId="mobile-profile">
          <MobileProfile />
        </MobileAccountCard>
      </main>
    </QueryProvider>
  );
}
