'use client';

import { FileSearchOutlined, LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useSession, useUi } from '@/components/providers/StoreProvider';
import { CERTIFIED } from '@/lib/api/constants';
import { Link } from '@/lib/i18n/navigation';
import styles from './LclFreight.module.css';

const COLUMNS = ['carrier', 'pol', 'pod', 'schedule', 'transit', 'validity', 'price'] as const;

/** A faint table behind the gate, so the page shows what logging in / certifying unlocks. */
function GhostTable() {
  const t = useTranslations('LclFreight');
  return (
    <div className={styles.ghost} aria-hidden>
      <div className={styles.ghostHead}>
        {COLUMNS.map((c) => (
          <span key={c}>{t(`columns.${c}`)}</span>
        ))}
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={styles.ghostRow}>
          {COLUMNS.map((c) => (
            <span key={c} className={styles.ghostCell} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The rates area by role (spec §4 "Rates view", §6): visitors are asked to log in, users to certify
 * their company; certified users see the rates. The rate list itself arrives with the rates issue:
 * until then a certified user sees the empty state.
 */
export function RatesGate() {
  const t = useTranslations('LclFreight');
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);

  if (user === undefined) return <div className={styles.gateSkeleton} aria-busy data-testid="rates-loading" />;

  if (user && user.certificationStatus === CERTIFIED) {
    return (
      <div className={styles.rates} data-testid="rates-empty">
        <div className={styles.gateCard}>
          <FileSearchOutlined className={styles.gateIcon} aria-hidden />
          <p className={styles.gateTitle}>{t('empty')}</p>
          <p className={styles.gateText}>{t('emptyHint')}</p>
        </div>
      </div>
    );
  }

  if (user) {
    return (
      <div className={styles.rates} data-testid="rates-certify">
        <GhostTable />
        <div className={styles.gateCard}>
          <SafetyCertificateOutlined className={styles.gateIcon} aria-hidden />
          <p className={styles.gateTitle}>{t('certifyTitle')}</p>
          <p className={styles.gateText}>{t('certifyText')}</p>
          <Link href="/workspace/editInfo" className={styles.gateButton}>
            {t('certifyButton')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.rates} data-testid="rates-login">
      <GhostTable />
      <div className={styles.gateCard}>
        <LockOutlined className={styles.gateIcon} aria-hidden />
        <p className={styles.gateTitle}>{t('loginTitle')}</p>
        <p className={styles.gateText}>{t('loginText')}</p>
        <button type="button" className={styles.gateButton} onClick={() => openLogin()}>
          {t('loginButton')}
        </button>
      </div>
    </div>
  );
}
