'use client';

import { useSearchParams } from 'next/navigation';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PopularLanes } from './PopularLanes';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleResults } from './ScheduleResults';
import { searchFromParams } from './scheduleParams';
import styles from './schedules.module.css';

/**
 * /schedules: the search form, then the routings of the lane the URL names, or the default panel
 * of popular lanes when nothing has been searched. The URL is the state, so a search is a link.
 */
export function ScheduleView() {
  const params = useSearchParams();
  const search = searchFromParams(params);
  return (
    <AntdProvider>
      <ScheduleForm key={params.toString()} initial={search} />
      {search ? <ScheduleResults q={search} /> : <PopularLanes />}
    </AntdProvider>
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
