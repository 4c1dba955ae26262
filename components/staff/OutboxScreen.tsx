'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input, Segmented, Table, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { outboxQueryOptions } from '@/lib/api/staff';
import { FIELD_MAX } from '@/lib/contracts/limits';
import type { OutboxRow } from '@/lib/contracts/staff';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<string, string> = { queued: 'default', sent: 'success', failed: 'error' };

/** The mail and SMS outbox (what would be or was sent), searchable by recipient. */
export function OutboxScreen() {
  const t = useTranslations('Staff');
  const tc = useTranslations('Console');
  const when = useWhen();
  const [page, setPage] = useState(1);
  const [channel, setChannel] = useState<'all' | 'mail' | 'sms'>('all');
  const [to, setTo] = useState('');
  const q = useQuery(outboxQueryOptions({ page, pageSize: PAGE_SIZE, channel: channel === 'all' ? undefined : channel, to: to || undefined }));
  return (
    <ConsolePage title={tc('menu.outbox')} sub={tc('outbox.sub')} testId="console-outbox">
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Segmented<'all' | 'mail' | 'sms'>
            value={channel}
            onChange={(v) => {
              setChannel(v);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('filterAll') },
              { value: 'mail', label: t('mail') },
              { value: 'sms', label: t('sms') },
            ]}
          />
          <Input.Search
            allowClear
            placeholder={tc('outbox.searchPlaceholder')}
            maxLength={FIELD_MAX.outboxRecipient}
            style={{ width: 280 }}
            onSearch={(v) => {
              setTo(v.trim());
              setPage(1);
            }}
          />
        </div>
        <Table<OutboxRow>
          data-testid="staff-outbox"
          rowKey="id"
          size="middle"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('emptyOutbox') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          expandable={{ expandedRowRender: (r) => <pre className={styles.pre}>{r.body}</pre> }}
          columns={[
            { key: 'createdAt', title: t('time'), render: (_, r) => when(r.createdAt), width: 150 },
            { key: 'channel', title: t('channel'), render: (_, r) => <Tag>{r.channel === 'sms' ? t('sms') : t('mail')}</Tag>, width: 90 },
            { key: 'recipient', dataIndex: 'recipient', title: t('recipient') },
            { key: 'subject', title: t('subject'), render: (_, r) => r.subject || r.body.slice(0, 60) },
            { key: 'kind', dataIndex: 'kind', title: t('kind') },
            {
              key: 'status',
              title: t('status'),
              width: 100,
              render: (_, r) => <Tag color={STATUS_COLOR[r.status] ?? 'default'}>{tc(`outbox.status.${r.status === 'sent' || r.status === 'failed' ? r.status : 'queued'}`)}</Tag>,
            },
          ]}
        />
      </div>
    </ConsolePage>
  );
}
