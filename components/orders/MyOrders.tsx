import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { ORDER_STAGES, type OrderListRow } from '@/lib/contracts/orders';
import { Pagination } from '@/components/layout/Pagination';
import ws from '@/components/account/workspace.module.css';
import styles from './myOrders.module.css';

/**
 * The spec's ten columns, paired where two short values belong together, so that the table (and the
 * stage at its end) fits the workspace card on a 1280 px screen instead of scrolling inside it.
 */
const COLUMNS = [['order_no', 'bill_no'], ['create_time'], ['shipping'], ['port_start', 'port_end'], ['etd'], ['ctnType', 'additional_service'], ['customer']] as const;
const PATH = '/workspace/orders';

type Query = { orderStatus: number; keyword: string; page: number; pageSize: number };

/**
 * My orders (spec §3 "Order list"): a tab per stage of the booking progress with its count (orderStatus,
 * default 1 = Order; "all" = 0), a search by order no, bill no, port or vessel, and pages. Server
 * markup only: links and a GET form, no script needed.
 */
export async function MyOrders({ query, rows, total, counts }: { query: Query; rows: OrderListRow[]; total: number; counts: Record<string, number> }) {
  const t = await getTranslations('Orders');
  const tw = await getTranslations('Workspace');
  const href = (over: Partial<Query>) => {
    const q = { ...query, ...over };
    const out: Record<string, string> = { orderStatus: String(q.orderStatus) };
    if (q.keyword) out.keyword = q.keyword;
    if (q.page > 1) out.page = String(q.page);
    return { pathname: PATH, query: out };
  };
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  return (
    <section className={ws.card} data-testid="my-orders">
      <header className={styles.head}>
        <div>
          <h1 className={ws.cardTitle}>{tw('ordersTitle')}</h1>
          <p className={ws.cardText}>{tw('ordersLead')}</p>
        </div>
        <ServerLink href="/booking" className={styles.book} data-testid="my-orders-book">
          {t('my.book')}
        </ServerLink>
      </header>

      <form method="get" className={styles.search} role="search">
        <input type="hidden" name="orderStatus" value={query.orderStatus} />
        <input
          name="keyword"
          defaultValue={query.keyword}
          maxLength={40}
          placeholder={t('my.searchPlaceholder')}
          aria-label={t('my.searchPlaceholder')}
          className={styles.searchInput}
          data-testid="my-orders-keyword"
        />
        <button type="submit" className={styles.searchButton} data-testid="my-orders-search">
          {t('searchButton')}
        </button>
        {query.keyword ? (
          <ServerLink href={href({ keyword: '', page: 1 })} className={styles.clear}>
            {t('my.clear')}
          </ServerLink>
        ) : null}
      </form>

      <nav className={styles.stages} aria-label={t('currentStage')} data-testid="my-orders-stages">
        {ORDER_STAGES.map((key, i) => (
          <ServerLink
            key={key}
            href={href({ orderStatus: i + 1, page: 1 })}
            className={styles.stage}
            aria-current={query.orderStatus === i + 1 ? 'page' : undefined}
            data-testid={`my-orders-stage-${i + 1}`}
          >
            {t(`stages.${key}`)} <span className={styles.count}>{counts[String(i + 1)] ?? 0}</span>
          </ServerLink>
        ))}
        <ServerLink href={href({ orderStatus: 0, page: 1 })} className={styles.stage} aria-current={query.orderStatus === 0 ? 'page' : undefined} data-testid="my-orders-stage-0">
          {t('my.all')} <span className={styles.count}>{counts['0'] ?? 0}</span>
        </ServerLink>
      </nav>

      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="orders-table">
          <thead>
            <tr>
              {COLUMNS.map(([c, sub]) => (
                <th key={c}>
                  {tw(`orderColumns.${c}`)}
                  {sub ? <span className={styles.second}>{tw(`orderColumns.${sub}`)}</span> : null}
                </th>
              ))}
              <th>{t('currentStage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="my-order-row">
                <td>
                  <ServerLink href={`${PATH}/${r.id}`} className={styles.orderLink} data-testid="my-order-link">
                    {r.order_no}
                  </ServerLink>
                  <span className={`${styles.second} ${styles.num}`}>{r.bill_no || '—'}</span>
                </td>
                <td className={`${styles.num} ${styles.time}`}>{r.create_time}</td>
                <td>{r.shipping}</td>
                <td>
                  {r.port_start}
                  <span className={styles.second}>{r.port_end}</span>
                </td>
                <td className={`${styles.num} ${styles.nowrap}`}>{r.etd}</td>
                <td>
                  {r.ctnType}
                  <span className={styles.second}>{r.additional_service || '—'}</span>
                </td>
                <td className={styles.customer} title={r.customer}>
                  {r.customer}
                </td>
                <td className={styles.nowrap}>
                  <span className={styles.badge} data-stage={r.stage}>
                    {t(`stages.${ORDER_STAGES[r.stage - 1]!}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <div className={styles.empty} data-testid="my-orders-empty">
            <strong data-testid="empty-title">{tw('empty')}</strong>
            <p>{query.keyword ? t('my.emptySearch') : counts['0'] ? t('my.emptyStage') : tw('ordersEmptyHint')}</p>
          </div>
        ) : null}
      </div>
      <Pagination page={query.page} pageCount={pageCount} href={(page) => href({ page })} />
    </section>
  );
}
