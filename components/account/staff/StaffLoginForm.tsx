'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { staffLogin, staffSessionKey } from '@/lib/api/staff';
import type { StaffLoginInput } from '@/lib/contracts/staff';
import { useRouter } from '@/lib/i18n/navigation';
import { errorText } from '../callError';
import styles from './staff.module.css';

/** Staff login (spec §6 "Staff login": its own realm, reached from the header's employee login). */
export function StaffLoginForm() {
  const t = useTranslations('Staff');
  const tv = useTranslations('Validation');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: StaffLoginInput) {
    setPending(true);
    setFailure(null);
    try {
      const answer = await staffLogin({ username: values.username.trim(), password: values.password });
      queryClient.setQueryData(staffSessionKey, answer.data ?? null);
      router.replace('/staff');
    } catch (error) {
      setFailure(errorText(error, t('loginFailed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form<StaffLoginInput> layout="vertical" requiredMark={false} onFinish={submit} data-testid="staff-login-form">
      <Form.Item name="username" label={t('username')} rules={[{ required: true, whitespace: true, message: tv('required') }]}>
        <Input size="large" prefix={<UserOutlined aria-hidden />} autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: tv('required') }]}>
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} className={styles.alert} data-testid="staff-login-error" /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={pending} data-testid="staff-login-submit">
        {t('login')}
      </Button>
    </Form>
  );
}
