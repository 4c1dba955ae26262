import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { QuotationForm } from '@/components/rates/QuotationForm';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Quotation' });
  return pageMetadata(params, { path: '/lclFreight/quotation', title: t('title'), noIndex: true });
}

/** /mobile/lclFreight/quotation?rateId= – the quotation of a rate on a phone: the cargo form, the server's price, save, PDF. */
export default async function MobileQuotationPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Quotation');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('lead')} back="/mobile/lclFreight" backLabel={t('backToRates')} />
        <div className={styles.section}>
          <PageMessages page="quotation">
            <AntdProvider>
              <Suspense fallback={<div className={styles.skeleton} aria-busy />}>
                <QuotationForm ratesPath="/mobile/lclFreight" minePath="/mobile/workspace/quotations" loginHref="/mobile/login" />
              </Suspense>
            </AntdProvider>
          </PageMessages>
        </div>
        <p className={styles.notice}>{t('note')}</p>
      </main>
    </QueryProvider>
  );
}
