import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ShowTextPage } from '@/components/rates/ShowTextPage';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/rates/LclFreight.module.css';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Rates' });
  return pageMetadata(params, { path: '/lclFreight/ShowTextDialog', title: t('textDialogTitle'), noIndex: true });
}

/** /lclFreight/ShowTextDialog?id= – a rate's long terms and remarks (spec §2 "Text dialog"). */
export default async function ShowTextDialogPage({ params }: { params: Params }) {
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
