'use client';

import { App, Button, Form, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { PATTERNS } from '@/lib/contracts/account';
import { rules } from '@/lib/validation';
import { errorText } from './callError';
import { useCodeSender } from './useCodeSender';
import styles from './account.module.css';

/**
 * The code field of a changed login phone or email (POST /webuser/userInfo `phoneCode` / `emailCode`):
 * a send-code button that asks POST /webuser/sendCode (purpose 'contact') for a code to the new
 * address, with the resend countdown.
 */
export function ContactCodeField({ name, address, label }: { name: 'phoneCode' | 'emailCode'; address: string; label: string }) {
  const t = useTranslations('EditInfo');
  const tv = useTranslations('Validation');
  const { message } = App.useApp();
  const { left, sending, send } = useCodeSender(
    'contact',
    { sentMail: (account) => t('codeSentMail', { account }), sentSms: (account) => t('codeSentSms', { account }) },
    (error) => void message.error(errorText(error, t('codeFailed'))),
  );
  const request = () => send(address);

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
