import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { publicEnv } from '@/lib/publicEnv';
import { SPOT_STATUSES, type SpotReservation, type SpotStatus } from '@/lib/contracts/spot';
import { href as screenHref } from '@/lib/screens/registry';
import { Pagination } from '@/components/layout/Pagination';
import ws from '@/components/account/workspace.module.css';
import styles from '@/components/orders/myOrders.module.css';
import cargo from './spotCargo.module.css';
import { CargoNextStep, RefundNotice } from './SpotCargoParts';

type Query = { status: SpotStatus | 'all'; page: number; pageSize: number };

/**
 * My reserved spot cargo (spec §2, §3 "Reservation"), with a status filter. What a shipper looks
 * for first stays in view on a 1280 px screen — order, lane and containers, prepaid fee, status,
 * reason (with the refund notice of a refused or returned reservation) and the next step — and
 * the rest of the reservation (bill no, remaining, contact, company, phone, attorney file, served
 * to its owner only, dead-space fee) opens under its row. Server markup only.
 */
export async function SpotCargo({ query, rows, total }: { query: Query; rows: SpotReservation[]; total: number }) {
  const t = await getTranslations('Spot');
  const tw = await getTranslations('Workspace');
  const href = (over: Partial<Query>) => {
    const q = { ...query, ...over };
    const out: Record<string, string> = {};
    if (q.status !== 'all') out.status = q.status;
    if (q.page > 1) out.page = String(q.page);
    return { pathname: screenHref('spotCargo'), query: out };
  };
  const cols = ['orderCode', 'lane', 'prepaidFee', 'status', 'reason', 'cargo.next'] as const;
  return (
    <section className={ws.card} data-testid="spot-cargo">
      <header className={styles.head}>
        <div>
          <h1 className={ws.cardTitle}>{t('myCargo')}</h1>
          <p className={ws.cardText}>{t('myCargoLead')}</p>
        </div>
        <ServerLink href={screenHref('spaceOffers')} className={styles.book}>
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
      <table className={`${styles.table} ${cargo.table}`} data-testid="spot-cargo-table">
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c} className={cargo[c === 'cargo.next' ? 'next' : c]}>
                {t(c)}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((r) => (
          <tbody key={r.id} className={cargo.item} data-testid="spot-cargo-row" data-status={r.status}>
            <tr>
              <td className={`${styles.num} ${cargo.orderCode}`}>
                <strong>{r.orderCode}</strong>
                <span className={styles.second}>{r.reserveTime}</span>
              </td>
              <td className={cargo.lane}>
                {r.lane}
                <span className={styles.second}>
                  {r.carrierName ? `${r.carrierName} · ` : ''}
                  {t('cargo.containers', { type: r.containerType, quantity: r.quantity })}
                </span>
              </td>
              <td className={`${styles.num} ${cargo.prepaidFee}`}>¥{r.prepaidFee}</td>
              <td className={cargo.status}>
                <span className={cargo.badge} data-testid="spot-cargo-status" data-status={r.status}>
                  {t(`statuses.${r.status}`)}
                </span>
                {r.auditTime ? <span className={`${styles.second} ${styles.num}`}>{r.auditTime}</span> : null}
              </td>
              <td className={cargo.reason} data-testid="spot-cargo-reason">
                {r.reason || (r.status === 'completed' && r.billNo ? `${t('billNo')} ${r.billNo}` : '—')}
                <RefundNotice r={r} className={cargo.refund} />
              </td>
              <td className={cargo.next}>
                <CargoNextStep r={r} surface="desktop" classes={{ link: cargo.nextLink, text: cargo.nextText }} />
              </td>
            </tr>
            <tr className={cargo.detailRow}>
              <td colSpan={cols.length}>
                <details className={cargo.details}>
                  <summary data-testid="spot-cargo-more">{t('cargo.more')}</summary>
                  <dl className={cargo.facts}>
                    <div>
                      <dt>{t('contactName')}</dt>
                      <dd>{r.contactName}</dd>
                    </div>
                    <div>
                      <dt>{t('contactPhone')}</dt>
                      <dd className={styles.num}>{r.contactPhone}</dd>
                    </div>
                    <div className={cargo.wide}>
                      <dt>{t('contactCompany')}</dt>
                      <dd>{r.contactCompany}</dd>
                    </div>
                    <div>
                      <dt>{t('billNo')}</dt>
                      <dd className={styles.num}>{r.billNo || '—'}</dd>
                    </div>
                    <div>
                      <dt>{t('remaining')}</dt>
                      <dd className={styles.num}>{r.remaining}</dd>
                    </div>
                    <div>
                      <dt>{t('deadSpaceFee')}</dt>
                      <dd className={styles.num}>¥{r.deadSpaceFee}</dd>
                    </div>
                    <div>
                      <dt>{t('attorney')}</dt>
                      <dd>
                        {r.attorneyFileName ? (
                          <a href={`${publicEnv.apiBase}/spot/attorney?id=${r.id}`} download data-testid="spot-attorney-link">
                            {r.attorneyFileName}
                          </a>
                        ) : (
                          '—'
                        )}
                      </dd>
                    </div>
                  </dl>
                </details>
              </td>
            </tr>
          </tbody>
        ))}
      </table>
      {rows.length === 0 ? (
        <div className={styles.empty}>
          <strong>{tw('empty')}</strong>
          <p>{t('myCargoEmpty')}</p>
        </div>
      ) : null}
      <Pagination page={query.page} pageCount={Math.max(1, Math.ceil(total / query.pageSize))} href={(page) => href({ page })} />
    </section>
  );
}
