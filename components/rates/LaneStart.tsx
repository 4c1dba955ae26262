'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { RateKind } from '@/lib/contracts/rates';
import { Link } from '@/lib/i18n/navigation';
import type { PopularRateLane } from '@/lib/rates/rateIndex';
import type { LanePort, RecentLane } from '@/lib/rates/recentLanes';
import { RATE_KIND_SCREENS } from '@/lib/rates/screens';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';
import styles from './LaneStart.module.css';

/**
 * A rate page before a search: the lanes this browser searched lately (localStorage) and the
 * company's lanes with the widest choice (from the server), each a link that runs its search.
 */
export function LaneStart({ kind, lanes }: { kind: RateKind; lanes: readonly PopularRateLane[] }) {
  const surface = useSurface();
  const t = useTranslations('LclFreight');
  const en = useLocale() === 'en';
  const [recent, setRecent] = useState<RecentLane[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/rates/recentLanes').then((m) => live && setRecent(m.readRecentLanes(kind)));
    return () => {
      live = false;
    };
  }, [kind]);
  const screen = RATE_KIND_SCREENS[kind];
  const name = (p: LanePort | null) => (p ? (en ? p.nameEn : p.nameCn) : t('anyPort'));
  const link = (o: { id: number } | null, d: { id: number } | null) => href(screen, { portStartId: o?.id, portEndId: d?.id }, surface);

  return (
    <div className={styles.start} data-testid="rates-default">
      {recent?.length ? (
        <section className={styles.block} data-testid="recent-lanes" aria-labelledby="recent-lanes-title">
          <h2 className={styles.title} id="recent-lanes-title">
            {t('recentLanes')}
          </h2>
          <div className={styles.chips}>
            {recent.map((l) => (
              <Link key={`${l.origin?.id ?? ''}-${l.destination?.id ?? ''}`} href={link(l.origin, l.destination)} className={styles.chip} data-testid="recent-lane">
                {name(l.origin)} <span aria-hidden>→</span> {name(l.destination)}
              </Link>
            ))}
          </div>
        </section>
      ) : null}
      {lanes.length ? (
        <section className={styles.block} data-testid="popular-rate-lanes" aria-labelledby="popular-lanes-title">
          <h2 className={styles.title} id="popular-lanes-title">
            {t('popularLanes')}
          </h2>
          <p className={styles.lead}>{t('popularLanesLead')}</p>
          <div className={styles.grid}>
            {lanes.map((l) => (
              <Link key={`${l.pol.id}-${l.pod.id}`} href={link(l.pol, l.pod)} className={styles.card} data-testid="popular-rate-lane">
                <span className={styles.ports}>
                  <b>{name(l.pol)}</b> <span className={styles.arrow} aria-hidden>→</span> <b>{name(l.pod)}</b>
                </span>
                <span className={styles.codes}>
                  {l.pol.code} · {l.pod.code}
                </span>
                <span className={styles.facts}>{t('laneFacts', { carriers: l.carriers, rates: l.rates, days: l.fastestDays })}</span>
              </Link>
            ))}
          </div>
        </section>
      ) : null}
      {!lanes.length && recent !== null && !recent.length ? <p className={styles.empty}>{t('lead')}</p> : null}
    </div>
  );
}
