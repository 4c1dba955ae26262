'use client';

import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Input } from 'antd';
import { MailOutlined, TagOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { register } from '@/lib/api/account';
import { PATTERNS, type RegisterInput } from '@/lib/contracts/account';
import { EMAIL_MAX, isEmail, isMobile, rules } from '@/lib/validation';
import { captureSalesReferral, clearSalesReferral, readSalesReferral, type SalesReferral } from '@/lib/salesCode';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { useUi } from '@/components/providers/StoreProvider';
import { checkedAccount, errorText, showFieldErrors } from './callError';
import { useCodeSender } from './useCodeSender';
import { useLoginSuccess } from './useLoginSuccess';
import { CodeField } from './CodeField';
import { FormSubmit } from './FormSubmit';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmitState } from './useSubmitState';
import styles from './account.module.css';

type Values = {
  account: string;
  verifyCode: string;
  password: string;
  confirm: string;
  nameCn: string;
  nameEn: string;
  companyName: string;
  agree: boolean;
};

const validAccount = (v: string) => isMobile(v) || (v.length <= EMAIL_MAX && isEmail(v));

/**
 * Registration (spec §2 /register): mobile number or email, a one-time code (60 s resend countdown),
 * password, Chinese and English name, company, and the agreement. A sales referral remembered from
 * the URL (lib/salesCode.ts) goes with it. The server logs the new account in.
 */
export function RegisterForm() {
  const t = useTranslations('Register');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const router = useRouter();
  const onLoggedIn = useLoginSuccess();
  const openLogin = useUi((s) => s.openLogin);
  const { pending, failure, setFailure, run } = useSubmitState();
  const [referral, setReferral] = useState<SalesReferral>({});

  // The referral lives in the browser only: keep the one of this URL, then read what is remembered.
  useEffect(() => {
    captureSalesReferral(new URLSearchParams(window.location.search));
    const id = window.setTimeout(() => setReferral(readSalesReferral()), 0);
    return () => window.clearTimeout(id);
  }, []);

  const sender = useCodeSender(
    'register',
    { sentMail: (account) => t('codeSentMail', { account }), sentSms: (account) => t('codeSentSms', { account }) },
    (error) => {
      if (!showFieldErrors(form, error)) void message.error(errorText(error, t('codeFailed')));
    },
  );

  async function requestCode() {
    const account = await checkedAccount(form);
    if (account === null) return;
    await sender.send(account);
  }

  async function submit(values: Values) {
    const input: RegisterInput = {
      account: values.account.trim(),
      verifyCode: values.verifyCode.trim(),
      password: values.password,
      nameCn: values.nameCn.trim(),
      nameEn: (values.nameEn ?? '').trim(),
      companyName: values.companyName.trim(),
      agree: true,
      ...referral,
    };
    await run(async () => {
      const answer = await register(input);
      clearSalesReferral();
      onLoggedIn(answer.data);
      void message.success(t('success'));
      router.push('/workspace/editInfo');
    }, t('failed'), form);
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => failure && setFailure(null)}
      initialValues={{ account: '', verifyCode: '', password: '', confirm: '', nameCn: '', nameEn: '', companyName: '', agree: false }}
      className={styles.registerForm}
      data-testid="register-form"
      scrollToFirstError
    >
      <Form.Item
        name="account"
        label={t('account')}
        extra={t('accountHint')}
        rules={[
          ...rules.required(tv),
          { validator: (_r, v: string | undefined) => (!v?.trim() || validAccount(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('accountInvalid')))) },
        ]}
      >
        <Input size="large" prefix={<MailOutlined aria-hidden />} placeholder={t('accountPlaceholder')} maxLength={EMAIL_MAX} autoComplete="username" />
      </Form.Item>
      <CodeField
        name="verifyCode"
        label={t('verifyCode')}
        rules={[...rules.required(tv), { pattern: PATTERNS.smsCode, message: t('codeInvalid') }]}
        placeholder={t('codePlaceholder')}
        size="large"
        sender={sender}
        onSend={requestCode}
        buttonText={sender.left > 0 ? t('resendIn', { seconds: sender.left }) : t('sendCode')}
        buttonClassName={styles.codeButton}
        buttonTestId="send-code"
      />
      <div className={styles.formRow}>
        <NewPasswordFields label={t('password')} hint={t('passwordHint')} confirmLabel={t('confirm')} mismatch={t('mismatch')} />
      </div>
      <div className={styles.formRow}>
        <Form.Item name="nameCn" label={t('nameCn')} rules={[...rules.chineseName(tv, { required: true }), { max: FIELD_MAX.nameCn, message: t('tooLong', { max: FIELD_MAX.nameCn }) }]}>
          <Input size="large" placeholder={t('nameCnPlaceholder')} maxLength={FIELD_MAX.nameCn} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')} rules={[{ max: FIELD_MAX.nameEn, message: t('tooLong', { max: FIELD_MAX.nameEn }) }, ...rules.noEmoji(tv)]}>
          <Input size="large" placeholder={t('nameEnPlaceholder')} maxLength={FIELD_MAX.nameEn} />
        </Form.Item>
      </div>
      <Form.Item name="companyName" label={t('company')} rules={[...rules.required(tv), { max: FIELD_MAX.companyName, message: t('tooLong', { max: FIELD_MAX.companyName }) }, ...rules.noEmoji(tv)]}>
        <Input size="large" placeholder={t('companyPlaceholder')} maxLength={FIELD_MAX.companyName} />
      </Form.Item>
      {referral.salesCode ? (
        <p className={styles.referral} data-testid="referral">
          <TagOutlined aria-hidden /> {t('referral', { code: referral.salesCode })}
        </p>
      ) : null}
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_r, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('agreeRequired')))) }]}
      >
        <Checkbox data-testid="agree">
          {t.rich('agree', {
            link: (chunks) => (
              <Link href="/agreement/registerAgreement" target="_blank" className={styles.textLinkStrong}>
                {chunks}
              </Link>
            ),
          })}
        </Checkbox>
      </Form.Item>
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.formAlert} errorTestId="register-error" submitTestId="register-submit">
        {t('submit')}
      </FormSubmit>
      <p className={styles.formFoot}>
        {t('haveAccount')}{' '}
        <button type="button" className={styles.textLinkStrong} onClick={() => openLogin('mobile')} data-testid="register-login">
          {t('login')}
        </button>
      </p>
    </Form>
  );
}
