'use client';

import { useTranslations } from 'next-intl';
import { cutoffPassed } from '@/lib/schedules/cutoff';
import styles from './schedules.module.css';

/** Whether a routing is closed to bookings: its cutoff at the port of loading has passed (China business clock). */
export const isClosed = (row: { cutoff: string }, now?: Date) => cutoffPassed(row.cutoff, now);

/** "Closed · cutoff passed" on a routing whose cutoff has passed; nothing while it still takes bookings. */
export function ClosedTag({ row }: { row: { cutoff: string } }) {
  const t = useTranslations('Schedules');
  if (!isClosed(row)) return null;
  return (
    <span className={`${styles.tag} ${styles.closed}`} title={t('closedNote')} data-testid="sailing-closed">
      {t('closed')}
    </span>
  );
}
