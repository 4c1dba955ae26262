import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { ORDER_STAGES } from '@/lib/contracts/orders';
import { loadMyOrders } from '@/lib/pages/myRecords';
import type { PageParams, QueryPageProps } from '@/lib/pages/args';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileLoginPrompt } from '@/components/mobile/orders/MobileLoginPrompt';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

// personal: rendered per request
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Workspace' });
  return { title: t('ordersTitle'), robots: { index: false, follow: false } };
}

/** /mobile/orders: my orders on a phone — stage chips with counts (default Order), cards, pages. */
export default async function MobileOrdersPage(props: QueryPageProps) {
  const page = await loadMyOrders(props);
  setRequestLocale(page.locale as AppLocale);
  const [t, tw] = await Promise.all([getTranslations('Orders'), getTranslations('Workspace')]);
  if (!page.session) {
    return (
      <QueryProvider>
        <main>
          <MobilePageHead title={tw('ordersTitle')} />
          <div className={styles.wrap}>
            <MobileLoginPrompt title={tw('ordersTitle')} text={tw('ordersLead')} button={t('loginToSeeAll')} />
          </div>
        </main>
      </QueryProvider>
    );
  }
  const { query: q, rows, total, counts } = page;
  const link = (over: Partial<typeof q>) => {
    const x = { ...q, ...over };
    const query: Record<string, string> = { orderStatus: String(x.orderStatus) };
    if (x.page > 1) query.page = String(x.page);
    return { pathname: '/mobile/orders', query };
  };
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  return (
    <main>
      <MobilePageHead title={tw('ordersTitle')} lead={tw('ordersLead')} />
      <div className={styles.wrap} data-testid="mobile-orders">
        <nav className={styles.chips}>
          {ORDER_STAGES.map((k, i) => (
            <ServerLink key={k} href={link({ orderStatus: i + 1, page: 1 })} className={styles.chip} aria-current={q.orderStatus === i + 1 ? 'page' : undefined}>
              {t(`stages.${k}`)} {counts[String(i + 1)] ?? 0}
            </ServerLink>
          ))}
          <ServerLink href={link({ orderStatus: 0, page: 1 })} className={styles.chip} aria-current={q.orderStatus === 0 ? 'page' : undefined}>
            {t('my.all')} {counts['0'] ?? 0}
          </ServerLink>
        </nav>
        {rows.length ? (
          <ul className={styles.list}>
            {rows.map((r) => (
              <li key={r.id}>
                <ServerLink href={`/mobile/orders/${r.id}`} className={styles.item} data-testid="mobile-order">
                  <p className={styles.itemHead}>
                    <span>{r.order_no}</span>
                    <span className={styles.badge}>{t(`stages.${ORDER_STAGES[r.stage - 1]!}`)}</span>
                  </p>
                  <p className={styles.itemMeta}>
                    {r.port_start} → {r.port_end} · {r.shipping}
                  </p>
                  <p className={styles.itemMeta}>
                    ETD {r.etd} · {r.ctnType}
                    {r.bill_no ? ` · ${r.bill_no}` : ''}
                  </p>
                </ServerLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.item}>{counts['0'] ? t('my.emptyStage') : tw('ordersEmptyHint')}</p>
        )}
        {pages > 1 ? (
          <p className={styles.pager}>
            {q.page > 1 ? <ServerLink href={link({ page: q.page - 1 })}>‹</ServerLink> : <span />}
            <span>
              {q.page} / {pages}
            </span>
            {q.page < pages ? <ServerLink href={link({ page: q.page + 1 })}>›</ServerLink> : <span />}
          </p>
        ) : null}
      </div>
    </main>
  );
}
