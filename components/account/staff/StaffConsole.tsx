'use client';

import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Segmented, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useFormatter, useTranslations } from 'next-intl';
import {
  approveCertification,
  outboxQueryOptions,
  rejectCertification,
  staffCertificationsQuery,
  staffLogout,
  staffSessionKey,
  staffSessionQuery,
} from '@/lib/api/staff';
import { CERT_STATUS } from '@/lib/contracts/account';
import type { OutboxRow, StaffCertificationRow } from '@/lib/contracts/staff';
import { useRouter } from '@/lib/i18n/navigation';
import { errorText } from '../callError';
import styles from './staff.module.css';

const PAGE_SIZE = 20;

function useWhen() {
  const format = useFormatter();
  return (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '—');
}

function Certifications() {
  const t = useTranslations('Staff');
  const when = useWhen();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<'pending' | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<StaffCertificationRow | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const q = useQuery(staffCertificationsQuery({ status: filter === 'pending' ? CERT_STATUS.applying : undefined, page, pageSize: PAGE_SIZE }));

  async function review(row: StaffCertificationRow, approve: boolean) {
    setBusy(row.id);
    try {
      if (approve) await approveCertification({ id: row.id });
      else await rejectCertification({ id: row.id, reason: reason.trim() });
      void message.success(approve ? t('approved') : t('rejected'));
      setRejecting(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['staff', 'certifications'] });
    } catch (error) {
      void message.error(errorText(error, t('actionFailed')));
    } finally {
      setBusy(null);
    }
  }

  const statusTag = (s: number) =>
    s === CERT_STATUS.applying ? <Tag color="processing">{t('statusApplying')}</Tag> : s === CERT_STATUS.certified ? <Tag color="success">{t('statusCertified')}</Tag> : <Tag color="error">{t('statusFailed')}</Tag>;

  return (
    <>
      <Segmented
        value={filter}
        onChange={(v) => {
          setFilter(v as 'pending' | 'all');
          setPage(1);
        }}
        options={[
          { value: 'pending', label: t('filterPending') },
          { value: 'all', label: t('filterAll') },
        ]}
        className={styles.filter}
      />
      <Table<StaffCertificationRow>
        data-testid="staff-certifications"
        rowKey="id"
        size="middle"
        loading={q.isFetching}
        dataSource={q.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('emptyCertifications') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { key: 'applicant', title: t('applicant'), render: (_, r) => <span>{r.userName}<br /><Typography.Text type="secondary">{r.account}</Typography.Text></span> },
          { key: 'company', title: t('company'), render: (_, r) => <span>{r.companyNameCn}<br /><Typography.Text type="secondary">{r.companyNameEn}</Typography.Text></span> },
          { key: 'creditCode', dataIndex: 'creditCode', title: t('creditCode') },
          { key: 'contact', title: t('contact'), render: (_, r) => <span>{r.contactName} · {r.contactPhone}<br /><Typography.Text type="secondary">{r.idCard}</Typography.Text></span> },
          { key: 'licence', title: t('licence'), render: (_, r) => <a href={r.licenceUrl} target="_blank" rel="noreferrer">{r.licenceName || t('view')}</a> },
          { key: 'createdAt', title: t('submittedAt'), render: (_, r) => when(r.createdAt) },
          { key: 'status', title: t('status'), render: (_, r) => <span>{statusTag(r.status)}{r.reason ? <><br /><Typography.Text type="secondary">{r.reason}</Typography.Text></> : null}</span> },
          {
            key: 'actions',
            title: t('actions'),
            fixed: 'right',
            render: (_, r) =>
              r.status === CERT_STATUS.applying ? (
                <Space>
                  <Button type="primary" size="small" loading={busy === r.id} onClick={() => review(r, true)} data-testid={`approve-${r.id}`}>
                    {t('approve')}
                  </Button>
                  <Button danger size="small" disabled={busy === r.id} onClick={() => setRejecting(r)} data-testid={`reject-${r.id}`}>
                    {t('reject')}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{r.reviewedBy ? t('reviewedBy', { name: r.reviewedBy }) : '—'}</Typography.Text>
              ),
          },
        ]}
      />
      <Modal
        open={!!rejecting}
        title={t('rejectTitle', { company: rejecting?.companyNameCn ?? '' })}
        okText={t('reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy !== null }}
        onOk={() => rejecting && review(rejecting, false)}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Input.TextArea rows={4} maxLength={200} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('reasonPlaceholder')} />
      </Modal>
    </>
  );
}

function Outbox() {
  const t = useTranslations('Staff');
  const when = useWhen();
  const [page, setPage] = useState(1);
  const q = useQuery(outboxQueryOptions({ page, pageSize: PAGE_SIZE }));
  return (
    <Table<OutboxRow>
      data-testid="staff-outbox"
      rowKey="id"
      size="middle"
      loading={q.isFetching}
      dataSource={q.data?.rows ?? []}
      locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('emptyOutbox') }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
      expandable={{ expandedRowRender: (r) => <pre className={styles.body}>{r.body}</pre> }}
      columns={[
        { key: 'createdAt', title: t('time'), render: (_, r) => when(r.createdAt), width: 150 },
        { key: 'channel', title: t('channel'), render: (_, r) => <Tag>{r.channel === 'sms' ? t('sms') : t('mail')}</Tag>, width: 90 },
        { key: 'recipient', dataIndex: 'recipient', title: t('recipient') },
        { key: 'subject', title: t('subject'), render: (_, r) => r.subject || r.body.slice(0, 60) },
        { key: 'kind', dataIndex: 'kind', title: t('kind') },
        { key: 'status', dataIndex: 'status', title: t('status'), width: 90 },
      ]}
    />
  );
}

/** The minimal staff console: pending certifications with approve / reject, and the outbox. */
export function StaffConsole() {
  const t = useTranslations('Staff');
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useQuery(staffSessionQuery());

  useEffect(() => {
    if (session.isSuccess && !session.data) router.replace('/staff/login');
  }, [router, session.data, session.isSuccess]);

  if (!session.data) {
    return (
      <div className={styles.center}>
        <Spin />
      </div>
    );
  }

  const can = (p: string) => session.data!.permissions.includes('*') || session.data!.permissions.includes(p);

  async function logout() {
    try {
      await staffLogout();
    } finally {
      queryClient.setQueryData(staffSessionKey, null);
      queryClient.removeQueries({ queryKey: ['staff'] });
      router.replace('/staff/login');
    }
  }

  const items = [
    ...(can('certification') ? [{ key: 'certifications', label: t('tabCertifications'), children: <Certifications /> }] : []),
    ...(can('outbox') ? [{ key: 'outbox', label: t('tabOutbox'), children: <Outbox /> }] : []),
  ];

  return (
    <div className={styles.console} data-testid="staff-console">
      <div className={styles.consoleHead}>
        <div>
          <h1 className={styles.consoleTitle}>{t('consoleTitle')}</h1>
          <p className={styles.consoleSub}>{t('signedInAs', { name: session.data.name || session.data.username })}</p>
        </div>
        <Button icon={<LogoutOutlined />} onClick={logout} data-testid="staff-logout">
          {t('logout')}
        </Button>
      </div>
      {items.length ? <Tabs items={items} /> : <p>{t('noPermissions')}</p>}
    </div>
  );
}
