'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { useUi } from '@/components/providers/StoreProvider';
import { hasAmounts } from '@/lib/contracts/spotView';
import type { SpotGate, SpotOfferView } from '@/lib/contracts/spot';
import { callLight } from '@/lib/api/client';
import { spotApi } from '@/lib/endpoints/spot';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { href } from '@/lib/screens/registry';
import styles from './spot.module.css';

export const spotOffersKey = ['spot', 'offers'] as const;

/** An amount of an offer, or the rate list's mark for a hidden price when the caller has no rate access. */
const amount = (o: SpotOfferView, field: 'price' | 'prepaidFee' | 'deadSpaceFee', currency: string) =>
  hasAmounts(o) ? `${currency}${o[field]}` : <span className={styles.hidden}>***</span>;

/**
 * The open offers of premium spot space (spec §2 /lookPresentCabin): carrier, lane, ETD, container
 * type, remaining quantity, price, prepaid fee and dead-space fee, each with its reservation link.
 * The amounts come only to a caller with full rate access (spec §6); everyone else sees the rate
 * list's gate text above the offers. Read live (the remaining quantity changes with every
 * reservation), so the cached page stays the same for everyone and carries no amount.
 */
export function SpotOffers({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Spot');
  const surface = useSurface();
  const reserveHref = (offerId: number) => href('spaceReserve', { offerId }, surface);
  const offers = useQuery({
    queryKey: spotOffersKey,
    queryFn: ({ signal }) => callLight(spotApi.offers, {}, signal),
    staleTime: 15_000,
  });
  // on a phone the offers' cards run past the screen: the placeholder holds it meanwhile (no layout shift)
  if (offers.isPending) return <div className={surface === 'mobile' ? `${styles.skeleton} ${styles.fill}` : styles.skeleton} aria-busy data-testid="spot-offers-loading" />;
  if (offers.isError) return <p className={styles.error}>{t('loadFailed')}</p>;
  const { rows, data: gate } = offers.data;
  const notice = gate.message ? <SpotGateNotice gate={gate} /> : null;
  if (!rows.length) {
    return (
      <div className={styles.empty} data-testid="spot-offers-empty">
        <strong>{t('emptyTitle')}</strong>
        <p>{t('emptyText')}</p>
      </div>
    );
  }
  if (compact) {
    return (
      <>
        {notice}
        <ul className={styles.cards} data-testid="spot-offers">
          {rows.map((o) => (
            <li key={o.id} className={styles.offerCard} data-testid="spot-offer">
              <p className={styles.lane}>
                {o.polName} → {o.podName}
              </p>
              <p className={styles.meta}>
                {o.carrierName} · {o.containerType} · ETD {o.etd}
              </p>
              <p className={styles.meta}>
                {t('remaining')} <strong data-testid="spot-remaining">{o.remaining}</strong> · {t('price')} {amount(o, 'price', 'USD ')}
              </p>
              <p className={styles.meta}>
                {t('prepaidFee')} {amount(o, 'prepaidFee', '¥')} · {t('deadSpaceFee')} {amount(o, 'deadSpaceFee', '¥')}
              </p>
              {o.remaining > 0 ? (
                <Link href={reserveHref(o.id)} className={styles.reserve} data-testid="spot-reserve">
                  {t('reserve')}
                </Link>
              ) : (
                <span className={styles.soldOut}>{t('soldOut')}</span>
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className={styles.tableWrap}>
      {notice}
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
          {rows.map((o) => (
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
              <td className={styles.num}>{amount(o, 'price', 'USD ')}</td>
              <td className={styles.num}>{amount(o, 'prepaidFee', '¥')}</td>
              <td className={styles.num}>{amount(o, 'deadSpaceFee', '¥')}</td>
              <td>
                {o.remaining > 0 ? (
                  <Link href={reserveHref(o.id)} className={styles.reserve} data-testid="spot-reserve">
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

/** Why the amounts are hidden, with the step that shows them: log in, or certify (no step for a missing grant). */
function SpotGateNotice({ gate }: { gate: SpotGate }) {
  const t = useTranslations('Spot');
  const surface = useSurface();
  const pathname = usePathname();
  const params = useSearchParams();
  const openLogin = useUi((s) => s.openLogin);
  const here = `${pathname}${params.size ? `?${params.toString()}` : ''}`;
  return (
    <div className={styles.gate} data-testid={`spot-gate-${gate.access}`}>
      <p className={styles.gateText}>{gate.message}</p>
      {gate.access === 'login' ? (
        surface === 'mobile' ? (
          <Link href={href('login', { next: here }, 'mobile')} className={styles.gateButton}>
            {t('gateLogin')}
          </Link>
        ) : (
          <button type="button" className={styles.gateButton} onClick={() => openLogin()}>
            {t('gateLogin')}
          </button>
        )
      ) : gate.access === 'certify' ? (
        <Link href={href(surface === 'mobile' ? 'certification' : 'editInfo', {}, surface)} className={styles.gateButton}>
          {t('gateCertify')}
        </Link>
      ) : null}
    </div>
  );
}
