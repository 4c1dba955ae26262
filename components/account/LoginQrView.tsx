'use client';

import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { QrcodeOutlined, UserOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useSession } from '@/components/providers/QueryProvider';
import { AccountLoginForm } from './AccountLoginForm';
import { QrLoginPanel } from './QrLoginPanel';
import styles from './account.module.css';
import { sessionUserName } from '@/lib/personName';

/** The English loginQR page (spec §2): the QR login, with a switch to account login. */
export function LoginQrView() {
  const t = useTranslations('Login');
  const locale = useLocale();
  const user = useSession((s) => s.user);
  const router = useRouter();
  const [mode, setMode] = useState<'qr' | 'account'>('qr');

  if (user === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (user) {
    return (
      <Result
        status="success"
        title={t('loggedInTitle')}
        subTitle={t('loggedInText', { name: sessionUserName(user, locale) })}
        extra={[
          <Button key="ws" type="primary" onClick={() => router.push('/workspace/editInfo')}>
            {t('toWorkspace')}
          </Button>,
          <Button key="home" onClick={() => router.push('/')}>
            {t('toHome')}
          </Button>,
        ]}
        data-testid="login-qr-done"
      />
    );
  }

  return mode === 'qr' ? (
    <div data-testid="login-qr-page">
      <h2 className={styles.panelTitle}>{t('qrTitle')}</h2>
      <QrLoginPanel />
      <div className={styles.formLinksCenter}>
        <button type="button" className={styles.textLinkStrong} onClick={() => setMode('account')} data-testid="switch-account">
          <UserOutlined aria-hidden /> {t('switchToAccount')}
        </button>
      </div>
    </div>
  ) : (
    <div data-testid="login-account-page">
      <h2 className={styles.panelTitle}>{t('accountTitle')}</h2>
      <AccountLoginForm />
      <div className={styles.formLinksCenter}>
        <button type="button" className={styles.textLink} onClick={() => setMode('qr')} data-testid="switch-qr">
          <QrcodeOutlined aria-hidden /> {t('switchToQr')}
        </button>
      </div>
    </div>
  );
}
