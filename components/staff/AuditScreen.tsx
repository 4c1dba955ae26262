'use client';

import { Table, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { auditQueryOptions } from '@/lib/api/console';
import { AUDIT_ENTITIES, type AuditEntity, type AuditRow } from '@/lib/contracts/audit';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
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
  const list = useConsoleList({
    filter: { q: '' } as { q: string; entity?: AuditEntity; from?: string; to?: string },
    pageSize: PAGE_SIZE,
    query: (f, paging) => auditQueryOptions({ ...f, q: f.q || undefined, ...paging }),
  });
  const actionLabel = (a: string) => {
    const key = `audit.actions.${a.replace(/\./g, '_')}` as never;
    return t.has(key) ? t(key) : a;
  };
  return (
    <ConsoleListScreen
      title={t('menu.audit')}
      sub={t('audit.sub')}
      screenTestId="console-audit"
      list={list}
      testId="audit-table"
      empty={t('audit.empty')}
      filters={[
        { type: 'search', key: 'q', placeholder: t('audit.searchPlaceholder'), maxLength: 100, width: 280, testId: 'audit-search' },
        { type: 'select', key: 'entity', allowClear: true, placeholder: t('audit.entityPlaceholder'), width: 180, options: AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) })) },
        { type: 'dateRange', from: 'from', to: 'to' },
      ]}
      expandedRow={(r) => <Changes row={r} />}
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
  );
}
