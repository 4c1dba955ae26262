'use client';

import { Table } from 'antd';
import { useLocale } from 'next-intl';
import type { Quotation } from '@/lib/contracts/rates';
import { quotationPdfUrl } from '@/lib/api/quotations';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { publicEnv } from '@/lib/publicEnv';
import { RecordsEmpty } from '@/components/account/EmptyRecordsTable';

export type QuotationColumn = { key: string; title: string };

type Props = {
  rows: Quotation[];
  total: number;
  page: number;
  pageSize: number;
  columns: QuotationColumn[];
  labels: { pdf: string; total: string; emptyTitle: string; emptyText: string };
};

/** My quotations (spec §3 "Quotation" columns), with each one's totals and PDF; pages through the URL. */
export function MyQuotationsTable({ rows, total, page, pageSize, columns, labels }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const lang = useLocale() === 'en' ? 'en' : 'cn';
  return (
    <Table<Quotation>
      data-testid="quotations-table"
      rowKey="id"
      dataSource={rows}
      // wide rows scroll sideways (their PDF links take the focus); an empty list fits (titles wrap)
      scroll={rows.length ? { x: 'max-content' } : undefined}
      tableLayout={rows.length ? undefined : 'fixed'}
      pagination={total > pageSize ? { current: page, pageSize, total, showSizeChanger: false, onChange: (p) => router.push({ pathname, query: { page: String(p) } }) } : false}
      columns={[
        ...columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title })),
        {
          key: 'total',
          title: labels.total,
          render: (_: unknown, q: Quotation) => <span style={{ whiteSpace: 'nowrap' }}>{q.quote.totals.map((x) => `${x.currency} ${x.amount.toFixed(2)}`).join(' + ')}</span>,
        },
        {
          key: 'pdf',
          title: labels.pdf,
          render: (_: unknown, q: Quotation) => (
            <a href={`${quotationPdfUrl(publicEnv.apiBase, q.id)}&lang=${lang}`} download={`${q.quotation_no}.pdf`} data-testid="my-quotation-pdf">
              {labels.pdf}
            </a>
          ),
        },
      ]}
      locale={{ emptyText: <RecordsEmpty title={labels.emptyTitle} text={labels.emptyText} /> }}
    />
  );
}
