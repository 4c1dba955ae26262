'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isPriced } from '@/lib/api/rates';
import type { FullRate, PublicRate } from '@/lib/contracts/rates';
import { Link } from '@/lib/i18n/navigation';
import { bookingHref } from './rateQuery';
import { href } from '@/lib/screens/registry';
import { SpaceLabel } from './SpaceLabel';
import styles from './Rates.module.css';

type Row = FullRate | PublicRate;
type Kind = Row['kind'];

/** The price columns of each container and air kind, in order (LCL has per CBM / per tonne / minimum). */
export const PRICE_COLUMNS: Record<Exclude<Kind, 'lcl'>, readonly string[]> = {
  fcl: ['gp20', 'gp40', 'hq40', 'hq45'],
  spot: ['gp20', 'gp40', 'hq40'],
  air: ['min', 'kg45', 'kg100', 'kg300', 'kg500', 'kg1000'],
};

/** One line of text cut to its cell's width with an ellipsis; the whole text is its tooltip. */
function Clipped({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <span className={`${className ?? ''} ${styles.clip}`} title={text}>
      {text}
    </span>
  );
}

function PortCell({ port, terminal }: { port: Row['pol']; terminal: string }) {
  const en = useLocale() === 'en';
  const name = en ? port.nameEn : port.nameCn;
  return (
    <>
      <b className={styles.clip} title={name}>
        {name}
      </b>
      <Clipped className={styles.sub} text={[port.code, terminal].filter(Boolean).join(' · ')} />
    </>
  );
}

/** Surcharges and the per-bill fee summed by currency and unit (the details are in the terms dialog). */
function surchargeSummary(r: FullRate): { key: string; currency: string; unit: string; amount: number }[] {
  const sums = new Map<string, { key: string; currency: string; unit: string; amount: number }>();
  const add = (currency: string, unit: string, amount: number) => {
    const key = `${currency}:${unit}`;
    const cur = sums.get(key) ?? { key, currency, unit, amount: 0 };
    cur.amount = Math.round((cur.amount + amount) * 100) / 100;
    sums.set(key, cur);
  };
  for (const s of r.surcharges) add(s.currency, s.unit, s.amount);
  if (r.billFee > 0) add(r.billFeeCurrency, 'bill', r.billFee);
  return [...sums.values()];
}

const money = (v: number | undefined) => (v === undefined ? '—' : Number.isInteger(v) ? String(v) : v.toFixed(2));

type Props = {
  kind: Kind;
  rows: Row[];
  /** price columns are drawn only when the answer carries prices */
  priced: boolean;
  dim?: boolean;
  /** table loading: the body is a skeleton */
  skeleton?: boolean;
  onTerms: (r: Row) => void;
  onTrend?: (r: FullRate) => void;
};

