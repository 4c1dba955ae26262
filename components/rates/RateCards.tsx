'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isPriced } from '@/lib/api/rates';
import type { FullRate, PublicRate } from '@/lib/contracts/rates';
import { Link } from '@/lib/i18n/navigation';
import { PRICE_COLUMNS } from './RateTable';
import { SpaceLabel } from './SpaceLabel';
import { bookingHref } from './rateQuery';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';
import styles from './RateCards.module.css';

type Row = FullRate | PublicRate;

const money = (v: number | undefined) => (v === undefined ? '—' : Number.isInteger(v) ? String(v) : v.toFixed(2));

/**
 * The rate rows as cards, for a phone (the mobile site): the same fields and the same gate as the
 * table — no price unless the answer carries it.
 */
export function RateCards({ rows, dim, skeleton, onTerms }: { rows: Row[]; dim?: boolean; skeleton?: boolean; onTerms: (r: Row) => void }) {
  const surface = useSurface();
  const t = useTranslations('Rates');
  const en = useLocale() === 'en';
  const day = (d: number) => t(`weekdays.${d}` as 'weekdays.1');
  if (skeleton) {
    return (
      <ul className={styles.list} aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className={`${styles.card} ${styles.skeleton}`} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={`${styles.list} ${dim ? styles.dim : ''}`} data-testid="rate-table">
      {rows.map((r) => (
        <li key={r.id} className={styles.card} data-testid="rate-row" data-rate-id={r.id}>
          <div className={styles.top}>
            <b className={styles.carrier}>{r.carrier?.shortName ?? r.coLoader}</b>
            <SpaceLabel status={r.spaceStatus} />
          </div>
          <p className={styles.lane}>
            {en ? r.pol.nameEn : r.pol.nameCn} <span className={styles.code}>{r.pol.code}</span> → {en ? r.pod.nameEn : r.pod.nameCn} <span className={styles.code}>{r.pod.code}</span>
          </p>
          <p className={styles.meta} data-testid="rate-schedule">
            {t('cutoff', { day: day(r.cutoffWeekday) })} · {t('sails', { days: r.sailingWeekdays.map(day).join(' / ') })}
          </p>
          <p className={styles.meta}>
            {t('days', { n: r.transitDays })} · {r.transit === 'VIA' && r.via ? `VIA ${en ? r.via.nameEn : r.via.nameCn}` : 'DIR'} · {r.routeCode} · {t('validUntil', { to: r.validTo })}
          </p>
          <div className={styles.bottom}>
            <span className={styles.price} data-testid="rate-price">
              {isPriced(r) ? (
                r.kind === 'lcl' ? (
                  <>
                    <b>{t('perCbm', { currency: r.currency, price: money(r.prices.perCbm) })}</b> <small>{t('perTon', { currency: r.currency, price: money(r.prices.perTon) })}</small>
                  </>
                ) : (
                  // every container size or weight break the rate prices, each with its label
                  <span className={styles.breaks} data-testid="rate-breaks">
                    {PRICE_COLUMNS[r.kind].filter((c) => r.prices[c] !== undefined).map((c) => (
                      <span key={c} className={styles.break}>
                        <small>{t(c as 'gp20')}</small>
                        <b>
                          {r.currency} {money(r.prices[c])}
                        </b>
                      </span>
                    ))}
                  </span>
                )
              ) : (
                <span className={styles.hidden}>***</span>
              )}
            </span>
            <button type="button" className={styles.link} onClick={() => onTerms(r)}>
              {t('remarkMore')}
            </button>
          </div>
          {isPriced(r) ? (
            <div className={styles.actions}>
              {r.kind === 'lcl' ? (
                <Link className={styles.primary} href={href('quotation', { rateId: r.id }, surface)} data-testid="rate-quote">
                  {t('quote')}
                </Link>
              ) : null}
              <Link className={styles.secondary} href={bookingHref(r, surface)} data-testid="rate-book">
                {t('book')}
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
