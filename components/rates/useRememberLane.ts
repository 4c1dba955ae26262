'use client';

import { useEffect } from 'react';
import type { Port } from '@/lib/contracts/ports';
import type { RateKind } from '@/lib/contracts/rates';

/**
 * Records the URL's lane among the browser's recent lanes of `kind` once its ports are known: the
 * search runs whenever a rate page opens with a lane, whatever led there. A port id that names no
 * port is no lane worth offering again.
 */
export function useRememberLane(kind: RateKind | undefined, startId: number | null, endId: number | null, ports: readonly Port[] | undefined) {
  useEffect(() => {
    if (!kind || !ports || (startId === null && endId === null)) return;
    const find = (id: number | null) => (id === null ? null : ports.find((p) => p.id === id));
    const origin = find(startId);
    const destination = find(endId);
    if (origin === undefined || destination === undefined) return;
    void import('@/lib/rates/recentLanes').then((m) => m.rememberLane(kind, { origin, destination }));
  }, [kind, startId, endId, ports]);
}
