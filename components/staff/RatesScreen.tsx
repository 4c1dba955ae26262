'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { rateExportHref, staffRatesQueryOptions } from '@/lib/api/rateAdmin';
import type { StaffRateRow } from '@/lib/contracts/rateAdmin';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { RateEditor } from './RateEditor';
import { RateImport } from './RateImport';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;
/** Spec §4 availability colours: Available green, Tight orange, Overload red, Suspended grey, Lineup blue. */
export const SPACE_COLOR: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'error', 4: 'default', 5: 'processing' };

const money = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 2 }));

/** Rates and schedules: the company's LCL rates searched and edited one by one, files imported, the rates exported. */
export function RatesScreen() {
  const t = useTranslations('Console');
  const en = useLocale() === 'en';
  const when = useWhen();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<number | undefined>();
  const [validOn, setValidOn] = useState<Dayjs | null>(null);
  const [editing, setEditing] = useState<StaffRateRow | null>(null);
  const [importing, setImporting] = useState(false);
  const filter = { q: search || undefined, spaceStatus: status, validOn: validOn ? validOn.format('YYYY-MM-DD') : undefined };
  const q = useQuery(staffRatesQueryOptions({ ...filter, page, pageSize: PAGE_SIZE }));
  const today = new Date().toISOString().slice(0, 10);
  const port = (p: StaffRateRow['pol']) => (en ? p.nameEn : p.nameCn) || p.code;

  return (
    <ConsolePage
      title={t('menu.rates')}
      sub={t('rates.sub')}
      testId="console-rates"
      extra={
        <Space wrap>
          <Button icon={<DownloadOutlined />} href={rateExportHref(filter)} data-testid="rates-export">
            {t('rates.export')}
          </Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="rates-import">
            {t('rates.import')}
          </Button>
        </Space>
      }
    >
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Input.Search
            allowClear
            placeholder={t('rates.searchPlaceholder')}
            maxLength={60}
            style={{ width: 300 }}
            onSearch={(v) => (setSearch(v.trim()), setPage(1))}
            data-testid="rates-search"
          />
          <Select<number>
            allowClear
            placeholder={t('rates.spaceStatus')}
            style={{ width: 160 }}
            value={status}
            onChange={(v) => (setStatus(v), setPage(1))}
            options={[1, 2, 3, 4, 5].map((s) => ({ value: s, label: t(`rates.space.${s as 1}`) }))}
          />
          <DatePicker placeholder={t('rates.validOn')} value={validOn} onChange={(d) => (setValidOn(d), setPage(1))} />
        </div>
        <Table<StaffRateRow>
          rowKey="id"
          size="middle"
          data-testid="rates-table"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : search || status || validOn ? t('rates.emptyFiltered') : t('rates.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('rates.total', { n }) }}
          columns={[
            {
              key: 'lane',
              title: t('rates.lane'),
              render: (_, r) => (
                <span data-testid="rate-lane">
                  {port(r.pol)} → {port(r.pod)}
                  <br />
                  <span className={styles.pageSub}>
                    {r.pol.code} → {r.pod.code} · {r.transit === 'VIA' && r.via ? t('rates.via', { port: r.via.code }) : 'DIR'}
                  </span>
                </span>
              ),
            },
            {
              key: 'carrier',
              title: t('rates.carrier'),
              render: (_, r) => (
                <span>
                  {r.carrier?.shortName || r.coLoader || '—'}
                  {r.routeCode ? <><br /><span className={styles.pageSub}>{r.routeCode}</span></> : null}
                </span>
              ),
            },
            {
              key: 'validity',
              title: t('rates.validity'),
              render: (_, r) => (
                <span>
                  {r.validFrom} – {r.validTo}
                  {r.validTo < today ? <Tag color="default" style={{ marginLeft: 6 }}>{t('rates.expired')}</Tag> : null}
                </span>
              ),
            },
            {
              key: 'prices',
              title: t('rates.prices'),
              align: 'right',
              render: (_, r) => (
                <span className={styles.num} data-testid="rate-prices">
                  {r.currency} {money(r.prices.perCbm)} / {money(r.prices.perTon)}
                  <br />
                  <span className={styles.pageSub}>{t('rates.minShort', { amount: money(r.prices.minCharge) })}</span>
                </span>
              ),
            },
            { key: 'transitDays', title: t('rates.transitDays'), align: 'right', render: (_, r) => t('rates.days', { n: r.transitDays }) },
            { key: 'sailing', title: t('rates.sailing'), render: (_, r) => r.sailingWeekdays.map((d) => t(`rates.weekdays.${d as 1}`)).join(' ') },
            { key: 'space', title: t('rates.spaceStatus'), render: (_, r) => <Tag color={SPACE_COLOR[r.spaceStatus]}>{t(`rates.space.${r.spaceStatus as 1}`)}</Tag> },
            { key: 'updatedAt', title: t('rates.updatedAt'), render: (_, r) => when(r.updatedAt) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Button size="small" onClick={() => setEditing(r)} data-testid={`rate-edit-${r.id}`}>
                  {t('edit')}
                </Button>
              ),
            },
          ]}
        />
      </div>
      <RateEditor key={editing?.id ?? 0} rate={editing} onClose={() => setEditing(null)} />
      <RateImport open={importing} onClose={() => setImporting(false)} />
    </ConsolePage>
  );
}
