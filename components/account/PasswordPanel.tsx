'use client';

import { useState } from 'react';
import { Alert, Button, Result } from 'antd';
import { useTranslations } from 'next-intl';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useUi } from '@/components/providers/StoreProvider';
import { clearAccountLink, useAccountLink } from './resetLink';
import styles from './account.module.css';

/**
 * The password page (spec §2 English "change"): with a checked reset link, the new-password form;
 * with a refused link, the server's message and a way to ask for a new one; otherwise the request form.
 */
export function PasswordPanel({ onBack }: { onBack?: () => void }) {
  const t = useTranslations('PasswordChange');
  const link = useAccountLink();
  const openLogin = useUi((s) => s.openLogin);
  const [changed, setChanged] = useState(false);

  if (changed) {
    return (
      <Result
        status="success"
        title={t('changedTitle')}
        subTitle={t('changedText')}
        extra={
          <Button type="primary" onClick={() => openLogin('mobile')} data-testid="change-login">
            {t('loginNow')}
          </Button>
        }
        data-testid="password-changed"
      />
    );
  }

  if (link?.kind === 'password') {
    return (
      <div data-testid="password-panel">
        <h2 className={styles.panelTitle}>{t('changeTitle')}</h2>
        <ChangePasswordForm
          token={link.token}
          email={link.email}
          name={link.nameEn}
          onChanged={() => {
            // the token is spent: forget it, and say so until the user moves on
            setChanged(true);
            clearAccountLink();
          }}
        />
      </div>
    );
  }

  return (
    <div data-testid="password-panel">
      <h2 className={styles.panelTitle}>{t('forgotTitle')}</h2>
      {link?.kind === 'error' && link.flow === 'password' ? (
        <Alert type="error" showIcon title={link.message} className={styles.formAlert} data-testid="link-error" />
      ) : null}
      <ForgotPasswordForm onBack={onBack} />
    </div>
  );
}
