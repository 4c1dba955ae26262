import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { PageMessages } from '@/components/providers/PageMessages';
import { OrderSearch } from '@/components/orders/OrderSearch';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string }>;

export const generateMetadata = staticPageMetadata('/orderSearch', 'Orders');

/** /mobile/orderSearch: order tracking on a phone — the same search, sub-views and stepper (a column at this width). */
export default async function MobileOrderSearchPage({ params }: { params: Params }) {
  setRequestLocale((await params).locale as AppLocale);
  const t = await getTranslations('Orders');
  return (
    <QueryProvider>
      <main>
        <MobilePageHead title={t('title')} lead={t('subtitle')} />
        <div className={styles.wrap}>
          <PageMessages page="orderSearch">
            <OrderSearch embedded />
          </PageMessages>
        </div>
      </main>
    </QueryProvider>
  );
}
