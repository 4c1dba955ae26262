'use client';

import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/providers/StoreProvider';
import { rateDetailOptions } from '@/lib/api/rates';
import { useRouter } from '@/lib/i18n/navigation';
import { ShowTextDialog } from './ShowTextDialog';
import styles from './Rates.module.css';

/** /lclFreight/ShowTextDialog?id= opened on its own (a shared link): the terms of one rate, in the caller's gate. */
export function ShowTextPage() {
  const t = useTranslations('Rates');
  const params = useSearchParams();
  const router = useRouter();
  const id = /^\d{1,9}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const user = useSession((s) => s.user);
  const viewer = user ? `${user.userId}:${user.certificationStatus}` : 'visitor';
  const detail = useQuery({ ...rateDetailOptions(id ?? 0, viewer), enabled: id !== null && user !== undefined });
  if (id === null || detail.isError) return <p className={styles.stateText}>{t('loadFailed')}</p>;
  if (!detail.data) return <div className={styles.state}><span className={styles.spinner} aria-label={t('pageLoading')} /></div>;
  const rate = detail.data.data.rate;
  return <ShowTextDialog rate={rate} onClose={() => router.push({ pathname: '/lclFreight', query: { portStartId: String(rate.pol.id), portEndId: String(rate.pod.id) } })} />;
}
