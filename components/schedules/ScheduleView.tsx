'use client';

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { PopularLanes } from './PopularLanes';
import { ScheduleForm } from './ScheduleForm';
import { searchFromParams } from './scheduleParams';
import styles from './schedules.module.css';

// antd's table comes with the results, when the URL names a lane: the page's first load has no antd.
const ScheduleResults = lazy(() => import('./ScheduleResults'));

/**
 * /schedules: the search form, then the routings of the lane the URL names, or the default panel
 * of popular lanes when nothing has been searched. The URL is the state, so a search is a link.
 */
export function ScheduleView() {
  const params = useSearchParams();
  const search = searchFromParams(params);
  return (
    <>
      <ScheduleForm key={params.toString()} initial={search} />
      {search ? (
        <Suspense fallback={<div className={styles.panelSkeleton} aria-busy />}>
          <ScheduleResults q={search} />
        </Suspense>
      ) : (
        <PopularLanes />
      )}
    </>
  );
}

export function ScheduleViewSkeleton() {
  return (
    <>
      <div className={styles.formSkeleton} aria-busy />
      <div className={styles.panelSkeleton} aria-busy />
    </>
  );
}
