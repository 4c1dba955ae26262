'use client';

import { Alert, Button, Form, Input, Modal, Result, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { applyForJob } from '@/lib/api/content';
import { RESUME_ACCEPT, RESUME_MAX_BYTES, RESUME_TYPES } from '@/lib/contracts/inquiries';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { uploadProblem } from '@/lib/files/uploadCheck';
import { rules } from '@/lib/validation';
import { useFormSubmit } from './useFormSubmit';
import styles from './content.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

type Values = { name: string; phone: string; email: string; message: string; resume: UploadFile[] };

const MAX_MB = RESUME_MAX_BYTES / 1024 / 1024;
/** Mirrors the server's check of a résumé as far as a browser can (the server checks the content): one PDF/DOC/DOCX, ≤ 10 MB. */
export function resumeProblem(file: { name: string; size?: number; type?: string } | undefined): 'missing' | 'type' | 'size' | null {
  return uploadProblem(file, { types: RESUME_TYPES, accept: RESUME_ACCEPT, maxBytes: RESUME_MAX_BYTES });
}

/** The application dialog of one opening: contact details and the résumé (POST /webcontent/applyJob). */
export function JobApplicationDialog({ job, open, onClose }: { job: { id: number; title: string }; open: boolean; onClose: () => void }) {
  const t = useTranslations('JobApplication');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const { pending, failure, sent, submit, reset } = useFormSubmit(
    form,
    async ({ resume, ...fields }: Values) => {
      // the résumé rule has checked it is there
      const file = resume[0]?.originFileObj;
      if (!file) throw new Error('no résumé chosen');
      await applyForJob({ jobId: job.id, ...fields }, file, file.name);
    },
    t('failed'),
  );

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal modalRender={loopFocus} open={open} onCancel={close} footer={null} width={560} title={t('title', { job: job.title })} destroyOnHidden={false} data-testid="job-dialog">
      {sent ? (
        <Result status="success" title={t('sentTitle')} subTitle={t('sentText')} extra={<Button onClick={close}>{t('close')}</Button>} data-testid="job-sent" />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={{ name: '', phone: '', email: '', message: '', resume: [] }} onFinish={submit} data-testid="job-form">
          <Form.Item name="name" label={t('name')} rules={[...rules.required(tv), ...rules.maxLength(tv, FIELD_MAX.contactName), ...rules.noEmoji(tv)]}>
            <Input maxLength={FIELD_MAX.contactName} autoComplete="name" />
          </Form.Item>
          <Form.Item name="phone" label={t('phone')} rules={rules.mobile(tv, { required: true })}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label={t('email')} rules={rules.email(tv, { required: true })}>
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="message" label={t('message')} rules={rules.maxLength(tv, FIELD_MAX.applicationMessage)}>
            <Input.TextArea rows={3} maxLength={FIELD_MAX.applicationMessage} placeholder={t('messagePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="resume"
            label={t('resume')}
            required
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
            extra={t('resumeHint', { max: MAX_MB })}
            rules={[
              {
                validator: (_r, list: UploadFile[] | undefined) => {
                  const f = list?.[0];
                  const problem = resumeProblem(f ? { name: f.name, size: f.size, type: f.type } : undefined);
                  if (problem) return Promise.reject(new Error(t(`resume_${problem}`, { max: MAX_MB })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Upload accept={RESUME_ACCEPT} maxCount={1} beforeUpload={() => false} data-testid="resume-upload">
              <Button icon={<UploadOutlined />}>{t('resumeButton')}</Button>
            </Upload>
          </Form.Item>
          {failure ? <Alert type="error" showIcon title={failure} className={styles.formAlert} data-testid="job-error" /> : null}
          <div className={styles.formActions}>
            <Button type="primary" htmlType="submit" loading={pending} data-testid="job-submit">
              {t('submit')}
            </Button>
            <span className={styles.formNote}>{t('privacy')}</span>
          </div>
        </Form>
      )}
    </Modal>
  );
}
