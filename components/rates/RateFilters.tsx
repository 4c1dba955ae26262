'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { RateSearch } from '@/lib/contracts/rates';
import type { FullRate } from '@/lib/contracts/rates';
import { DateInput } from '@/components/forms/DateInput';
import styles from './Rates.module.css';

type Props = {
  query: RateSearch;
  carriers: NonNullable<FullRate['carrier']>[];
  total: number;
  /** sorting by price is offered only when prices are shown */
  priced: boolean;
  onChange: (next: Partial<RateSearch>) => void;
};

const SORTS = [
  { key: 'default', sort: 'default', order: 'asc' },
  { key: 'price', sort: 'price', order: 'asc' },
  { key: 'priceDesc', sort: 'price', order: 'desc' },
  { key: 'transit', sort: 'transit', order: 'asc' },
] as const;

/** Carrier, sailing weekday MON–SUN, DIR/VIA, valid on a date, and the sort (spec §9 weekday filters). */
export function RateFilters({ query: q, carriers, total, priced, onChange }: Props) {
  const t = useTranslations('Rates');
  const en = useLocale() === 'en';
  const sortKey = q.sort === 'price' ? (q.order === 'desc' ? 'priceDesc' : 'price') : q.sort;
  return (
    <div className={styles.toolbar} role="group" aria-label={t('filters')} data-testid="rate-filters">
      <label className={styles.field}>
        {t('carrier')}
        <select value={q.carrierId ?? ''} onChange={(e) => onChange({ carrierId: e.target.value ? Number(e.target.value) : undefined })} data-testid="filter-carrier">
          <option value="">{t('allCarriers')}</option>
          {carriers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.shortName} {en ? '' : c.nameCn}
            </option>
          ))}
        </select>
      </label>
      <div className={`${styles.field} ${styles.weekdayField}`}>
        <span id="weekday-label">{t('weekday')}</span>
        <div className={styles.weekdays} role="group" aria-labelledby="weekday-label">
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <button
              key={d}
              type="button"
              className={styles.day}
              aria-pressed={q.weekday === d}
              onClick={() => onChange({ weekday: q.weekday === d ? undefined : d })}
              data-testid={`filter-weekday-${d}`}
            >
              {t(`weekdays.${d}` as 'weekdays.1')}
            </button>
          ))}
        </div>
      </div>
      <label className={styles.field}>
        {t('transit')}
        <select value={q.transit ?? ''} onChange={(e) => onChange({ transit: (e.target.value || undefined) as RateSearch['transit'] })} data-testid="filter-transit">
          <option value="">{t('anyTransit')}</option>
          <option value="DIR">{t('dir')}</option>
          <option value="VIA">{t('viaOption')}</option>
        </select>
      </label>
      <label className={styles.field}>
        {t('validOn')}
        <DateInput value={q.validOn} onCommit={(validOn) => onChange({ validOn })} invalidMessage={t('validOnInvalid')} errorClassName={styles.fieldError} data-testid="filter-valid-on" />
      </label>
      <label className={styles.field}>
        {t('sort')}
        <select
          value={sortKey}
          onChange={(e) => {
            const s = SORTS.find((x) => x.key === e.target.value) ?? SORTS[0];
            onChange({ sort: s.sort, order: s.order });
          }}
          data-testid="filter-sort"
        >
          {SORTS.filter((s) => priced || s.sort !== 'price').map((s) => (
            <option key={s.key} value={s.key}>
              {t(`sort${s.key[0]!.toUpperCase()}${s.key.slice(1)}` as 'sortDefault')}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.reset} onClick={() => onChange({ carrierId: undefined, weekday: undefined, transit: undefined, validOn: undefined, sort: 'default', order: 'asc' })}>
        {t('reset')}
      </button>
      <span className={styles.count} data-testid="rates-total">
        {t('results', { total })}
      </span>
    </div>
  );
}
