import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { QuotationForm } from '@/components/rates/QuotationForm';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from '@/components/rates/LclFreight.module.css';
import { ToolPage } from '@/components/layout/ToolPage';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Quotation' });
  return pageMetadata(params, { path: '/lclFreight/quotation', title: t('title'), noIndex: true });
}

/** /lclFreight/quotation?rateId= – the quotation of a rate row. Static; the rate and the gate are read by the island. */
export default async function QuotationPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Quotation');
  return (
    <ToolPage title={t('title')} lead={t('lead')} spaced>
      <PageMessages page="quotation">
        <AntdProvider>
          <Suspense fallback={<div className={styles.gateSkeleton} aria-busy />}>
            <QuotationForm />
          </Suspense>
        </AntdProvider>
      </PageMessages>
      <p className={styles.note}>{t('note')}</p>
    </ToolPage>
  );
}
