'use client';

import { Form } from 'antd';
import { useTranslations } from 'next-intl';
import { changePassword } from '@/lib/api/account';
import { FormSubmit } from './FormSubmit';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmitState } from './useSubmitState';
import styles from './account.module.css';

type Values = { password: string; confirm: string };

/** New password + confirmation for a checked reset link (spec §4 English "change" page). */
export function ChangePasswordForm({ token, email, name, onChanged }: { token: string; email: string; name: string; onChanged: () => void }) {
  const t = useTranslations('PasswordChange');
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
      <NewPasswordFields label={t('newPassword')} hint={t('passwordRule')} confirmLabel={t('confirmPassword')} mismatch={t('mismatch')} />
      <FormSubmit failure={failure} pending={pending} alertClassName={styles.formAlert} errorTestId="change-error" submitTestId="change-submit">
        {t('submit')}
      </FormSubmit>
    </Form>
  );
}
