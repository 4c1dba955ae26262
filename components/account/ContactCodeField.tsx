'use client';

import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { PATTERNS } from '@/lib/contracts/account';
import { rules } from '@/lib/validation';
import { errorText } from './callError';
import { CodeField } from './CodeField';
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
  const sender = useCodeSender(
    'contact',
    { sentMail: (account) => t('codeSentMail', { account }), sentSms: (account) => t('codeSentSms', { account }) },
    (error) => void message.error(errorText(error, t('codeFailed'))),
  );
  const request = () => sender.send(address);

  return (
    <CodeField
      name={name}
      label={label}
      extra={t('codeHint')}
      rules={[...rules.required(tv), { pattern: PATTERNS.smsCode, message: t('codeInvalid') }]}
      placeholder={t('codePlaceholder')}
      inputTestId={`user-info-${name}`}
      sender={sender}
      onSend={request}
      buttonText={sender.left > 0 ? t('resendIn', { seconds: sender.left }) : t('sendCode')}
      buttonClassName={styles.codeButton}
      buttonTestId={`user-info-${name}-send`}
    />
  );
}
