'use client';

import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { sendCode } from '@/lib/api/account';
import { PATTERNS } from '@/lib/contracts/account';
import { rules } from '@/lib/validation';
import { errorText } from './callError';
import styles from './account.module.css';

/** Seconds before another code may be asked for when the server does not say. */
const RESEND_SECONDS = 60;

/**
 * The code field of a changed login phone or email (POST /webuser/userInfo `phoneCode` / `emailCode`):
 * a send-code button that asks POST /webuser/sendCode (purpose 'contact') for a code to the new
 * address, with the resend countdown.
 */
export function ContactCodeField({ name, address, label }: { name: 'phoneCode' | 'emailCode'; address: string; label: string }) {
  const t = useTranslations('EditInfo');
  const tv = useTranslations('Validation');
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  async function request() {
    setSending(true);
    try {
      const answer = await sendCode({ account: address, purpose: 'contact' });
      setNow(Date.now());
      setUntil(Date.now() + (answer.data?.resendAfter || RESEND_SECONDS) * 1000);
      void message.success(answer.data?.channel === 'mail' ? t('codeSentMail', { account: address }) : t('codeSentSms', { account: address }));
    } catch (error) {
      void message.error(errorText(error, t('codeFailed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item label={label} required extra={t('codeHint')}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={[...rules.required(tv), { pattern: PATTERNS.smsCode, message: t('codeInvalid') }]}>
          <Input prefix={<SafetyOutlined aria-hidden />} placeholder={t('codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid={`user-info-${name}`} />
        </Form.Item>
        <Button onClick={request} disabled={left > 0} loading={sending} className={styles.codeButton} data-testid={`user-info-${name}-send`}>
          {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
