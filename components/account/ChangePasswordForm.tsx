'use client';

import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { changePassword } from '@/lib/api/account';
import { rules } from '@/lib/validation';
import { FormSubmit } from './FormSubmit';
import { useSubmitState } from './useSubmitState';
import styles from './account.module.css';

type Values = { password: string; confirm: string };

/** New password + confirmation for a checked reset link (spec §4 English "change" page). */
export function ChangePasswordForm({ token, email, name, onChanged }: { token: string; email: string; name: string; onChanged: () => void }) {
  const t = useTranslations('PasswordChange');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const { pending, failure, run } = useSubmitState();

  async function submit({ password }: Values) {
    await run(async () => {
      await changePassword({ token, password });
      onChanged();
    }, t('changeFailed'), form);
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="change-form">
      <p className={styles.formIntro}>{t('changeIntro', { name: name || email, email })}</p>
      <Form.Item name="password" label={t('newPassword')} rules={rules.password(tv, { required: true })} extra={t('passwordRule')}>
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: tv('required') },
          ({ getFieldValue }) => ({
            validator: (_r, v: string | undefined) =>
              !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('mismatch'))),
          }),
        ]}
      >
        <Input.Password size="large" prefix={<LockOutlined aria-hidden />} autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.formAlert} errorTestId="change-error" submitTestId="change-submit">
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
