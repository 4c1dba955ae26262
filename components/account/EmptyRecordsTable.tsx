'use client';

import { Empty, Table } from 'antd';

export type RecordColumn = { key: string; title: string };

/** What a workspace list shows without records: a title (the e2e tests look for it) and a hint. */
export function RecordsEmpty({ title, text }: { title: string; text: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span>
          <strong data-testid="empty-title">{title}</strong>
          <br />
          {text}
        </span>
      }
    />
  );
}

/**
 * A workspace list (my orders, my quotations) with the spec's columns. The records arrive with their
 * own issues; until then every list is honestly empty.
 */
export function EmptyRecordsTable({ columns, emptyTitle, emptyText, testId }: { columns: RecordColumn[]; emptyTitle: string; emptyText: string; testId: string }) {
  return (
    <Table
      data-testid={testId}
      rowKey="id"
      dataSource={[]}
      pagination={false}
      // columns share the width (titles wrap): an empty list never scrolls sideways, which would make
      // a scroll region with nothing a keyboard can reach in it
      tableLayout="fixed"
      columns={columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title }))}
      locale={{ emptyText: <RecordsEmpty title={emptyTitle} text={emptyText} /> }}
    />
  );
}
