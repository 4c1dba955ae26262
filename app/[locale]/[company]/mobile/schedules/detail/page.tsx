import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileSailing } from '@/components/mobile/schedules/MobileSailing';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export const generateMetadata = staticPageMetadata('/schedules', 'Schedules', { noIndex: true });

/** /mobile/schedules/detail?id=&pol=&pod=[&via=]: one routing's dates and rotation (the desktop page's detail dialog). */
export default async function MobileSailingPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Schedules');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('detailTitle')} back="/mobile/schedules" backLabel={t('back')} />
        <PageMessages page="schedules">
          <Suspense fallback={<div className={styles.skeleton} aria-busy />}>
            <MobileSailing />
          </Suspense>
        </PageMessages>
      </main>
    </QueryProvider>
  );
}
