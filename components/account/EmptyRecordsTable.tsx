'use client';

import { Empty, Table } from 'antd';

export type RecordColumn = { key: string; title: string };

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
      scroll={{ x: 'max-content' }}
      columns={columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title }))}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span>
                <strong data-testid="empty-title">{emptyTitle}</strong>
                <br />
                {emptyText}
              </span>
            }
          />
        ),
      }}
    />
  );
}
