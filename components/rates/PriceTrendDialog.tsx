'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { rateDetailOptions } from '@/lib/api/rates';
import type { FullRate } from '@/lib/contracts/rates';
import { useDialogFocus } from '@/components/common/useDialogFocus';
import styles from './Rates.module.css';

/** The price each kind is charted by: LCL per CBM, FCL/spot the 40HQ, air the +100 kg break. */
const MAIN_PRICE: Record<FullRate['kind'], string> = { lcl: 'perCbm', fcl: 'hq40', spot: 'hq40', air: 'kg100' };
/** The unit the charted price is per. */
const UNIT: Record<FullRate['kind'], string> = { lcl: 'CBM', fcl: '40HQ', spot: '40HQ', air: 'KG (+100)' };

/**
 * A rate's price over the last 90 days (from its price history), drawn with uPlot. This module and
 * the chart library load only when the dialog opens (lazy() in RatesList).
 */
export function PriceTrendDialog({ rate, viewer, onClose }: { rate: FullRate; viewer: string; onClose: () => void }) {
  const t = useTranslations('Rates');
  const en = useLocale() === 'en';
  const detail = useQuery(rateDetailOptions(rate.id, viewer, true));
  const box = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose);
  const history = detail.data?.data.history;
  const key = MAIN_PRICE[rate.kind];

  useEffect(() => {
    const el = box.current;
    if (!el || !history?.length) return;
    // A step line: the price holds until the next change, and runs to today.
    const xs = [...history.map((h) => Math.floor(Date.parse(h.at) / 1000)), Math.floor(Date.now() / 1000)];
    const ys = [...history.map((h) => h.prices[key] ?? null), history.at(-1)!.prices[key] ?? null];
    const brand = getComputedStyle(el).getPropertyValue('--brand').trim() || '#0b5cad';
    const plot = new uPlot(
      {
        width: Math.min(560, el.clientWidth || 560),
        height: 240,
        scales: { x: { time: true } },
        series: [{}, { label: `${rate.currency}/${UNIT[rate.kind]}`, stroke: brand, width: 2, fill: `${brand}22`, paths: uPlot.paths.stepped?.({ align: 1 }) }],
        axes: [{}, { size: 56 }],
        legend: { show: true },
      },
      [xs, ys as number[]],
      el,
    );
    return () => plot.destroy();
  }, [history, key, rate.currency, rate.kind]);

  return (
    <div className={styles.dialogBackdrop} onClick={onClose} role="presentation">
      <div ref={dialog} tabIndex={-1} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="trend-title" onClick={(e) => e.stopPropagation()} data-testid="price-trend">
        <div className={styles.dialogHead}>
          <h2 id="trend-title">
            {t('historyTitle')} · {en ? rate.pol.nameEn : rate.pol.nameCn} → {en ? rate.pod.nameEn : rate.pod.nameCn} · {rate.carrier?.shortName ?? rate.coLoader}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        <div className={styles.dialogBody}>
          {detail.isPending ? (
            <div className={styles.state}>
              <span className={styles.spinner} aria-label={t('historyLoading')} />
            </div>
          ) : !history?.length ? (
            <p className={styles.stateText}>{t('historyEmpty')}</p>
          ) : (
            <div ref={box} className={styles.chart} data-testid="price-chart" data-points={history.length} />
          )}
        </div>
      </div>
    </div>
  );
}
