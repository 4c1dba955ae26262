import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { LclFreightView, LclFreightViewSkeleton } from '@/components/rates/LclFreightView';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/rates/LclFreight.module.css';
import { ToolPage } from '@/components/layout/ToolPage';
import { loadRateScreen } from '@/lib/pages/rates';
import type { PageProps } from '@/lib/pages/args';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('/lclFreight', 'LclFreight');

// the popular lanes follow the rates: the page is rendered again at most every hour
export const revalidate = 3600;

/**
 * LCL rates: where the home search lands. Static per (company, locale), with the company's popular
 * lanes; the chosen lane comes from the URL and the rates gate from the session, both read by the
 * client island.
 */
export default async function LclFreightPage(props: PageProps) {
  const screen = await loadRateScreen(props, 'lcl', 'desktop');
  setRequestLocale(screen.locale as AppLocale);
  const t = await getTranslations('LclFreight');
  return (
    <ToolPage title={t('title')} lead={t('lead')}>
      <PageMessages page="lclFreight">
        <Suspense fallback={<LclFreightViewSkeleton />}>
          <LclFreightView lanes={screen.lanes} />
        </Suspense>
      </PageMessages>
      <p className={styles.note} data-testid="lcl-note">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden className={styles.noteIcon}>
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path d="M8 7v4.5M8 4.6v.1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span>{t('lclNote')}</span>
      </p>
    </ToolPage>
  );
}
