import { Suspense } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ShowTextPage } from '@/components/rates/ShowTextPage';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/rates/LclFreight.module.css';
import { rateTextMetadata } from '@/lib/pages/rates';
import type { PageProps } from '@/lib/pages/args';

export const generateMetadata = rateTextMetadata;

/** /lclFreight/ShowTextDialog?id= – a rate's long terms and remarks (spec §2 "Text dialog"). */
export default async function ShowTextDialogPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return (
    <main className={styles.page} style={{ minHeight: 480 }}>
      <PageMessages page="rates">
        <Suspense fallback={null}>
          <ShowTextPage />
        </Suspense>
      </PageMessages>
    </main>
  );
}
