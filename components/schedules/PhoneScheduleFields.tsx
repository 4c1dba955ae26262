'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { DateInput } from '@/components/forms/DateInput';
import { scheduleCarriersOptions } from '@/lib/api/schedules';
import styles from './schedules.module.css';

/*
 * The schedule search's carrier and date fields on the phone, without antd: the phone's own list for
 * the carrier, the light YYYY-MM-DD field for the date (spec §9). The page's first load carries no
 * antd and has nothing to load after it; the desktop form keeps antd's searchable select and calendar
 * (ScheduleFields).
 */

/** The carrier filter as the phone's own list: "all carriers" first, then every carrier of the company's services. */
export function PhoneCarrierField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  const carriers = useQuery(scheduleCarriersOptions);
  const list = carriers.data ?? [];
  // the carrier the URL names, until the list that names it has come
  const pending = value && !list.some((c) => c.code === value);
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} className={styles.phoneField} aria-busy={carriers.isPending || undefined} data-testid="schedule-carrier">
      <option value="">{t('allCarriers')}</option>
      {pending ? <option value={value}>{value}</option> : null}
      {list.map((c) => (
        <option key={c.code} value={c.code}>
          {`${c.shortName} · ${en ? c.nameEn : c.nameCn}`}
        </option>
      ))}
    </select>
  );
}

/** The first departure date, typed as YYYY-MM-DD on the numeric keyboard; cleared, the search asks for one. */
export function PhoneDateField({ value, onChange }: { value: string; onChange: (ymd: string) => void }) {
  const t = useTranslations('Schedules');
  return (
    <DateInput
      value={value}
      onCommit={(day) => onChange(day ?? '')}
      invalidMessage={t('chooseDate')}
      errorClassName={styles.fieldError}
      className={styles.phoneField}
      data-testid="schedule-from"
    />
  );
}
