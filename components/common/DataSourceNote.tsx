'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { SailingSource, SourceRef } from '@/lib/contracts/schedules';
import styles from './dataSource.module.css';

const MINUTE = 60_000;

// The reader's clock in whole minutes, ticking each minute; the server has none (its render says no age).
const subscribeMinutes = (tick: () => void) => {
  const timer = setInterval(tick, MINUTE);
  return () => clearInterval(timer);
};
const minuteNow = () => Math.floor(Date.now() / MINUTE);
const noClock = () => null;

/** "5 min ago" from an instant and now (null while rendered on the server). */
function useAgo(fetchedAt: string | undefined): { unit: 'justNow' | 'minutes' | 'hours' | 'days'; n: number } | null {
  const now = useSyncExternalStore(subscribeMinutes, minuteNow, noClock);
  if (!fetchedAt || now === null) return null;
  const minutes = Math.max(0, now - Math.floor(Date.parse(fetchedAt) / MINUTE));
  if (minutes < 1) return { unit: 'justNow', n: 0 };
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', n: Math.floor(minutes / 60) };
  return { unit: 'days', n: Math.floor(minutes / (24 * 60)) };
}

/**
 * Where a sailing or a tracking answer came from: "From Hapag-Lloyd, updated 5 min ago" for a
 * carrier's interface, "Entered by staff" (also when no source is given) or "Imported by staff".
 * `carrier` is the carrier's name in the reader's language when known.
 */
export function DataSourceNote({ source, carrier, className = '' }: { source?: SourceRef | SailingSource; carrier?: string; className?: string }) {
  const t = useTranslations('DataSource');
  const ago = useAgo(source?.kind === 'carrier' ? source.fetchedAt : undefined);
  const kind = source?.kind ?? 'staff';
  let text: string;
  if (kind === 'carrier') {
    const name = carrier || (source && 'carrierName' in source ? source.carrierName : '') || '';
    text = ago ? t('carrier', { carrier: name, ago: t(ago.unit, { n: ago.n }) }) : t('carrierNoTime', { carrier: name });
  } else text = t(kind);
  return (
    <span className={`${styles.note} ${kind === 'carrier' ? styles.carrier : ''} ${className}`} data-testid="data-source" data-source={kind}>
      {text}
    </span>
  );
}
