'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { recommendPortsOptions } from '@/lib/api/ports';
import { routeGroupsOptions } from '@/lib/api/routes';
import { PORT_TYPE } from '@/lib/contracts/constants';
import type { Port } from '@/lib/contracts/ports';
import { usePortChooser } from './PortCombobox';
import styles from './PortRecommendPanel.module.css';

type Props = {
  type: 1 | 2;
  recent: readonly Port[];
  /** The origin already chosen: destination recommendations are ranked for that lane. */
  portStartId?: number;
};

function PortCell({ port, onChoose, testId }: { port: Port; onChoose: (p: Port) => void; testId: string }) {
  const en = useLocale() === 'en';
  return (
    <button type="button" className={styles.cell} data-testid={testId} onClick={() => onChoose(port)} title={`${port.nameCn} ${port.nameEn} (${port.code})`}>
      <span className={styles.cellName}>{en ? port.nameEn : port.nameCn}</span>
      <span className={styles.cellSub}>{en ? `${port.code} · ${port.countryNameEn}` : port.nameEn}</span>
    </button>
  );
}

function SkeletonCells({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`${styles.cell} ${styles.skeleton}`} aria-hidden />
      ))}
    </>
  );
}

/**
 * The port recommendation popover of an empty port field (spec §2, §9): recent ports, up to five
 * recommended ports and, for the destination, the route groups as tabs over a grid of ports.
 */
export function PortRecommendPanel({ type, recent, portStartId }: Props) {
  const onChoose = usePortChooser();
  const t = useTranslations('PortRecommend');
  const tRecent = useTranslations('RecentPorts');
  const locale = useLocale();
  const isDestination = type === PORT_TYPE.destination;
  const recommended = useQuery(recommendPortsOptions({ types: type, portStartId }));
  const groups = useQuery(routeGroupsOptions(isDestination));
  const [tab, setTab] = useState(0);
  const group = groups.data?.[tab];

  return (
    <div className={styles.panel} role="dialog" aria-label={isDestination ? t('destinationTitle') : t('originTitle')} data-testid="port-recommend">
      {recent.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.heading}>{tRecent('title')}</h3>
          <div className={styles.chips} data-testid="recent-ports">
            {recent.map((p) => (
              <button key={p.id} type="button" className={styles.chip} data-testid="recent-port" onClick={() => onChoose(p)}>
                {locale === 'en' ? p.nameEn : p.nameCn}
                <span className={styles.chipCode}>{p.code}</span>
              </button>
            ))}
          </div>
        </section>
      ) : null}

      <section className={styles.section}>
        <h3 className={styles.heading}>{isDestination ? t('recommendedDestinations') : t('recommendedOrigins')}</h3>
        <div className={styles.grid} data-testid="recommended-ports">
          {recommended.isPending ? (
            <SkeletonCells count={5} />
          ) : recommended.isError ? (
            <p className={styles.note}>{t('loadFailed')}</p>
          ) : recommended.data.length === 0 ? (
            <p className={styles.note}>{t('noRecommendations')}</p>
          ) : (
            recommended.data.map((p) => <PortCell key={p.id} port={p} onChoose={onChoose} testId="recommended-port" />)
          )}
        </div>
      </section>

      {isDestination ? (
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('byRegion')}</h3>
          {groups.isPending ? (
            <div className={styles.grid}>
              <SkeletonCells count={10} />
            </div>
          ) : groups.isError ? (
            <p className={styles.note}>{t('loadFailed')}</p>
          ) : groups.data.length === 0 ? (
            <p className={styles.note}>{t('noRoutes')}</p>
          ) : (
            <>
              <div className={styles.tabs} role="tablist">
                {groups.data.map((g, i) => (
                  <button
                    key={g.routeId}
                    type="button"
                    role="tab"
                    aria-selected={i === tab}
                    className={`${styles.tab} ${i === tab ? styles.tabActive : ''}`}
                    onClick={() => setTab(i)}
                  >
                    {locale === 'en' ? g.routeNameEn : g.routeName}
                  </button>
                ))}
              </div>
              <div className={`${styles.grid} ${styles.routePanel}`} role="tabpanel" data-testid="route-ports">
                {group && group.ports.length > 0 ? (
                  group.ports.map((p) => <PortCell key={p.id} port={p} onChoose={onChoose} testId="route-port" />)
                ) : (
                  <p className={styles.note}>{t('emptyRoute')}</p>
                )}
              </div>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
