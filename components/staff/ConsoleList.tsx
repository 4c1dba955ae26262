'use client';

import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslations } from 'next-intl';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { ListFilters, type ListFilter } from './ListFilters';
import styles from './console.module.css';

/** What a console list call answers: the rows, and the total when the list pages. */
type ListAnswer = { rows: readonly unknown[]; total?: number };
type RowOf<A extends ListAnswer> = A['rows'][number];

/**
 * A console list's state: its filter, its page and its query. A filter change goes back to page 1.
 * `pageSize` makes the list page; without it the call answers every row at once.
 */
export function useConsoleList<F extends object, A extends ListAnswer, K extends QueryKey>(opts: {
  filter: F;
  pageSize?: number;
  query: (filter: F, paging: { page: number; pageSize: number }) => UseQueryOptions<A, Error, A, K>;
}) {
  const [filter, setFilter] = useState<F>(opts.filter);
  const [page, setPage] = useState(1);
  const pageSize = opts.pageSize ?? 0;
  const q = useQuery(opts.query(filter, { page, pageSize }));
  const change = (patch: Partial<F>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  return { filter, change, page, setPage, pageSize, q, rows: (q.data?.rows ?? []) as RowOf<A>[] };
}

export type ConsoleListState<F, Row> = {
  filter: F;
  change: (patch: Partial<F>) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  q: { data?: ListAnswer; isFetching: boolean; isError: boolean; error: unknown };
  rows: Row[];
};

/** A button in a row's actions column; with `confirm` it asks that question first. */
export type RowAction<Row> = {
  key: string;
  label: string;
  onClick: (row: Row) => void;
  testId?: (row: Row) => string;
  danger?: boolean;
  confirm?: string;
  /** Left out of the rows it does not apply to. */
  hidden?: (row: Row) => boolean;
};

export type ConsoleListProps<F, Row> = {
  list: ConsoleListState<F, Row>;
  columns: TableColumnsType<Row>;
  /** What an empty list says (the error of a failed load replaces it). */
  empty: string;
  filters?: ListFilter<F>[];
  /** More of the toolbar after the filters (a "new" button beside a tab's list). */
  toolbar?: ReactNode;
  /** The row's buttons, shown as the last column. */
  actions?: RowAction<Row>[];
  testId?: string;
  rowTestId?: (row: Row) => string;
  expandedRow?: (row: Row) => ReactNode;
  /** Overrides of the pager (a paged list hides it on a single page). */
  pagination?: TablePaginationConfig;
  /** The text of a failed load, when the screen's namespace words it. */
  loadFailed?: string;
};

/** The toolbar of filters and the table of a console list: loading, empty and failed states, pager, actions. */
export function ConsoleList<F, Row extends { id: number | string }>(props: ConsoleListProps<F, Row>) {
  const t = useTranslations('Console');
  const { list, actions } = props;
  const { q } = list;
  const actionColumn: TableColumnsType<Row> = actions?.length
    ? [{ key: 'actions', title: t('actions'), render: (_, r) => <RowActions row={r} actions={actions} /> }]
    : [];
  return (
    <>
      {props.filters?.length || props.toolbar ? (
        <div className={styles.toolbar}>
          {props.filters ? <ListFilters list={list} filters={props.filters} /> : null}
          {props.toolbar}
        </div>
      ) : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        data-testid={props.testId}
        loading={q.isFetching}
        dataSource={list.rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: q.isError ? errorText(q.error, props.loadFailed ?? t('loadFailed')) : props.empty }}
        pagination={
          list.pageSize
            ? { current: list.page, pageSize: list.pageSize, total: q.data?.total ?? 0, onChange: list.setPage, hideOnSinglePage: true, ...props.pagination }
            : false
        }
        expandable={props.expandedRow ? { expandedRowRender: props.expandedRow } : undefined}
        onRow={props.rowTestId ? (r) => ({ 'data-testid': props.rowTestId?.(r) }) as React.HTMLAttributes<HTMLElement> : undefined}
        columns={[...props.columns, ...actionColumn]}
      />
    </>
  );
}

function RowActions<Row>({ row, actions }: { row: Row; actions: RowAction<Row>[] }) {
  const t = useTranslations('Console');
  return (
    <Space>
      {actions.filter((a) => !a.hidden?.(row)).map((a) => {
        const button = (
          <Button key={a.key} size="small" danger={a.danger} onClick={a.confirm ? undefined : () => a.onClick(row)} data-testid={a.testId?.(row)}>
            {a.label}
          </Button>
        );
        return a.confirm ? (
          <Popconfirm key={a.key} title={a.confirm} onConfirm={() => a.onClick(row)} okText={a.label} cancelText={t('cancel')}>
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
    </Space>
  );
}

/**
 * A console screen that is a list: the page head (title, what it is for, actions), the list in its
 * panel with an optional line under it, then the screen's drawers and dialogs (`children`).
 */
export function ConsoleListScreen<F, Row extends { id: number | string }>({
  title,
  sub,
  screenTestId,
  extra,
  footer,
  children,
  ...list
}: ConsoleListProps<F, Row> & { title: string; sub: string; screenTestId: string; extra?: ReactNode; footer?: ReactNode; children?: ReactNode }) {
  return (
    <ConsolePage title={title} sub={sub} testId={screenTestId} extra={extra}>
      <div className={styles.panel}>
        <ConsoleList {...list} />
        {footer}
      </div>
      {children}
    </ConsolePage>
  );
}
