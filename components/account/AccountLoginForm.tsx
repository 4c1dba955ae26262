'use client';

import { Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { login } from '@/lib/api/account';
import type { LoginInput } from '@/lib/contracts/account';
import { EMAIL_MAX, isEmail, isMobile } from '@/lib/validation';
import { Link } from '@/lib/i18n/navigation';
import { useUi } from '@/components/providers/StoreProvider';
import { useLoginSuccess } from './useLoginSuccess';
import { FormSubmit } from './FormSubmit';
import { useSubmitState } from './useSubmitState';
import styles from './account.module.css';

type Props = {
  /** Prefill of the account field (e.g. the email of a mailed link). */
  initialAccount?: string;
  /** Hide the forgot-password / register links (mobile confirm page). */
  compact?: boolean;
};

/**
 * Account login: an 11-digit mobile number or an email address, and the password. A failure shows
 * the server's localized message above the button and keeps what was typed.
 */
export function AccountLoginForm({ initialAccount, compact = false }: Props) {
  const t = useTranslations('Login');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<LoginInput>();
  const { pending, failure, setFailure, run } = useSubmitState();
  const onLoggedIn = useLoginSuccess();
  const openLogin = useUi((s) => s.openLogin);
  const closeLogin = useUi((s) => s.closeLogin);

  async function submit(values: LoginInput) {
    await run(async () => {
      const answer = await login({ account: values.account.trim(), password: values.password });
      onLoggedIn(answer.data);
    }, t('loginFailed'));
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => failure && setFailure(null)}
      initialValues={{ account: initialAccount ?? '', password: '' }}
      className={styles.loginForm}
      data-testid="account-login-form"
    >
      <Form.Item
        name="account"
        label={t('account')}
        rules={[
          { required: true, whitespace: true, message: t('accountRequired') },
          {
            validator: (_r, v: string | undefined) => {
              const s = (v ?? '').trim();
              return !s || isMobile(s) || (s.length <= EMAIL_MAX && isEmail(s)) ? Promise.resolve() : Promise.reject(new Error(t('accountInvalid')));
            },
          },
        ]}
      >
        <Input size="large" prefix={<UserOutlined aria-hidden />} placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={EMAIL_MAX} />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: tv('required') }]}>
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} placeholder={t('passwordPlaceholder')} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {!compact ? (
        <div className={styles.formLinks}>
          <button type="button" className={styles.textLink} onClick={() => openLogin('change')} data-testid="forgot-password">
            {t('forgot')}
          </button>
          <span>
            {t('noAccount')}{' '}
            <Link href="/register" className={styles.textLinkStrong} onClick={closeLogin}>
              {t('register')}
            </Link>
          </span>
        </div>
      ) : null}
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.formAlert} errorTestId="login-error" submitTestId="login-submit">
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
