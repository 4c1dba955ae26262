'use client';

import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import { portsByIdsOptions } from '@/lib/api/ports';
import type { Port } from '@/lib/contracts/ports';
import { PortSearchBar, type LanePagePath } from '@/components/home/PortSearchBar';
import type { RateKind } from '@/lib/contracts/rates';
import type { PopularRateLane } from '@/lib/rates/rateIndex';
import { RatesList } from './RatesList';
import { useRememberLane } from './useRememberLane';
import styles from './LclFreight.module.css';

/** A positive integer id from the query string, or null. */
function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function PortName({ port, missing }: { port: Port | null | undefined; missing: string }) {
  const en = useLocale() === 'en';
  if (!port) return <span className={styles.portMissing}>{missing}</span>;
  return (
    <span className={styles.portName} data-testid="route-port-name">
      <b>{en ? port.nameEn : port.nameCn}</b>
      <span className={styles.portSub}>
        {en ? port.countryNameEn : port.nameEn} · {port.code}
      </span>
    </span>
  );
}

/**
 * The lane of a rate page: reads portStartId / portEndId from the URL, resolves their names
 * (already in the query cache after a search; otherwise through POST
 * /webschedulecontroller/queryPortsByIds), shows the search bar pre-filled (the home page's, with
 * its port suggestions) and the lane. Searching opens `target` with the new lane. `remember`: the
 * kind whose recent lanes the page offers before a search (the lane is added to them). `needLane`: the
 * list waits for a lane, so without one there is no lane line (it would only repeat the empty search).
 */
export function LaneSearch({ target, remember, needLane = false }: { target: LanePagePath; remember?: RateKind; needLane?: boolean }) {
  const t = useTranslations('LclFreight');
  const params = useSearchParams();
  const startId = idParam(params.get('portStartId'));
  const endId = idParam(params.get('portEndId'));
  const ids = [startId, endId].filter((x): x is number => x !== null);
  const ports = useQuery(portsByIdsOptions(ids));
  const find = (id: number | null) => (id === null ? null : ports.data?.find((p) => p.id === id));
  const start = find(startId);
  const end = find(endId);
  const resolving = ids.length > 0 && ports.isPending;
  useRememberLane(remember, startId, endId, ports.data);

  return (
    <>
      <div className={styles.searchRow}>
        {resolving ? (
          <div className={styles.searchSkeleton} aria-busy />
        ) : (
          <PortSearchBar key={`${startId}-${endId}`} initialOrigin={start ?? null} initialDestination={end ?? null} className={styles.search} target={target} />
        )}
      </div>
      {needLane && !ids.length ? null : (
        <section className={styles.lane} aria-label={t('laneLabel')} data-testid="lcl-lane">
          <div className={styles.laneEnd}>
            <span className={styles.laneLabel}>{t('origin')}</span>
            {resolving ? <span className={styles.nameSkeleton} /> : <PortName port={startId === null ? null : start} missing={startId === null ? t('anyPort') : t('unknownPort')} />}
          </div>
          <ArrowRightOutlined className={styles.laneArrow} aria-hidden />
          <div className={styles.laneEnd}>
            <span className={styles.laneLabel}>{t('destination')}</span>
            {resolving ? <span className={styles.nameSkeleton} /> : <PortName port={endId === null ? null : end} missing={endId === null ? t('anyPort') : t('unknownPort')} />}
          </div>
        </section>
      )}
    </>
  );
}

/**
 * The landing of the home search: the lane and the LCL rate list in the state the caller's gate
 * allows (RatesList); before a search, the recent and popular lanes.
 */
export function LclFreightView({ lanes }: { lanes: readonly PopularRateLane[] }) {
  return (
    <>
      <LaneSearch target="/lclFreight" remember="lcl" needLane />
      <RatesList kind="lcl" needLane lanes={lanes} />
    </>
  );
}

/**
 * What the static page shows until the island has read the URL. `fill`: the list that follows is
 * taller than a screen (every rate of a kind, before a lane is chosen), so the placeholder holds the
 * screen and the footer stays below it instead of showing and being pushed away (layout shift);
 * otherwise it is as tall as the LCL page's lane start (popular lanes) that follows, so what is below
 * does not move up.
 */
export function LclFreightViewSkeleton({ fill = false }: { fill?: boolean }) {
  return (
    <>
      <div className={styles.searchRow}>
        <div className={styles.searchSkeleton} aria-busy />
      </div>
      <div className={styles.lane}>
        <span className={styles.nameSkeleton} />
        <span className={styles.nameSkeleton} />
      </div>
      <div className={`${styles.gateSkeleton} ${fill ? styles.fill : styles.laneStart}`} aria-busy />
    </>
  );
}
