import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { PageMessages } from '@/components/providers/PageMessages';
import { ShowTextPage } from '@/components/rates/ShowTextPage';
import { rateTextMetadata } from '@/lib/pages/rates';
import type { PageProps } from '@/lib/pages/args';
import { href } from '@/lib/screens/registry';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = rateTextMetadata;

/** /mobile/lclFreight/ShowTextDialog?id=: a rate's terms and remarks as a page of the phone (a shared link). */
export default async function MobileRateTextPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Rates');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('textDialogTitle')} back={href('lclFreight', {}, 'mobile')} backLabel={t('textPageBack')} />
        <div className={styles.section}>
          <PageMessages page="rates">
            <Suspense fallback={<div className={styles.skeleton} aria-busy />}>
              <ShowTextPage />
            </Suspense>
          </PageMessages>
        </div>
      </main>
    </QueryProvider>
  );
}
