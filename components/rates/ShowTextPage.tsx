'use client';

import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSession } from '@/components/providers/QueryProvider';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { rateDetailOptions } from '@/lib/api/rates';
import type { FullRate, PublicRate } from '@/lib/contracts/rates';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { RATE_KIND_SCREENS } from '@/lib/rates/screens';
import { href } from '@/lib/screens/registry';
import { RateTerms, ShowTextDialog } from './ShowTextDialog';
import styles from './Rates.module.css';

/** The list a rate belongs to, on its lane. */
const laneHref = (rate: FullRate | PublicRate, surface: 'desktop' | 'mobile') =>
  href(RATE_KIND_SCREENS[rate.kind], { portStartId: rate.pol.id, portEndId: rate.pod.id }, surface);

/**
 * /lclFreight/ShowTextDialog?id= opened on its own (a shared link): the terms of one rate, in the
 * caller's gate — over the page as a dialog on the desktop site, as the page itself on a phone.
 * Without a rate (no id, or one that is gone) it says what the page is for and leads to the rates.
 */
export function ShowTextPage() {
  const surface = useSurface();
  const t = useTranslations('Rates');
  const en = useLocale() === 'en';
  const params = useSearchParams();
  const router = useRouter();
  const raw = params.get('id');
  const id = /^\d{1,9}$/.test(raw ?? '') && Number(raw) > 0 ? Number(raw) : null;
  const user = useSession((s) => s.user);
  const viewer = user ? `${user.userId}:${user.certificationStatus}` : 'visitor';
  const detail = useQuery({ ...rateDetailOptions(id ?? 0, viewer), enabled: id !== null && user !== undefined });
  const rates = href('lclFreight', {}, surface);

  if (id === null || detail.isError) {
    return (
      <div className={styles.state} data-testid="rate-text-empty">
        <p className={styles.stateTitle}>{t('textDialogTitle')}</p>
        <p className={styles.stateText}>{id === null ? t('textPageAbout') : t('textPageMissing')}</p>
        <Link href={rates} className={styles.action} data-testid="rate-text-back">
          {t('textPageBack')}
        </Link>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={styles.state} aria-busy>
        <span className={styles.spinner} aria-label={t('pageLoading')} />
      </div>
    );
  }
  const rate = detail.data.data.rate;
  if (surface === 'desktop') return <ShowTextDialog rate={rate} onClose={() => router.push(laneHref(rate, surface))} />;
  return (
    <article className={styles.sheet} data-testid="show-text-dialog" aria-labelledby="terms-title">
      <h2 id="terms-title" className={styles.sheetTitle}>
        {rate.carrier?.shortName ?? rate.coLoader}
      </h2>
      <p className={styles.sheetLane}>
        {en ? rate.pol.nameEn : rate.pol.nameCn} → {en ? rate.pod.nameEn : rate.pod.nameCn} · {t('validUntil', { to: rate.validTo })}
      </p>
      <div className={styles.sheetBody}>
        <RateTerms rate={rate} />
      </div>
      <Link href={laneHref(rate, surface)} className={styles.action} data-testid="rate-text-back">
        {t('textPageLane')}
      </Link>
    </article>
  );
}
