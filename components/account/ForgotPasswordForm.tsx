'use client';

import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { forgetPassword } from '@/lib/api/account';
import { RESET_TOKEN_MINUTES } from '@/lib/contracts/account';
import { EMAIL_MAX, rules } from '@/lib/validation';
import { FormSubmit } from './FormSubmit';
import { useSubmitState } from './useSubmitState';
import styles from './account.module.css';

/**
 * Asks for a password-reset link by email. The answer is the same whether or not the address is
 * registered, and so is what the page says.
 */
export function ForgotPasswordForm({ onBack, initialEmail }: { onBack?: () => void; initialEmail?: string }) {
  const t = useTranslations('PasswordChange');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<{ email: string }>();
  const { pending, failure, run } = useSubmitState();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    await run(async () => {
      await forgetPassword({ email: email.trim() });
      setSentTo(email.trim());
    }, t('requestFailed'), form);
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
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.formAlert}>
        {t('sendLink')}
      </FormSubmit>
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
