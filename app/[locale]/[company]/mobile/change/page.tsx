import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PasswordPanel } from '@/components/account/PasswordPanel';
import { MobileAccountCard } from '@/components/mobile/MobileAccountCard';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/change', 'PasswordChange', { noIndex: true });

/**
 * /mobile/change: a forgotten password on a phone. Without a link, asks for a reset link by mail; a
 * mailed link opened on the phone (checked by the layout's account-link handler) lands here with the
 * new-password form.
 */
export default async function MobileChangePage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('PasswordChange');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('pageTitle')} lead={t('pageSubtitle')} back="/mobile/login" backLabel={t('backToLogin')} />
        <MobileAccountCard testId="mobile-change">
          <PasswordPanel />
        </MobileAccountCard>
      </main>
    </QueryProvider>
  );
}
