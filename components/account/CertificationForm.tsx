'use client';

import { Button, Col, Form, Input, Row, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { submitCertification } from '@/lib/api/account';
import {
  creditCodeValid,
  LICENCE_ACCEPT,
  LICENCE_MAX_BYTES,
  LICENCE_TYPES,
  type CertificationApplication,
  type CertificationFields,
} from '@/lib/contracts/account';
import { uploadProblem } from '@/lib/files/uploadCheck';
import { rules } from '@/lib/validation';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { useSubmitState } from './useSubmitState';
import { FormActions } from './FormSubmit';
import styles from './account.module.css';

type Values = CertificationFields & { licence: UploadFile[] };

const MAX_MB = LICENCE_MAX_BYTES / 1024 / 1024;
/** Mirrors the server's check of the licence file: one file, PDF/JPG/PNG, at most 10 MB. */
export function licenceProblem(file: { name: string; size?: number; type?: string } | undefined): 'missing' | 'type' | 'size' | null {
  return uploadProblem(file, { types: LICENCE_TYPES, accept: LICENCE_ACCEPT, maxBytes: LICENCE_MAX_BYTES });
}

/**
 * Enterprise certification (spec §4 "Certification"): company names, unified social credit code,
 * business licence, contact person (Chinese name) with ID card and phone. Sent as multipart to
 * POST /webuser/certification; the user then waits for the staff review.
 */
export function CertificationForm({
  previous,
  onSubmitted,
  onCancel,
}: {
  previous?: CertificationApplication | null;
  onSubmitted: (application: CertificationApplication | undefined) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('Certification');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const { pending, failure, run } = useSubmitState();

  async function submit(values: Values) {
    const file = values.licence[0]?.originFileObj;
    if (!file) return;
    await run(async () => {
      const { licence: _licence, ...fields } = values;
      const answer = await submitCertification(
        { ...fields, creditCode: String(fields.creditCode ?? '').trim().toUpperCase() },
        file,
        file.name,
      );
      onSubmitted(answer.data);
    }, t('submitFailed'), form);
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        companyNameCn: previous?.companyNameCn ?? '',
        companyNameEn: previous?.companyNameEn ?? '',
        creditCode: previous?.creditCode ?? '',
        contactName: previous?.contactName ?? '',
        idCard: '',
        contactPhone: previous?.contactPhone ?? '',
        licence: [],
      }}
      data-testid="certification-form"
      className={styles.certForm}
    >
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="companyNameCn" label={t('companyNameCn')} rules={[...rules.required(tv), { max: FIELD_MAX.certCompanyNameCn, message: t('tooLong', { max: FIELD_MAX.certCompanyNameCn }) }, ...rules.noEmoji(tv)]}>
            <Input placeholder={t('companyNameCnPlaceholder')} maxLength={FIELD_MAX.certCompanyNameCn} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="companyNameEn" label={t('companyNameEn')} rules={[{ max: FIELD_MAX.certCompanyNameEn, message: t('tooLong', { max: FIELD_MAX.certCompanyNameEn }) }, ...rules.noEmoji(tv)]}>
            <Input placeholder={t('companyNameEnPlaceholder')} maxLength={FIELD_MAX.certCompanyNameEn} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="creditCode"
            label={t('creditCode')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[
              ...rules.required(tv),
              {
                validator: (_r, v: string | undefined) =>
                  !v?.trim() || creditCodeValid(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t('creditCodeInvalid'))),
              },
            ]}
          >
            <Input placeholder={t('creditCodePlaceholder')} maxLength={18} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="licence"
            label={t('licence')}
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
            extra={t('licenceHint', { max: MAX_MB })}
            rules={[
              {
                validator: (_r, list: UploadFile[] | undefined) => {
                  const f = list?.[0];
                  const problem = licenceProblem(f ? { name: f.name, size: f.size, type: f.type } : undefined);
                  if (problem === 'missing') return Promise.reject(new Error(t('licenceMissing')));
                  if (problem === 'type') return Promise.reject(new Error(t('licenceType')));
                  if (problem === 'size') return Promise.reject(new Error(t('licenceSize', { max: MAX_MB })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Upload accept={LICENCE_ACCEPT} maxCount={1} beforeUpload={() => false} data-testid="licence-upload">
              <Button icon={<UploadOutlined />}>{t('licenceButton')}</Button>
            </Upload>
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactName" label={t('contactName')} rules={rules.chineseName(tv, { required: true })}>
            <Input placeholder={t('contactNamePlaceholder')} maxLength={FIELD_MAX.nameCn} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="idCard" label={t('idCard')} rules={rules.idCard(tv, { required: true })}>
            <Input placeholder={t('idCardPlaceholder')} maxLength={18} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="contactPhone" label={t('contactPhone')} rules={rules.mobile(tv, { required: true })}>
            <Input placeholder={t('contactPhonePlaceholder')} maxLength={11} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <FormActions
        failure={failure}
        pending={pending}
        classNames={{ alert: styles.formAlert, actions: styles.formActions }}
        errorTestId="certification-error"
        submitTestId="certification-submit"
        label={t('submit')}
      >
        {onCancel ? (
          <Button size="large" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <span className={styles.formNote}>{t('privacyNote')}</span>
      </FormActions>
    </Form>
  );
}
