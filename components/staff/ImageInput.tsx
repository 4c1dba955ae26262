'use client';

import { useState } from 'react';
import { App, Button, Input, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { uploadCompanyImage } from '@/lib/api/companyAdmin';
import { errorText } from '@/components/account/callError';
import styles from './console.module.css';

/**
 * An image URL field for antd forms (value/onChange): typed as a site path, or uploaded (PNG or
 * JPEG, checked by content on the server), with a preview.
 */
export function ImageInput({ value, onChange, testId, alt }: { value?: string; onChange?: (v: string) => void; testId?: string; alt: string }) {
  const t = useTranslations('Console');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Space.Compact block>
        <Input value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="/brand/…" data-testid={testId} />
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          customRequest={async ({ file }) => {
            setBusy(true);
            try {
              const res = await uploadCompanyImage(file as File);
              onChange?.(res.data?.url ?? '');
              void message.success(t('company.uploaded'));
            } catch (error) {
              void message.error(errorText(error, t('saveFailed')));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t('company.upload')}
          </Button>
        </Upload>
      </Space.Compact>
      {value ? (
        <div className={styles.preview}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of whatever URL is typed */}
          <img src={value} alt={alt} />
        </div>
      ) : null}
    </>
  );
}
