import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileSales } from '@/components/mobile/MobileSales';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Mobile.sales' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /mobile/sales: the dedicated sales contacts (or the customer-service contact), tap to call or copy. */
export default async function MobileSalesPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('Mobile.sales');
  const tm = await getTranslations('Mobile');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('lead')} back="/mobile/profile" backLabel={tm('backToProfile')} />
        <div className={styles.salesCard} data-testid="mobile-sales">
          <MobileSales />
        </div>
      </main>
    </QueryProvider>
  );
}
