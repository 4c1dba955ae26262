'use client';

import { Button, Col, Form, Input, Result, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { sendContactMessage } from '@/lib/api/content';
import { CONTACT_TOPICS, isPhone, type ContactMessageInput, type ContactTopic } from '@/lib/contracts/inquiries';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { rules } from '@/lib/validation';
import { useFormSubmit } from './useFormSubmit';
import { FormActions } from '@/components/account/FormSubmit';
import styles from './content.module.css';

type Values = { name: string; companyName: string; phone: string; email: string; topic: ContactTopic; message: string };

const EMPTY: Values = { name: '', companyName: '', phone: '', email: '', topic: 'lcl', message: '' };

/**
 * The contact form of /about/contact: a message to sales (POST /webcontent/saveContactMessage). The
 * rules mirror the contract (name and message required, a phone or an email); the API enforces
 * them itself. A failed send keeps everything typed.
 */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const { pending, failure, sent, submit, reset } = useFormSubmit(form, (values: Values) => sendContactMessage(values satisfies ContactMessageInput), t('failed'));

  if (sent) {
    return (
      <Result
        status="success"
        title={t('sentTitle')}
        subTitle={t('sentText')}
        extra={<Button onClick={reset}>{t('sendAnother')}</Button>}
        data-testid="contact-sent"
      />
    );
  }

  // Either contact way will do, but one is needed: checked on the phone field, re-checked when the email changes.
  const reachable = {
    validator: () => {
      const { phone, email } = form.getFieldsValue(['phone', 'email']) as Partial<Values>;
      return phone?.trim() || email?.trim() ? Promise.resolve() : Promise.reject(new Error(tv('contactRequired')));
    },
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} data-testid="contact-form" requiredMark="optional">
      <Row gutter={20}>
        <Col span={12}>
          <Form.Item name="name" label={t('name')} rules={[...rules.required(tv), ...rules.maxLength(tv, FIELD_MAX.contactName), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.contactName} autoComplete="name" placeholder={t('namePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="companyName" label={t('companyName')} rules={[...rules.maxLength(tv, FIELD_MAX.companyName), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.companyName} autoComplete="organization" placeholder={t('companyNamePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="phone"
            label={t('phone')}
            dependencies={['email']}
            rules={[reachable, { validator: (_r, v: string | undefined) => (!v?.trim() || isPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(tv('phone')))) }]}
          >
            <Input maxLength={FIELD_MAX.contactPhone} autoComplete="tel" inputMode="tel" placeholder={t('phonePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t('email')} rules={rules.email(tv)}>
            <Input autoComplete="email" inputMode="email" placeholder={t('emailPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="topic" label={t('topic')} rules={rules.required(tv)}>
            <Select options={CONTACT_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) }))} data-testid="contact-topic" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="message" label={t('message')} rules={[...rules.required(tv), ...rules.maxLength(tv, FIELD_MAX.contactMessage)]}>
            <Input.TextArea rows={5} maxLength={FIELD_MAX.contactMessage} showCount placeholder={t('messagePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <FormActions
        failure={failure}
        pending={pending}
        classNames={{ alert: styles.formAlert, actions: styles.formActions }}
        errorTestId="contact-error"
        submitTestId="contact-submit"
        label={t('submit')}
      >
        <span className={styles.formNote}>{t('privacy')}</span>
      </FormActions>
    </Form>
  );
}
