'use client';

import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { scheduleCarriersOptions } from '@/lib/api/schedules';
import { DATE_FORMAT } from '@/lib/dates';
import styles from './schedules.module.css';

/*
 * The desktop schedule search's two antd fields, loaded after the page (ScheduleForm imports them
 * with lazy()): the page's first load carries no antd. The phone's form has light fields instead
 * (PhoneScheduleFields).
 */

/** The carrier filter: every carrier of the company's services, searchable by code or name. */
export function CarrierField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useTranslations('Schedules');
  const locale = useLocale();
  const carriers = useQuery(scheduleCarriersOptions);
  return (
    <AntdProvider>
      <Select
        value={value}
        onChange={onChange}
        className={styles.carrierSelect}
        data-testid="schedule-carrier"
        loading={carriers.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={[{ value: '', label: t('allCarriers') }, ...(carriers.data ?? []).map((c) => ({ value: c.code, label: `${c.shortName} · ${locale === 'en' ? c.nameEn : c.nameCn}` }))]}
      />
    </AntdProvider>
  );
}

/** The first departure date, shown and typed as YYYY-MM-DD (spec §9), whatever the browser's own date format. */
export function DateField({ value, onChange }: { value: string; onChange: (ymd: string) => void }) {
  return (
    <AntdProvider>
      <DatePicker
        value={dayjs(value)}
        format={DATE_FORMAT}
        allowClear={false}
        onChange={(d) => {
          if (d) onChange(d.format(DATE_FORMAT));
        }}
        className={styles.date}
        data-testid="schedule-from"
      />
    </AntdProvider>
  );
}
