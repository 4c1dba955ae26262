'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ScheduleRow } from '@/lib/contracts/schedules';
import { portName } from './format';
import styles from './schedules.module.css';

export function RoutingTag({ row }: { row: ScheduleRow }) {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  return row.direct ? (
    <span className={`${styles.tag} ${styles.dir}`} data-testid="routing-dir">
      DIR · {t('direct')}
    </span>
  ) : (
    <span className={`${styles.tag} ${styles.via}`} title={t('viaAt', { port: row.transfer ? portName(row.transfer, en) : '' })} data-testid="routing-via">
      VIA · {row.transfer ? portName(row.transfer, en) : t('transfer')}
    </span>
  );
}
