'use client';

import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Skeleton, Steps } from 'antd';
import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { certificationQuery, certificationQueryKey } from '@/lib/api/account';
import { CERT_STATUS, type CertificationApplication } from '@/lib/contracts/account';
import { sessionQueryKey } from '@/components/providers/QueryProvider';
import { CertificationForm } from './CertificationForm';
import { errorText } from './callError';
import styles from './account.module.css';
import { shownDateTime } from '@/lib/dates';

type StatusKey = 'none' | 'applying' | 'failed' | 'certified';

function statusKey(status: number): StatusKey {
  if (status === CERT_STATUS.applying) return 'applying';
  if (status === CERT_STATUS.failed) return 'failed';
  if (status === CERT_STATUS.certified) return 'certified';
  return 'none';
}

const ICONS: Record<StatusKey, ReactNode> = {
  none: <SafetyCertificateOutlined aria-hidden />,
  applying: <ClockCircleFilled aria-hidden />,
  failed: <CloseCircleFilled aria-hidden />,
  certified: <CheckCircleFilled aria-hidden />,
};

function ApplicationSummary({ application }: { application: CertificationApplication }) {
  const t = useTranslations('Certification');
  const when = (iso: string | null) => (iso ? shownDateTime(iso) || '—' : '—');
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      className={styles.certSummary}
      items={[
        { key: 'cn', label: t('companyNameCn'), children: application.companyNameCn },
        { key: 'en', label: t('companyNameEn'), children: application.companyNameEn || '—' },
        { key: 'code', label: t('creditCode'), children: application.creditCode },
        { key: 'licence', label: t('licence'), children: application.licenceName || '—' },
        { key: 'contact', label: t('contactName'), children: application.contactName },
        { key: 'id', label: t('idCard'), children: application.idCard },
        { key: 'phone', label: t('contactPhone'), children: application.contactPhone },
        { key: 'at', label: t('submittedAt'), children: when(application.createdAt) },
      ]}
    />
  );
}

/**
 * Enterprise certification in the workspace (spec §4): not certified / in authentication (applying,
 * wait) / failed (with the reason) / completed, with re-certification from failed and completed.
 */
export function CertificationPanel() {
  const t = useTranslations('Certification');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const q = useQuery(certificationQuery());
  const [editing, setEditing] = useState(false);

  if (q.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="certification-loading" />;
  if (q.isError) {
    return (
      <div className={styles.statusBox} data-status="error">
        <p>{errorText(q.error, t('loadFailed'))}</p>
        <Button onClick={() => q.refetch()}>{t('retry')}</Button>
      </div>
    );
  }

  const status = q.data?.certificationStatus ?? CERT_STATUS.none;
  const application = q.data?.application ?? null;
  const key = statusKey(status);
  const showForm = key === 'none' || editing;
  const step = key === 'certified' ? 2 : key === 'none' ? 0 : 1;

  function submitted() {
    setEditing(false);
    void message.success(t('submitted'));
    void queryClient.invalidateQueries({ queryKey: certificationQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }

  return (
    <div data-testid="certification-panel" data-status={key}>
      <Steps
        size="small"
        current={step}
        status={key === 'failed' ? 'error' : key === 'certified' ? 'finish' : 'process'}
        className={styles.certSteps}
        items={[{ title: t('stepSubmit') }, { title: t('stepReview') }, { title: t('stepDone') }]}
      />
      <div className={`${styles.statusBox} ${styles[`status_${key}`]}`} data-testid="certification-status">
        <span className={styles.statusIcon}>{ICONS[key]}</span>
        <div className={styles.statusText}>
          <strong>{t(`status.${key}`)}</strong>
          <p>{t(`statusText.${key}`)}</p>
          {key === 'failed' && application?.reason ? (
            <p className={styles.statusReason} data-testid="certification-reason">
              {t('reason')}: {application.reason}
            </p>
          ) : null}
        </div>
        {(key === 'failed' || key === 'certified') && !editing ? (
          <Button type={key === 'failed' ? 'primary' : 'default'} onClick={() => setEditing(true)} data-testid="recertify">
            {t('recertify')}
          </Button>
        ) : null}
      </div>
      {application && key !== 'none' && !editing ? <ApplicationSummary application={application} /> : null}
      {showForm ? (
        <CertificationForm
          previous={key === 'none' ? null : application}
          onSubmitted={submitted}
          onCancel={key === 'none' ? undefined : () => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
