'use client';

import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import { chinaDate } from '@/lib/businessTime';
import { rateExportHref, staffRatesQueryOptions } from '@/lib/api/rateAdmin';
import type { StaffRateRow } from '@/lib/contracts/rateAdmin';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { RateEditor } from './RateEditor';
import { RateImport } from './RateImport';
import { useWhen } from './useWhen';
import { SpaceLabel } from '@/components/rates/SpaceLabel';
import { SPACE_STATUS_CODES, spaceStatusLabel } from '@/lib/rates/spaceStatus';
import styles from './console.module.css';

const PAGE_SIZE = 20;

/** The list's filter as the rates call and the export name it. */
const rateFilter = (f: { search: string; status?: number; validOn?: string }) => ({ q: f.search || undefined, spaceStatus: f.status, validOn: f.validOn });

const money = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 2 }));

/** Rates and schedules: the company's LCL rates searched and edited one by one, files imported, the rates exported. */
export function RatesScreen() {
  const t = useTranslations('Console');
  const tSpace = useTranslations('SpaceStatus');
  const en = useLocale() === 'en';
  const when = useWhen();
  const [editing, setEditing] = useState<StaffRateRow | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useConsoleList({
    filter: { search: '' } as { search: string; status?: number; validOn?: string },
    pageSize: PAGE_SIZE,
    query: (f, paging) => staffRatesQueryOptions({ ...rateFilter(f), ...paging }),
  });
  const { search, status, validOn } = list.filter;
  const today = chinaDate();
  const port = (p: StaffRateRow['pol']) => (en ? p.nameEn : p.nameCn) || p.code;

  return (
    <ConsoleListScreen
      title={t('menu.rates')}
      sub={t('rates.sub')}
      screenTestId="console-rates"
      extra={
        <Space wrap>
          <Button icon={<DownloadOutlined />} href={rateExportHref(rateFilter(list.filter))} data-testid="rates-export">
            {t('rates.export')}
          </Button>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="rates-import">
            {t('rates.import')}
          </Button>
        </Space>
      }
      list={list}
      testId="rates-table"
      empty={search || status || validOn ? t('rates.emptyFiltered') : t('rates.empty')}
      pagination={{ hideOnSinglePage: false, showSizeChanger: false, showTotal: (n) => t('rates.total', { n }) }}
      filters={[
        { type: 'search', key: 'search', placeholder: t('rates.searchPlaceholder'), maxLength: 60, width: 300, testId: 'rates-search' },
        { type: 'select', key: 'status', allowClear: true, placeholder: t('rates.spaceStatus'), width: 160, options: SPACE_STATUS_CODES.map((s) => ({ value: s, label: tSpace(spaceStatusLabel(s).key) })) },
        { type: 'date', key: 'validOn', placeholder: t('rates.validOn') },
      ]}
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
        { key: 'space', title: t('rates.spaceStatus'), render: (_, r) => <SpaceLabel status={r.spaceStatus} /> },
        { key: 'updatedAt', title: t('rates.updatedAt'), render: (_, r) => when(r.updatedAt) },
      ]}
      actions={[{ key: 'edit', label: t('edit'), onClick: setEditing, testId: (r) => `rate-edit-${r.id}` }]}
    >
      <RateEditor key={editing?.id ?? 0} rate={editing} onClose={() => setEditing(null)} />
      <RateImport open={importing} onClose={() => setImporting(false)} />
    </ConsoleListScreen>
  );
}
