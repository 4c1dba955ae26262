'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Input, Modal, Space, Switch, Tag, Timeline, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { approveCertification, isStaffQuery, rejectCertification, staffCertificationsQuery } from '@/lib/api/staff';
import { setRateAccess } from '@/lib/api/rateAdmin';
import { CERT_STATUS } from '@/lib/contracts/account';
import type { StaffCertificationRow } from '@/lib/contracts/staff';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { useCan } from './staffContext';
import { useRowCall } from './useRowCall';
import { useWhen } from './useWhen';
import styles from './console.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

const PAGE_SIZE = 20;
type Filter = 'pending' | 'failed' | 'certified' | 'all';
const FILTER_STATUS: Record<Filter, number | undefined> = {
  pending: CERT_STATUS.applying,
  failed: CERT_STATUS.failed,
  certified: CERT_STATUS.certified,
  all: undefined,
};

function StatusTag({ status }: { status: number }) {
  const t = useTranslations('Staff');
  if (status === CERT_STATUS.applying) return <Tag color="processing">{t('statusApplying')}</Tag>;
  if (status === CERT_STATUS.certified) return <Tag color="success">{t('statusCertified')}</Tag>;
  return <Tag color="error">{t('statusFailed')}</Tag>;
}

/** Every application of one user, newest first: the re-certification history. */
function History({ row, onClose }: { row: StaffCertificationRow | null; onClose: () => void }) {
  const t = useTranslations('Console');
  const when = useWhen();
  const q = useQuery({ ...staffCertificationsQuery({ userId: row?.userId ?? 0, pageSize: 100 }), enabled: !!row });
  return (
    <Drawer open={!!row} onClose={onClose} title={t('cert.historyTitle', { name: row?.userName ?? '' })} size="large" destroyOnHidden>
      {q.isFetching && !q.data ? null : (
        <Timeline
          data-testid="cert-history"
          items={(q.data?.rows ?? []).map((a) => ({
            key: a.id,
            color: a.status === CERT_STATUS.certified ? 'green' : a.status === CERT_STATUS.failed ? 'red' : 'blue',
            content: (
              <div>
                <Space>
                  <StatusTag status={a.status} />
                  <strong>{a.companyNameCn}</strong>
                </Space>
                <div className={styles.pageSub}>
                  {t('cert.submitted', { when: when(a.createdAt) })}
                  {a.reviewedAt ? ` · ${t('cert.reviewed', { when: when(a.reviewedAt), name: a.reviewedBy || '—' })}` : ''}
                </div>
                {a.reason ? <div>{t('cert.reason', { reason: a.reason })}</div> : null}
                <a href={a.licenceUrl} target="_blank" rel="noreferrer">
                  {a.licenceName || t('cert.licence')}
                </a>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/** Certification review (spec §4): the queue with the uploaded licence, approve, fail with a reason, history per user. */
export function CertificationReview() {
  const t = useTranslations('Staff');
  const tc = useTranslations('Console');
  const when = useWhen();
  const [rejecting, setRejecting] = useState<StaffCertificationRow | null>(null);
  const [history, setHistory] = useState<StaffCertificationRow | null>(null);
  const [reason, setReason] = useState('');
  const can = useCan();
  const list = useConsoleList({
    filter: { filter: 'pending' as Filter, search: '' },
    pageSize: PAGE_SIZE,
    query: ({ filter, search }, paging) => staffCertificationsQuery({ status: FILTER_STATUS[filter], q: search || undefined, ...paging }),
  });
  const { busy, run } = useRowCall({ predicate: isStaffQuery }, t('actionFailed'));

  // rate access (programJurisdictionFlag) of a certified applicant, granted or withdrawn beside the review
  const grant = (row: StaffCertificationRow, granted: boolean) =>
    run(row.id, () => setRateAccess(row.userId, granted), granted ? tc('customers.rateAccessGranted') : tc('customers.rateAccessWithdrawn'));

  const review = (row: StaffCertificationRow, approve: boolean) =>
    run(
      row.id,
      () => (approve ? approveCertification({ id: row.id }) : rejectCertification({ id: row.id, reason: reason.trim() })),
      approve ? t('approved') : t('rejected'),
      () => {
        setRejecting(null);
        setReason('');
      },
    );

  return (
    <ConsoleListScreen
      title={tc('menu.certifications')}
      sub={tc('cert.sub')}
      screenTestId="console-certifications"
      list={list}
      testId="staff-certifications"
      empty={list.filter.filter === 'pending' ? tc('cert.emptyPending') : t('emptyCertifications')}
      loadFailed={t('loadFailed')}
      filters={[
        {
          type: 'segmented',
          key: 'filter',
          options: [
            { value: 'pending', label: t('filterPending') },
            { value: 'failed', label: t('statusFailed') },
            { value: 'certified', label: t('statusCertified') },
            { value: 'all', label: t('filterAll') },
          ],
        },
        { type: 'search', key: 'search', placeholder: tc('cert.searchPlaceholder'), width: 280, maxLength: FIELD_MAX.outboxRecipient },
      ]}
      columns={[
        {
          key: 'applicant',
          title: t('applicant'),
          render: (_, r) => (
            <span>
              {r.userName}
              <br />
              <Typography.Text type="secondary">{r.account}</Typography.Text>
            </span>
          ),
        },
        {
          key: 'company',
          title: t('company'),
          render: (_, r) => (
            <span>
              {r.companyNameCn}
              <br />
              <Typography.Text type="secondary">{r.companyNameEn}</Typography.Text>
            </span>
          ),
        },
        { key: 'creditCode', dataIndex: 'creditCode', title: t('creditCode') },
        {
          key: 'contact',
          title: t('contact'),
          render: (_, r) => (
            <span>
              {r.contactName} · {r.contactPhone}
              <br />
              <Typography.Text type="secondary">{r.idCard}</Typography.Text>
            </span>
          ),
        },
        {
          key: 'licence',
          title: t('licence'),
          render: (_, r) => (
            <a href={r.licenceUrl} target="_blank" rel="noreferrer">
              {r.licenceName || t('view')}
            </a>
          ),
        },
        { key: 'createdAt', title: t('submittedAt'), render: (_, r) => when(r.createdAt) },
        {
          key: 'status',
          title: t('status'),
          render: (_, r) => (
            <span>
              <StatusTag status={r.status} />
              {r.reason ? (
                <>
                  <br />
                  <Typography.Text type="secondary">{r.reason}</Typography.Text>
                </>
              ) : null}
            </span>
          ),
        },
        {
          key: 'actions',
          title: t('actions'),
          fixed: 'right',
          render: (_, r) => (
            <Space wrap>
              {r.status === CERT_STATUS.applying ? (
                <>
                  <Button type="primary" size="small" loading={busy === r.id} onClick={() => review(r, true)} data-testid={`approve-${r.id}`}>
                    {t('approve')}
                  </Button>
                  <Button danger size="small" disabled={busy === r.id} onClick={() => setRejecting(r)} data-testid={`reject-${r.id}`}>
                    {t('reject')}
                  </Button>
                </>
              ) : (
                <Typography.Text type="secondary">{r.reviewedBy ? t('reviewedBy', { name: r.reviewedBy }) : '—'}</Typography.Text>
              )}
              {r.status === CERT_STATUS.certified && can('rates') ? (
                <span title={tc('customers.rateAccessHelp')}>
                  <Switch size="small" checked={r.rateAccess} loading={busy === r.id} onChange={(v) => grant(r, v)} aria-label={tc('customers.rateAccess')} data-testid={`cert-rate-access-${r.id}`} />{' '}
                  {tc('customers.rateAccess')}
                </span>
              ) : null}
              <Button size="small" type="link" onClick={() => setHistory(r)} data-testid={`history-${r.id}`}>
                {tc('cert.history')}
              </Button>
            </Space>
          ),
        },
      ]}
    >
      <Modal modalRender={loopFocus}
        open={!!rejecting}
        title={t('rejectTitle', { company: rejecting?.companyNameCn ?? '' })}
        okText={t('reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy !== null }}
        onOk={() => rejecting && review(rejecting, false)}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Input.TextArea rows={4} maxLength={FIELD_MAX.rejectReason} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('reasonPlaceholder')} />
      </Modal>
      <History row={history} onClose={() => setHistory(null)} />
    </ConsoleListScreen>
  );
}
