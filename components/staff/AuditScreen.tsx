'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { auditQueryOptions } from '@/lib/api/console';
import { AUDIT_ENTITIES, type AuditEntity, type AuditRow } from '@/lib/contracts/audit';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 1));

/** The fields of one audit row, before and after, changed ones first. */
function Changes({ row }: { row: AuditRow }) {
  const t = useTranslations('Console');
  const keys = [...new Set([...row.changed, ...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={keys.map((key) => ({ key, before: show(row.before?.[key]), after: show(row.after?.[key]), changed: row.changed.includes(key) }))}
      columns={[
        { key: 'key', title: t('audit.field'), render: (_, r) => (r.changed ? <strong>{r.key}</strong> : r.key), width: 180 },
        { key: 'before', title: t('audit.before'), render: (_, r) => <pre className={styles.pre}>{r.before}</pre> },
        { key: 'after', title: t('audit.after'), render: (_, r) => <pre className={styles.pre}>{r.after}</pre> },
      ]}
    />
  );
}

/** The audit log: every staff action with who, what, when, before and after; searchable by text, object and days. */
export function AuditScreen() {
  const t = useTranslations('Console');
  const when = useWhen();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [entity, setEntity] = useState<AuditEntity | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const q = useQuery(
    auditQueryOptions({
      q: text || undefined,
      entity,
      from: range?.[0]?.format('YYYY-MM-DD'),
      to: range?.[1]?.format('YYYY-MM-DD'),
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const actionLabel = (a: string) => {
    const key = `audit.actions.${a.replace(/\./g, '_')}` as never;
    return t.has(key) ? t(key) : a;
  };
  return (
    <ConsolePage title={t('menu.audit')} sub={t('audit.sub')} testId="console-audit">
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Input.Search
            allowClear
            placeholder={t('audit.searchPlaceholder')}
            maxLength={100}
            style={{ width: 280 }}
            onSearch={(v) => {
              setText(v.trim());
              setPage(1);
            }}
            data-testid="audit-search"
          />
          <Select<AuditEntity>
            allowClear
            placeholder={t('audit.entityPlaceholder')}
            style={{ width: 180 }}
            value={entity}
            onChange={(v) => {
              setEntity(v);
              setPage(1);
            }}
            options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))}
          />
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
          />
        </div>
        <Table<AuditRow>
          data-testid="audit-table"
          rowKey="id"
          size="middle"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('audit.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          expandable={{ expandedRowRender: (r) => <Changes row={r} /> }}
          columns={[
            { key: 'createdAt', title: t('audit.time'), render: (_, r) => when(r.createdAt), width: 150 },
            { key: 'staff', title: t('audit.staff'), render: (_, r) => r.staffName || '—' },
            { key: 'action', title: t('audit.action'), render: (_, r) => <Tag>{actionLabel(r.action)}</Tag> },
            {
              key: 'object',
              title: t('audit.object'),
              render: (_, r) => `${AUDIT_ENTITIES.includes(r.entity as AuditEntity) ? t(`audit.entities.${r.entity as AuditEntity}`) : r.entity} #${r.entityId}`,
            },
            { key: 'summary', dataIndex: 'summary', title: t('audit.summary') },
            { key: 'changed', title: t('audit.changed'), render: (_, r) => r.changed.join(', ') || '—' },
          ]}
        />
      </div>
    </ConsolePage>
  );
}
