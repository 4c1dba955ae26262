'use client';

import { useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { forgetPassword } from '@/lib/api/account';
import { RESET_TOKEN_MINUTES } from '@/lib/contracts/account';
import { EMAIL_MAX, rules } from '@/lib/validation';
import { errorText, showFieldErrors } from './callError';
import styles from './account.module.css';

/**
 * Asks for a password-reset link by email. The answer is the same whether or not the address is
 * registered, and so is what the page says.
 */
export function ForgotPasswordForm({ onBack, initialEmail }: { onBack?: () => void; initialEmail?: string }) {
  const t = useTranslations('PasswordChange');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    setPending(true);
    setFailure(null);
    try {
      await forgetPassword({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      if (!showFieldErrors(form, error)) setFailure(errorText(error, t('requestFailed')));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <Result
        status="success"
        title={t('sentTitle')}
        subTitle={t('sentText', { email: sentTo, minutes: RESET_TOKEN_MINUTES })}
        extra={onBack ? <Button onClick={onBack}>{t('backToLogin')}</Button> : null}
        data-testid="reset-sent"
      />
    );
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ email: initialEmail ?? '' }} data-testid="forgot-form">
      <p className={styles.formIntro}>{t('forgotIntro')}</p>
      <Form.Item name="email" label={t('email')} rules={rules.email(tv, { required: true })}>
        <Input size="large" prefix={<MailOutlined aria-hidden />} placeholder={t('emailPlaceholder')} maxLength={EMAIL_MAX} autoComplete="email" />
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} className={styles.formAlert} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {t('sendLink')}
      </Button>
      {onBack ? (
        <div className={styles.formLinksCenter}>
          <button type="button" className={styles.textLink} onClick={onBack}>
            {t('backToLogin')}
          </button>
        </div>
      ) : null}
    </Form>
  );
}
