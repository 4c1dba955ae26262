import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { ORDER_STAGES, type OrderSearchResult } from '@/lib/contracts/orders';
import ws from '@/components/account/workspace.module.css';
import { OrderStepper } from './OrderStepper';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderBaseInfo } from './OrderBaseInfo';
import styles from './myOrders.module.css';

/** An order of my orders: the progress stepper, its history (each change with time and actor) and every field. */
export async function OrderDetailPage({ order }: { order: OrderSearchResult & { id: number } }) {
  const t = await getTranslations('Orders');
  const stages = Object.fromEntries(ORDER_STAGES.map((k) => [k, t(`stages.${k}`)]));
  const hints = Object.fromEntries(ORDER_STAGES.map((k) => [k, t(`stageHints.${k}`)]));
  const actors = { user: t('actors.user'), staff: t('actors.staff'), system: t('actors.system') };
  return (
    <section className={ws.card} data-testid="order-detail">
      <p className={styles.back}>
        <ServerLink href={{ pathname: '/workspace/orders', query: { orderStatus: String(order.stage) } }}>‹ {t('my.back')}</ServerLink>
      </p>
      <header className={styles.head}>
        <div>
          <h1 className={ws.cardTitle} data-testid="order-detail-no">
            {order.orderNo}
          </h1>
          <p className={ws.cardText}>
            {t('billNo')}: {order.billNo || t('noBillYet')} · {t('createTime')}: {order.createTime}
          </p>
        </div>
        <ServerLink href={{ pathname: '/orderSearch', query: { no: order.orderNo } }} className={styles.clear}>
          {t('title')}
        </ServerLink>
      </header>
      <h2 className={styles.sub}>{t('tabs.status')}</h2>
      <OrderStepper stage={order.stage} history={order.history} labels={stages} hints={hints} currentLabel={t('currentStage')} />
      <h2 className={styles.sub}>{t('tabs.history')}</h2>
      <OrderHistoryTable history={order.history} labels={{ time: t('historyTime'), stage: t('historyStage'), actor: t('historyActor'), note: t('historyNote'), stages, actors }} />
      <h2 className={styles.sub}>{t('tabs.baseInfo')}</h2>
      <OrderBaseInfo order={order} />
    </section>
  );
}
