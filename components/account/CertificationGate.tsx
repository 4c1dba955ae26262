'use client';

import { Alert, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { AccountLoginForm } from './AccountLoginForm';
import { CertificationPanel } from './CertificationPanel';
import { useAccountLink } from './resetLink';
import styles from './account.module.css';

/**
 * The certification page (spec §2 English "certification"; also the overlay state): certification
 * needs a session, so a logged-out visitor (e.g. from the mailed certification link) logs in first.
 */
export function CertificationGate() {
  const t = useTranslations('Certification');
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  const link = useAccountLink();

  const linkError = link?.kind === 'error' && link.flow === 'certification' ? link.message : null;
  const email = link && link.kind === 'certification' ? link.email : undefined;

  return (
    <div data-testid="certification-gate">
      {linkError ? <Alert type="error" showIcon title={linkError} className={styles.formAlert} data-testid="link-error" /> : null}
      {user === undefined ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : user === null ? (
        <div className={styles.gateLogin}>
          <h2 className={styles.panelTitle}>{t('loginFirstTitle')}</h2>
          <p className={styles.formIntro}>{t('loginFirstText')}</p>
          <AccountLoginForm initialAccount={email} />
          <div className={styles.formLinksCenter}>
            <button type="button" className={styles.textLink} onClick={() => openLogin()}>
              {t('loginByScan')}
            </button>
          </div>
        </div>
      ) : (
        <CertificationPanel />
      )}
    </div>
  );
}
