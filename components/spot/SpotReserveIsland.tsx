'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { useSession, useUi } from '@/components/providers/StoreProvider';
import { CERTIFIED } from '@/lib/api/constants';
import { Link } from '@/lib/i18n/navigation';
import { SpotReserve } from './SpotReserve';
import styles from '@/components/booking/booking.module.css';

/** The reservation steps by role (spec §1, §6): certified users only (the API refuses everyone else too). */
export default function SpotReserveIsland() {
  const t = useTranslations('Spot');
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  const [offerId, setOfferId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('offerId') ?? '';
    queueMicrotask(() => setOfferId(/^\d{1,9}$/.test(raw) ? Number(raw) : null));
  }, []);
  if (user === undefined || offerId === undefined) return <div className={styles.skeleton} aria-busy />;
  if (offerId === null) {
    return (
      <div className={styles.gate}>
        <p className={styles.gateTitle}>{t('chooseOffer')}</p>
        <Link href="/lookPresentCabin" className={styles.primaryLink}>
          {t('backToOffers')}
        </Link>
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.gate} data-testid="spot-login">
        <p className={styles.gateTitle}>{t('loginTitle')}</p>
        <button type="button" className={styles.primaryLink} onClick={() => openLogin()}>
          {t('loginButton')}
        </button>
      </div>
    );
  }
  if (user.certificationStatus !== CERTIFIED) {
    return (
      <div className={styles.gate} data-testid="spot-certify">
        <p className={styles.gateTitle}>{t('certifyTitle')}</p>
        <Link href="/workspace/editInfo" className={styles.primaryLink}>
          {t('certifyButton')}
        </Link>
      </div>
    );
  }
  return (
    <AntdProvider>
      <SpotReserve offerId={offerId} />
    </AntdProvider>
  );
}
