'use client';

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { portsByIdsOptions } from '@/lib/api/ports';
import type { Port } from '@/lib/contracts/ports';
import type { RateKind } from '@/lib/contracts/rates';
import type { PopularRateLane } from '@/lib/rates/rateIndex';
import { useRememberLane } from '@/components/rates/useRememberLane';
import { MobileIcon } from './icons';
import { MobilePortSearch } from './MobilePortSearch';
import styles from './mobile.module.css';

function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

// The rate list (filters, cards, terms dialog) comes in its own chunk and renders in its own task after
// the search form: the page's first load and its first long task stay small (bench/RESULTS.md).
const RatesList = lazy(() => import('@/components/rates/RatesList').then((m) => ({ default: m.RatesList })));

type Props = {
  kind: RateKind;
  popular: { origin: readonly Port[]; destination: readonly Port[] };
  /** LCL before a search: the company's lanes with the widest choice */
  lanes?: readonly PopularRateLane[];
};

/**
 * The island of a mobile rate page (LCL, FCL, air, carrier SPOT): the lane of the URL (portStartId /
 * portEndId) in the search form, then the rate list (as cards) in the state the caller's gate allows
 * (spec §6: log in, certify, ask sales, rates). LCL waits for a lane and offers the recent and popular
 * lanes until then; the other kinds list every rate of the kind without one.
 */
export function MobileRatesView({ kind, popular, lanes = [] }: Props) {
  const t = useTranslations('LclFreight');
  const en = useLocale() === 'en';
  const params = useSearchParams();
  const startId = idParam(params.get('portStartId'));
  const endId = idParam(params.get('portEndId'));
  const ids = [startId, endId].filter((x): x is number => x !== null);
  const ports = useQuery(portsByIdsOptions(ids));
  const find = (id: number | null) => (id === null ? null : (ports.data?.find((p) => p.id === id) ?? null));
  const resolving = ids.length > 0 && ports.isPending;
  const needLane = kind === 'lcl';
  useRememberLane(needLane ? kind : undefined, startId, endId, ports.data);
  const name = (id: number | null) => {
    const p = find(id);
    if (id === null) return t('anyPort');
    return p ? (en ? p.nameEn : p.nameCn) : t('unknownPort');
  };

  return (
    <>
      <div className={styles.section}>
        {resolving ? (
          <div className={`${styles.skeleton} ${styles.searchHold}`} aria-busy />
        ) : (
          <MobilePortSearch key={`${startId}-${endId}`} kind={kind} popular={popular} initialOrigin={find(startId)} initialDestination={find(endId)} />
        )}
      </div>
      {ids.length === 0 ? null : resolving ? (
        // the line's place while the lane's ports are looked up, so the list below does not move when they come
        <p className={styles.laneSummary} aria-hidden>
          {'\u00a0'}
        </p>
      ) : (
        <p className={styles.laneSummary} aria-label={t('laneLabel')} data-testid="lcl-lane">
          <span data-testid="route-port-name">{name(startId)}</span>
          <MobileIcon name="chevron" />
          <span data-testid="route-port-name">{name(endId)}</span>
        </p>
      )}
      <div className={styles.ratesBox}>
        {/* what comes (a kind's whole list, or LCL's recent and popular lanes) is taller than a screen: its
            placeholder holds the screen, so the footer does not show and then move away (a layout shift) */}
        <Suspense fallback={<div className={`${styles.skeleton} ${styles.fill}`} aria-busy />}>
          <RatesList kind={kind} needLane={needLane} lanes={lanes} />
        </Suspense>
      </div>
    </>
  );
}
