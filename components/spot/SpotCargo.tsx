import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { publicEnv } from '@/lib/publicEnv';
import { SPOT_STATUSES, type SpotReservation, type SpotStatus } from '@/lib/contracts/spot';
import { Pagination } from '@/components/layout/Pagination';
import ws from '@/components/account/workspace.module.css';
import styles from '@/components/orders/myOrders.module.css';

type Query = { status: SpotStatus | 'all'; page: number; pageSize: number };

/**
 * My reserved spot cargo: bill no, remaining, contact, company, phone, quantity, attorney file
 * (downloaded from the API, which serves it to its owner only), prepaid fee, dead-space fee, order
 * code, reserve time, audit time and reason, with a status filter. Server markup only.
 */
export async function SpotCargo({ query, rows, total }: { query: Query; rows: SpotReservation[]; total: number }) {
  const t = await getTranslations('Spot');
  const tw = await getTranslations('Workspace');
  const href = (over: Partial<Query>) => {
    const q = { ...query, ...over };
    const out: Record<string, string> = {};
    if (q.status !== 'all') out.status = q.status;
    if (q.page > 1) out.page = String(q.page);
    return { pathname: '/workspace/spotCargo', query: out };
  };
  const cols = ['orderCode', 'lane', 'billNo', 'remaining', 'contactName', 'contactCompany', 'contactPhone', 'quantity', 'attorney', 'prepaidFee', 'deadSpaceFee', 'reserveTime', 'auditTime', 'status', 'reason'] as const;
  return (
    <section className={ws.card} data-testid="spot-cargo">
      <header className={styles.head}>
        <div>
          <h1 className={ws.cardTitle}>{t('myCargo')}</h1>
          <p className={ws.cardText}>{t('myCargoLead')}</p>
        </div>
        <ServerLink href="/lookPresentCabin" className={styles.book}>
          {t('title')}
        </ServerLink>
      </header>
      <nav className={styles.stages} aria-label={t('status')}>
        {(['all', ...SPOT_STATUSES] as const).map((s) => (
          <ServerLink key={s} href={href({ status: s, page: 1 })} className={styles.stage} aria-current={query.status === s ? 'page' : undefined} data-testid={`spot-status-${s}`}>
            {s === 'all' ? t('all') : t(`statuses.${s}`)}
          </ServerLink>
        ))}
      </nav>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="spot-cargo-table">
          <thead>
            <tr>
              {cols.map((c) => (
                <th key={c}>{t(c)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="spot-cargo-row">
                <td className={styles.num}>{r.orderCode}</td>
                <td>
                  {r.lane} · {r.containerType}
                </td>
                <td className={styles.num}>{r.billNo || '—'}</td>
                <td className={styles.num}>{r.remaining}</td>
                <td>{r.contactName}</td>
                <td className={styles.customer}>{r.contactCompany}</td>
                <td className={styles.num}>{r.contactPhone}</td>
                <td className={styles.num}>{r.quantity}</td>
                <td>
                  {r.attorneyFileName ? (
                    <a href={`${publicEnv.apiBase}/spot/attorney?id=${r.id}`} download data-testid="spot-attorney-link">
                      {r.attorneyFileName}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={styles.num}>¥{r.prepaidFee}</td>
                <td className={styles.num}>¥{r.deadSpaceFee}</td>
                <td className={styles.num}>{r.reserveTime}</td>
                <td className={styles.num}>{r.auditTime || '—'}</td>
                <td>
                  <span className={styles.badge} data-testid="spot-cargo-status" data-status={r.status}>
                    {t(`statuses.${r.status}`)}
                  </span>
                </td>
                <td>{r.reason || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <div className={styles.empty}>
            <strong>{tw('empty')}</strong>
            <p>{t('myCargoEmpty')}</p>
          </div>
        ) : null}
      </div>
      <Pagination page={query.page} pageCount={Math.max(1, Math.ceil(total / query.pageSize))} href={(page) => href({ page })} />
    </section>
  );
}
