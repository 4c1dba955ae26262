import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { recommendPorts } from '@/lib/server/ports';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileLclView } from '@/components/mobile/MobileLclView';
import styles from '@/components/mobile/mobile.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/lclFreight', 'LclFreight');

/**
 * /mobile/lclFreight: the LCL rates on a phone. Static per (company, locale); the lane comes from the
 * URL and the rates gate from the session, both read by the island.
 */
export default async function MobileLclPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const companyId = await companyParam(company);
  const [t, origin, destination] = await Promise.all([getTranslations('LclFreight'), recommendPorts(companyId, 1), recommendPorts(companyId, 2)]);
  return (
    <main>
      <MobilePageHead title={t('title')} lead={t('lead')} />
      {/* above the island: in the HTML where it stays, so the search and the rate list, which render
          after hydration, push nothing down */}
      <p className={styles.notice} data-testid="lcl-note">
        {t('lclNote')}
      </p>
      <PageMessages page="lclFreight">
        <Suspense fallback={<div className={styles.skeleton} aria-busy />}>
          <MobileLclView popular={{ origin, destination }} />
        </Suspense>
      </PageMessages>
    </main>
  );
}
