'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { SpotOffer } from '@/lib/contracts/spot';
import { callLight } from '@/lib/api/client';
import { spotApi } from '@/lib/endpoints/spot';
import { Link } from '@/lib/i18n/navigation';
import styles from './spot.module.css';

export const spotOffersKey = ['spot', 'offers'] as const;

/**
 * The open offers of premium spot space (spec §2 /lookPresentCabin): carrier, lane, ETD, container
 * type, remaining quantity, price, prepaid fee and dead-space fee, each with its reservation link.
 * Read live (the remaining quantity changes with every reservation), so the cached page stays the
 * same for everyone.
 */
export function SpotOffers({ compact = false, reserveBase = '/lookPresentCabin/reserve' }: { compact?: boolean; reserveBase?: string }) {
  const t = useTranslations('Spot');
  const offers = useQuery({
    queryKey: spotOffersKey,
    queryFn: ({ signal }) => callLight<{ rows: SpotOffer[] }>(spotApi.offers, {}, signal).then((a) => a.rows),
    staleTime: 15_000,
  });
  if (offers.isPending) return <div className={styles.skeleton} aria-busy data-testid="spot-offers-loading" />;
  if (offers.isError) return <p className={styles.error}>{t('loadFailed')}</p>;
  if (!offers.data.length) {
    return (
      <div className={styles.empty} data-testid="spot-offers-empty">
        <strong>{t('emptyTitle')}</strong>
        <p>{t('emptyText')}</p>
      </div>
    );
  }
  if (compact) {
    return (
      <ul className={styles.cards} data-testid="spot-offers">
        {offers.data.map((o) => (
          <li key={o.id} className={styles.offerCard} data-testid="spot-offer">
            <p className={styles.lane}>
              {o.polName} → {o.podName}
            </p>
            <p className={styles.meta}>
              {o.carrierName} · {o.containerType} · ETD {o.etd}
            </p>
            <p className={styles.meta}>
              {t('remaining')} <strong data-testid="spot-remaining">{o.remaining}</strong> · {t('price')} USD {o.price}
            </p>
            <p className={styles.meta}>
              {t('prepaidFee')} ¥{o.prepaidFee} · {t('deadSpaceFee')} ¥{o.deadSpaceFee}
            </p>
            {o.remaining > 0 ? (
              <Link href={`${reserveBase}?offerId=${o.id}`} className={styles.reserve} data-testid="spot-reserve">
                {t('reserve')}
              </Link>
            ) : (
              <span className={styles.soldOut}>{t('soldOut')}</span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="spot-offers">
        <thead>
          <tr>
            <th>{t('carrier')}</th>
            <th>{t('lane')}</th>
            <th>ETD</th>
            <th>{t('vesselVoyage')}</th>
            <th>{t('containerType')}</th>
            <th>{t('remaining')}</th>
            <th>{t('price')}</th>
            <th>{t('prepaidFee')}</th>
            <th>{t('deadSpaceFee')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {offers.data.map((o) => (
            <tr key={o.id} data-testid="spot-offer">
              <td>{o.carrierName}</td>
              <td>
                {o.polName} → {o.podName}
              </td>
              <td className={styles.num}>{o.etd}</td>
              <td>
                {o.vessel} {o.voyage}
              </td>
              <td>{o.containerType}</td>
              <td className={styles.num} data-testid="spot-remaining">
                {o.remaining}/{o.totalQuantity}
              </td>
              <td className={styles.num}>USD {o.price}</td>
              <td className={styles.num}>¥{o.prepaidFee}</td>
              <td className={styles.num}>¥{o.deadSpaceFee}</td>
              <td>
                {o.remaining > 0 ? (
                  <Link href={`${reserveBase}?offerId=${o.id}`} className={styles.reserve} data-testid="spot-reserve">
                    {t('reserve')}
                  </Link>
                ) : (
                  <span className={styles.soldOut}>{t('soldOut')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
