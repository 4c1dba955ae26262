'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { outboxQueryOptions } from '@/lib/api/staff';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<string, string> = { queued: 'default', sent: 'success', failed: 'error' };

/** The mail and SMS outbox (what would be or was sent), searchable by recipient. */
export function OutboxScreen() {
  const t = useTranslations('Staff');
  const tc = useTranslations('Console');
  const when = useWhen();
  const list = useConsoleList({
    filter: { channel: 'all' as 'all' | 'mail' | 'sms', to: '' },
    pageSize: PAGE_SIZE,
    query: ({ channel, to }, paging) => outboxQueryOptions({ ...paging, channel: channel === 'all' ? undefined : channel, to: to || undefined }),
  });
  return (
    <ConsoleListScreen
      title={tc('menu.outbox')}
      sub={tc('outbox.sub')}
      screenTestId="console-outbox"
      list={list}
      testId="staff-outbox"
      empty={t('emptyOutbox')}
      loadFailed={t('loadFailed')}
      filters={[
        {
          type: 'segmented',
          key: 'channel',
          options: [
            { value: 'all', label: t('filterAll') },
            { value: 'mail', label: t('mail') },
            { value: 'sms', label: t('sms') },
          ],
        },
        { type: 'search', key: 'to', placeholder: tc('outbox.searchPlaceholder'), maxLength: FIELD_MAX.outboxRecipient, width: 280 },
      ]}
      expandedRow={(r) => <pre className={styles.pre}>{r.body}</pre>}
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
  );
}
