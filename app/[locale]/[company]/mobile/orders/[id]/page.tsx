import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ORDER_STAGES } from '@/lib/contracts/orders';
import { loadMyOrder } from '@/lib/pages/myRecords';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileLoginPrompt } from '@/components/mobile/orders/MobileLoginPrompt';
import { OrderStepper } from '@/components/orders/OrderStepper';
import { OrderHistoryTable } from '@/components/orders/OrderHistoryTable';
import { OrderBaseInfo } from '@/components/orders/OrderBaseInfo';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

type Params = Promise<{ locale: string; company: string; id: string }>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Orders' });
  return { title: t('my.detailTitle'), robots: { index: false, follow: false } };
}

/**
 * /mobile/orders/<id>: one of my orders on a phone — the stepper (a column here), its history and
 * every field. The booking screen ends here (`?booked=1`), which adds the booking's confirmation.
 */
export default async function MobileOrderPage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [page, query] = await Promise.all([loadMyOrder({ params }), searchParams]);
  setRequestLocale(page.locale as AppLocale);
  const [t, tb] = await Promise.all([getTranslations('Orders'), getTranslations('Booking')]);
  if (!page.session) {
    return (
      <QueryProvider>
        <main>
          <MobilePageHead title={t('my.detailTitle')} back="/mobile/orders" backLabel={t('my.back')} />
          <div className={styles.wrap}>
            <MobileLoginPrompt title={t('my.detailTitle')} text={t('publicNotice')} button={t('loginToSeeAll')} />
          </div>
        </main>
      </QueryProvider>
    );
  }
  const { order } = page;
  const stages = Object.fromEntries(ORDER_STAGES.map((k) => [k, t(`stages.${k}`)]));
  const hints = Object.fromEntries(ORDER_STAGES.map((k) => [k, t(`stageHints.${k}`)]));
  const actors = { user: t('actors.user'), staff: t('actors.staff'), system: t('actors.system') };
  return (
    <main>
      <MobilePageHead title={order.orderNo} lead={order.billNo || t('noBillYet')} back="/mobile/orders" backLabel={t('my.back')} />
      <div className={styles.wrap} data-testid="mobile-order-detail">
        {query.booked === '1' ? (
          <p className={styles.booked} role="status" data-testid="mobile-order-booked">
            {tb('bookedNote', { orderNo: order.orderNo })}
          </p>
        ) : null}
        <div className={styles.item}>
          <OrderStepper stage={order.stage} history={order.history} labels={stages} hints={hints} currentLabel={t('currentStage')} />
        </div>
        <h2 className={styles.h2}>{t('tabs.history')}</h2>
        <div className={styles.item}>
          <OrderHistoryTable history={order.history} labels={{ time: t('historyTime'), stage: t('historyStage'), actor: t('historyActor'), note: t('historyNote'), stages, actors }} />
        </div>
        <h2 className={styles.h2}>{t('tabs.baseInfo')}</h2>
        <OrderBaseInfo order={order} />
      </div>
    </main>
  );
}
