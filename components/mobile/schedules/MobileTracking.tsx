'use client';

import { useSearchParams } from 'next/navigation';
import { TrackingConfirm, TrackingForm, TrackingResults, trackingFromParams } from '@/components/tracking/TrackingView';
import styles from './mobileSchedules.module.css';

/** /mobile/tracking: bill, container or LCL house bill, the answer stacked for a phone. */
export function MobileTracking({ hblPrefix }: { hblPrefix: string }) {
  const params = useSearchParams();
  const q = trackingFromParams(params);
  const confirmToken = params.get('confirm');
  return (
    <div className={styles.wrap}>
      {confirmToken ? <TrackingConfirm token={confirmToken} /> : null}
      <TrackingForm key={params.toString()} initial={q} hblPrefix={hblPrefix} compact />
      {q ? <TrackingResults q={q} compact /> : null}
    </div>
  );
}
