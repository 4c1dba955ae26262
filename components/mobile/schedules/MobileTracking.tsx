'use client';

import { useSearchParams } from 'next/navigation';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { TrackingForm, TrackingResults, trackingFromParams } from '@/components/tracking/TrackingView';
import styles from './mobileSchedules.module.css';

/** /mobile/tracking: bill, container or LCL house bill, the answer stacked for a phone. */
export function MobileTracking() {
  const params = useSearchParams();
  const q = trackingFromParams(params);
  return (
    <AntdProvider>
      <div className={styles.wrap}>
        <TrackingForm key={params.toString()} initial={q} surface="mobile" compact />
        {q ? <TrackingResults q={q} compact /> : null}
      </div>
    </AntdProvider>
  );
}
