'use client';

import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { rules } from '@/lib/validation';

/** A new password (the password rules) and its confirmation, which must repeat it. */
export function NewPasswordFields({ label, hint, confirmLabel, mismatch }: { label: string; hint: string; confirmLabel: string; mismatch: string }) {
  const tv = useTranslations('Validation');
  return (
    <>
      <Form.Item name="password" label={label} rules={rules.password(tv, { required: true })} extra={hint}>
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[
          ...rules.required(tv),
          ({ getFieldValue }) => ({
            validator: (_r, v: string | undefined) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(mismatch))),
          }),
        ]}
      >
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="new-password" maxLength={18} />
      </Form.Item>
    </>
  );
}