/** The rate rows (spec §3 "Rate row"); prices only in a priced answer, the gate message otherwise. */
export function RateTable({ kind, rows, priced, dim, skeleton, onTerms, onTrend }: Props) {
  const t = useTranslations('Rates');
  const tq = useTranslations('Quotation');
  const en = useLocale() === 'en';
  const day = (d: number) => t(`weekdays.${d}` as 'weekdays.1');
  const priceCols = kind === 'lcl' ? ['price'] : PRICE_COLUMNS[kind];
  // The space status rides under the carrier: the Actions column must fit the 1280 px page (spec §2
  // minimum width) without a horizontal scroll, so the least-read texts get bounded widths with an
  // ellipsis and their full text as a tooltip.
  const head = ['carrier', 'lane', 'schedule', 'transit', 'validity', ...(priced ? ['surcharge'] : []), 'remark', ...(priced ? ['actions'] : [])];
  const th = (c: string) => (
    <th key={c} className={c === 'actions' ? styles.actionsHead : undefined}>
      {t(`columns.${c}` as 'columns.carrier')}
      {c === 'carrier' ? <span className={styles.sub}>{t('columns.space')}</span> : null}
    </th>
  );
  return (
    <div className={`${styles.table} ${dim ? styles.dim : ''}`} data-testid="rate-table">
      <table>
        <thead>
          <tr>
            {head.slice(0, 5).map(th)}
            {priceCols.map((c) => (
              <th key={c}>{c === 'price' ? t('columns.price') : t(c as 'gp20')}</th>
            ))}
            {head.slice(5).map(th)}
          </tr>
        </thead>
        <tbody>
          {skeleton
            ? Array.from({ length: 6 }, (_, i) => (
                <tr key={i} className={styles.skeletonRow}>
                  {Array.from({ length: head.length + priceCols.length }, (_, j) => (
                    <td key={j}>
                      <span />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((r) => (
                <tr key={r.id} data-testid="rate-row" data-rate-id={r.id}>
                  <td className={styles.carrier}>
                    <b>{r.carrier?.shortName ?? r.coLoader}</b>
                    <Clipped className={styles.sub} text={`${r.carrier ? (en ? r.carrier.nameEn : r.carrier.nameCn) : ''}${r.carrier && r.coLoader ? ` · ${r.coLoader}` : ''}`} />
                    <SpaceLabel status={r.spaceStatus} />
                  </td>
                  <td className={styles.laneCell}>
                    <PortCell port={r.pol} terminal={r.polTerminal} />
                    <span className={styles.sub}>↓</span>
                    <PortCell port={r.pod} terminal={r.podTerminal} />
                  </td>
                  <td data-testid="rate-schedule">
                    {t('cutoff', { day: day(r.cutoffWeekday) })}
                    <span className={styles.sub}>{t('sails', { days: r.sailingWeekdays.map(day).join(' / ') })}</span>
                  </td>
                  <td className={styles.transitCell}>
                    {t('days', { n: r.transitDays })}
                    <Clipped className={styles.sub} text={r.transit === 'VIA' && r.via ? `VIA · ${t('via', { port: en ? r.via.nameEn : r.via.nameCn })}` : `DIR · ${t('direct')}`} />
                    <Clipped className={styles.sub} text={`${en ? r.routeEn : r.route} · ${r.routeCode}`} />
                  </td>
                  <td className={styles.price}>
                    {r.validFrom}
                    <span className={styles.sub}>{t('validUntil', { to: r.validTo })}</span>
                  </td>
                  {priceCols.map((c) => (
                    <td key={c} className={styles.price} data-testid="rate-price">
                      {!isPriced(r) ? (
                        <span className={styles.hidden}>***</span>
                      ) : c === 'price' ? (
                        <>
                          <b>{t('perCbm', { currency: r.currency, price: money(r.prices.perCbm) })}</b>
                          <span className={styles.sub}>{t('perTon', { currency: r.currency, price: money(r.prices.perTon) })}</span>
                          <span className={styles.sub}>{t('minCharge', { currency: r.currency, price: money(r.prices.minCharge) })}</span>
                        </>
                      ) : (
                        <b>
                          {r.currency} {money(r.prices[c])}
                        </b>
                      )}
                    </td>
                  ))}
                  {priced && isPriced(r) ? (
                    <td>
                      {surchargeSummary(r).map((x) => (
                        <span key={x.key} className={styles.sub}>
                          {x.currency} {money(x.amount)} {tq(`units.${x.unit}` as 'units.cbm')}
                        </span>
                      ))}
                    </td>
                  ) : null}
                  <td className={styles.remark}>
                    <Clipped className={styles.sub} text={en ? r.remarkEn : r.remark} />
                    <button type="button" className={styles.link} onClick={() => onTerms(r)}>
                      {t('remarkMore')}
                    </button>
                  </td>
                  {priced && isPriced(r) ? (
                    <td className={styles.actionsCell}>
                      <div className={styles.actions}>
                        {kind === 'lcl' ? (
                          <Link className={styles.action} href={href('quotation', { rateId: r.id })} data-testid="rate-quote">
                            {t('quote')}
                          </Link>
                        ) : null}
                        <Link className={styles.ghostAction} href={bookingHref(r)} data-testid="rate-book">
                          {t('book')}
                        </Link>
                        {onTrend ? (
                          <button type="button" className={styles.link} onClick={() => onTrend(r)} data-testid="rate-trend">
                            {t('history')}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
