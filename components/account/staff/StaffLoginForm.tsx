'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { staffLogin, staffSessionKey } from '@/lib/api/staff';
import type { StaffLoginInput } from '@/lib/contracts/staff';
import { useRouter } from '@/lib/i18n/navigation';
import { FormSubmit } from '../FormSubmit';
import { useSubmitState } from '../useSubmitState';
import styles from './staff.module.css';

/** Staff login (spec §6 "Staff login": its own realm, reached from the header's employee login). */
export function StaffLoginForm() {
  const t = useTranslations('Staff');
  const tv = useTranslations('Validation');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { pending, failure, run } = useSubmitState();

  async function submit(values: StaffLoginInput) {
    await run(async () => {
      const answer = await staffLogin({ username: values.username.trim(), password: values.password });
      queryClient.setQueryData(staffSessionKey, answer.data ?? null);
      router.replace('/staff');
    }, t('loginFailed'));
  }

  return (
    <Form<StaffLoginInput> layout="vertical" requiredMark={false} onFinish={submit} data-testid="staff-login-form">
      <Form.Item name="username" label={t('username')} rules={[{ required: true, whitespace: true, message: tv('required') }]}>
        <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: tv('required') }]}>
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.alert} errorTestId="staff-login-error" submitTestId="staff-login-submit">
        {t('login')}
      </FormSubmit>
    </Form>
  );
}
