'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { DataSourceNote } from '@/components/common/DataSourceNote';
import { PopularLanes } from '@/components/schedules/PopularLanes';
import { ScheduleForm } from '@/components/schedules/ScheduleForm';
import { RoutingTag } from '@/components/schedules/RoutingTag';
import { ClosedTag, isClosed } from '@/components/schedules/ClosedTag';
import { dateOf, portName, weekdayOf } from '@/components/schedules/format';
import { searchFromParams, windowOf } from '@/components/schedules/scheduleParams';
import { scheduleSearchOptions } from '@/lib/api/schedules';
import type { ScheduleSearchQuery } from '@/lib/contracts/schedules';
import { Link } from '@/lib/i18n/navigation';
import styles from './mobileSchedules.module.css';

function Results({ q }: { q: ScheduleSearchQuery }) {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  const result = useQuery(scheduleSearchOptions(q));
  const { first, last } = windowOf(q);
  if (result.isPending) return <div className={`${styles.skeleton} ${styles.hold}`} aria-busy />;
  if (result.isError)
    return (
      <p className={styles.state} role="alert">
        {t('error')}
      </p>
    );
  if (!result.data.length)
    return (
      <div className={styles.state} data-testid="schedule-empty">
        <p className={styles.stateTitle}>{t('empty', { first, last })}</p>
        <p>{t('emptyHint')}</p>
      </div>
    );
  return (
    <>
      <p className={styles.summary} data-testid="schedule-summary">
        {t('summary', { count: result.data.length, first, last })}
      </p>
      <ul className={styles.list} data-testid="schedule-cards">
        {result.data.map((r) => (
          <li key={r.id}>
            <Link href={{ pathname: '/mobile/schedules/detail', query: { id: r.id, pol: r.pol.code, pod: r.pod.code, ...(r.transfer ? { via: r.transfer.code } : {}) } }} className={isClosed(r) ? `${styles.card} ${styles.cardClosed}` : styles.card} data-testid="schedule-card">
              <span className={styles.cardHead}>
                <b>{r.carrier.shortName}</b>
                <span className={styles.vessel}>
                  {r.vessel} {r.voyage}
                </span>
                <RoutingTag row={r} />
                <ClosedTag row={r} />
              </span>
              <DataSourceNote source={r.source} carrier={en ? r.carrier.nameEn : r.carrier.nameCn} className={styles.source} />
              <span className={styles.dates}>
                <span>
                  <b className={styles.num}>{dateOf(r.etd)}</b>
                  <span className={styles.sub} data-testid="card-etd-day">
                    {t(`weekdays.${weekdayOf(r.etd)}`)} · {portName(r.pol, en)}
                  </span>
                </span>
                <span className={styles.transit}>{t('transitDays', { n: r.transitDays })}</span>
                <span className={styles.end}>
                  <b className={styles.num}>{dateOf(r.eta)}</b>
                  <span className={styles.sub}>
                    {t(`weekdays.${weekdayOf(r.eta)}`)} · {portName(r.pod, en)}
                  </span>
                </span>
              </span>
              <span className={styles.meta}>
                {t('columns.service')} {r.serviceCode} · {t('columns.cutoff')} {r.cutoff}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /mobile/schedules: the search (stacked), then the routings as cards, or the popular lanes. */
export function MobileSchedules() {
  const params = useSearchParams();
  const q = searchFromParams(params);
  return (
    <div className={styles.wrap}>
      <ScheduleForm key={params.toString()} initial={q} compact />
      {q ? <Results q={q} /> : <PopularLanes />}
    </div>
  );
}
