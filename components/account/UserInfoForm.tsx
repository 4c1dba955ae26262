'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Row, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { saveUserInfo, userInfoQuery, userInfoQueryKey } from '@/lib/api/account';
import { PATTERNS, type UserInfo, type UserInfoInput } from '@/lib/contracts/account';
import { EMAIL_MAX, isEmail, isMobile, rules } from '@/lib/validation';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { sessionQueryKey } from '@/components/providers/QueryProvider';
import { errorText } from './callError';
import { ContactCodeField } from './ContactCodeField';
import { useSubmitState } from './useSubmitState';
import styles from './account.module.css';

const EMPTY: UserInfo = { nameCn: '', nameEn: '', companyName: '', duty: '', phone: '', qq: '', email: '', companyAddr: '' };

function InfoForm({ initial }: { initial: UserInfo }) {
  const t = useTranslations('EditInfo');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<UserInfoInput>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { pending, failure, run } = useSubmitState();
  // A new login phone or email needs the code sent to it (the current one is what the server holds).
  const [current, setCurrent] = useState(initial);
  const phone = (Form.useWatch('phone', form) ?? '').trim();
  const email = (Form.useWatch('email', form) ?? '').trim().toLowerCase();
  const phoneChanged = isMobile(phone) && phone !== current.phone;
  const emailChanged = email !== '' && email !== current.email.toLowerCase() && isEmail(email);

  async function submit(values: UserInfoInput) {
    await run(async () => {
      const answer = await saveUserInfo({ ...values, phoneCode: phoneChanged ? values.phoneCode : '', emailCode: emailChanged ? values.emailCode : '' });
      if (answer.data) {
        queryClient.setQueryData(userInfoQueryKey, answer.data);
        setCurrent(answer.data);
        form.setFieldsValue({ ...answer.data, phoneCode: '', emailCode: '' });
      }
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void message.success(t('saved'));
    }, t('saveFailed'), form);
  }

  const max = (n: number) => ({ max: n, message: t('tooLong', { max: n }) });

  return (
    <Form<UserInfoInput> form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="user-info-form">
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="nameCn" label={t('nameCn')} rules={[...rules.chineseName(tv, { required: true }), max(FIELD_MAX.nameCn)]}>
            <Input maxLength={FIELD_MAX.nameCn} placeholder={t('nameCnPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameEn" label={t('nameEn')} rules={[max(FIELD_MAX.nameEn), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.nameEn} placeholder={t('nameEnPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="companyName" label={t('company')} rules={[...rules.required(tv), max(FIELD_MAX.companyName), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.companyName} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="duty" label={t('duty')} rules={[max(FIELD_MAX.duty), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.duty} placeholder={t('dutyPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label={t('phone')} rules={rules.mobile(tv, { required: true })}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        </Col>
        {phoneChanged ? (
          <Col span={12}>
            <ContactCodeField name="phoneCode" address={phone} label={t('phoneCode')} />
          </Col>
        ) : null}
        <Col span={12}>
          <Form.Item name="qq" label={t('qq')} rules={[{ pattern: PATTERNS.qq, message: t('qqInvalid') }]}>
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t('email')} rules={rules.email(tv)}>
            <Input maxLength={EMAIL_MAX} />
          </Form.Item>
        </Col>
        {emailChanged ? (
          <Col span={12}>
            <ContactCodeField name="emailCode" address={email} label={t('emailCode')} />
          </Col>
        ) : null}
        <Col span={12}>
          <Form.Item name="companyAddr" label={t('companyAddr')} rules={[max(FIELD_MAX.companyAddr), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.companyAddr} />
          </Form.Item>
        </Col>
      </Row>
      {failure ? <Alert type="error" showIcon title={failure} className={styles.formAlert} data-testid="user-info-error" /> : null}
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={pending} size="large" data-testid="user-info-save">
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

/** The profile of spec §3 "User info" (GET / POST /webuser/userInfo). */
export function UserInfoForm() {
  const t = useTranslations('EditInfo');
  const q = useQuery(userInfoQuery());
  if (q.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(q.error, t('loadFailed'))}
        action={<Button onClick={() => q.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return <InfoForm initial={q.data ?? EMPTY} />;
}
