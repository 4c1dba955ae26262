import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { AccountPageShell } from '@/components/account/AccountPageShell';
import { PasswordPanel } from '@/components/account/PasswordPanel';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

// An account step: its own canonical URL, kept out of search results.
export const generateMetadata = staticPageMetadata('/change', 'PasswordChange', { noIndex: true });

/**
 * The English password page "change" (spec §2, §4): reached from a mailed reset link once
 * ResetLinkHandler has checked its token; without one it asks for a new link.
 */
export default async function ChangePasswordPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('PasswordChange');
  return (
    <AccountPageShell eyebrow={t('eyebrow')} title={t('pageTitle')} subtitle={t('pageSubtitle')} points={[t('point1'), t('point2'), t('point3')]}>
      <PasswordPanel />
    </AccountPageShell>
  );
}
