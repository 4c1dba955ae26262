'use client';

import { ArrowRightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { popularLanesOptions } from '@/lib/api/schedules';
import { Link } from '@/lib/i18n/navigation';
import { dateOf, portName } from './format';
import styles from './schedules.module.css';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';

/** The default panel: the busiest lane of each trade over the coming four weeks, each a ready search. */
export function PopularLanes() {
  const surface = useSurface();
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  const lanes = useQuery(popularLanesOptions);
  return (
    <section className={styles.popular} data-testid="popular-lanes">
      <h2 className={styles.popularTitle}>{t('popularTitle')}</h2>
      <p className={styles.popularLead}>{t('popularLead')}</p>
      {lanes.isPending ? (
        <div className={styles.laneGrid}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={styles.laneSkeleton} />
          ))}
        </div>
      ) : lanes.isError ? (
        <p className={styles.state}>{t('error')}</p>
      ) : lanes.data.length === 0 ? (
        <p className={styles.state}>{t('noLanes')}</p>
      ) : (
        <div className={styles.laneGrid}>
          {lanes.data.map((l) => (
            <Link key={`${l.trade}-${l.pol.code}-${l.pod.code}`} href={href('schedules', { pol: l.pol.code, pod: l.pod.code, weeks: 2 }, surface)} className={styles.laneCard} data-testid="popular-lane">
              <span className={styles.laneTrade}>{t(`trades.${l.trade}` as never)}</span>
              <span className={styles.lanePorts}>
                {portName(l.pol, en)} <ArrowRightOutlined className={styles.arrow} aria-hidden /> {portName(l.pod, en)}
              </span>
              <span className={styles.laneFacts}>
                <span>{t('perWeek', { n: l.sailingsPerWeek })}</span>
                <span>{t('fastest', { n: l.fastestDays })}</span>
              </span>
              <span className={styles.laneNext}>
                {t('nextEtd', { date: dateOf(l.nextEtd) })} · {l.carriers.join(' / ')}
              </span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
