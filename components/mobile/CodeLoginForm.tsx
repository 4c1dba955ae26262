'use client';

import { Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { loginByCode } from '@/lib/api/account';
import { PATTERNS } from '@/lib/contracts/account';
import { EMAIL_MAX, isEmail, isMobile } from '@/lib/validation';
import { checkedAccount, errorText } from '@/components/account/callError';
import { useCodeSender } from '@/components/account/useCodeSender';
import { useLoginSuccess } from '@/components/account/useLoginSuccess';
import { CodeField } from '@/components/account/CodeField';
import { FormSubmit } from '@/components/account/FormSubmit';
import { useSubmitState } from '@/components/account/useSubmitState';
import styles from './mobile.module.css';

type Values = { account: string; code: string };

/**
 * Login with a one-time code (the phone's usual way in): the code goes by SMS to a mobile number or
 * by mail to an email address; an address without an account is told so instead of getting a code.
 */
export function CodeLoginForm() {
  const t = useTranslations('Mobile.codeLogin');
  const tl = useTranslations('Login');
  const [form] = Form.useForm<Values>();
  const onLoggedIn = useLoginSuccess();
  const { pending, failure, setFailure, run } = useSubmitState();

  const sender = useCodeSender(
    'login',
    { sentMail: (account) => t('sentMail', { account }), sentSms: (account) => t('sentSms', { account }) },
    (error) => setFailure(errorText(error, t('sendFailed'))),
  );

  async function requestCode() {
    const account = await checkedAccount(form);
    if (account === null) return;
    setFailure(null);
    await sender.send(account);
  }

  async function submit(values: Values) {
    await run(async () => {
      const answer = await loginByCode({ account: values.account.trim(), code: values.code.trim() });
      onLoggedIn(answer.data);
    }, tl('loginFailed'));
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => failure && setFailure(null)}
      initialValues={{ account: '', code: '' }}
      data-testid="code-login-form"
    >
      <Form.Item
        name="account"
        label={tl('account')}
        rules={[
          { required: true, whitespace: true, message: tl('accountRequired') },
          {
            validator: (_r, v: string | undefined) => {
              const s = (v ?? '').trim();
              return !s || isMobile(s) || (s.length <= EMAIL_MAX && isEmail(s)) ? Promise.resolve() : Promise.reject(new Error(tl('accountInvalid')));
            },
          },
        ]}
      >
        <Input size="large" prefix={<UserOutlined aria-hidden />} placeholder={tl('accountPlaceholder')} autoComplete="username" maxLength={EMAIL_MAX} />
      </Form.Item>
      <CodeField
        name="code"
        label={t('code')}
        rules={[{ required: true, message: t('codeInvalid') }, { pattern: PATTERNS.smsCode, message: t('codeInvalid') }]}
        placeholder={t('codePlaceholder')}
        size="large"
        inputLabel={t('code')}
        sender={sender}
        onSend={requestCode}
        buttonText={sender.left > 0 ? t('resendIn', { seconds: sender.left }) : t('send')}
        buttonClassName={styles.codeButton}
        buttonTestId="send-login-code"
      />
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.formAlert} errorTestId="code-login-error" submitTestId="code-login-submit">
        {tl('submit')}
      </FormSubmit>
    </Form>
  );
}
