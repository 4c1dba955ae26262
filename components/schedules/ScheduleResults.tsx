'use client';

import { DataSourceNote } from '@/components/common/DataSourceNote';
import { lazy, Suspense, useState } from 'react';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { scheduleSearchOptions } from '@/lib/api/schedules';
import type { ScheduleRow, ScheduleSearchQuery } from '@/lib/contracts/schedules';
import { dateOf, portName, weekdayOf } from './format';
import { windowOf } from './scheduleParams';
import { AntdProvider } from '@/components/providers/AntdProvider';
import styles from './schedules.module.css';
import { RoutingTag } from './RoutingTag';
import { ClosedTag, isClosed } from './ClosedTag';

const SailingDialog = lazy(() => import('./SailingDialog'));

/** The routings of a search, in date order, each opening its detail dialog (loaded with antd's table once a lane is searched). */
export function ScheduleResults({ q }: { q: ScheduleSearchQuery }) {
  const t = useTranslations('Schedules');
  const en = useLocale() === 'en';
  const result = useQuery(scheduleSearchOptions(q));
  const [open, setOpen] = useState<ScheduleRow | null>(null);
  const { first, last } = windowOf(q);

  const columns: ColumnsType<ScheduleRow> = [
    {
      title: t('columns.carrier'),
      key: 'carrier',
      render: (_, r) => (
        <span className={styles.carrierCell}>
          <b>{r.carrier.shortName}</b>
          <span className={styles.sub}>{en ? r.carrier.nameEn : r.carrier.nameCn}</span>
          <DataSourceNote source={r.source} carrier={en ? r.carrier.nameEn : r.carrier.nameCn} />
        </span>
      ),
    },
    {
      title: t('columns.vessel'),
      key: 'vessel',
      render: (_, r) => (
        <span className={styles.carrierCell}>
          <b>{r.vessel}</b>
          <span className={styles.sub}>{r.voyage}</span>
        </span>
      ),
    },
    { title: t('columns.service'), dataIndex: 'serviceCode', key: 'service' },
    {
      title: t('columns.etd'),
      key: 'etd',
      render: (_, r) => (
        <span className={styles.carrierCell}>
          <b className={styles.num}>{dateOf(r.etd)}</b>
          <span className={styles.sub}>
            {t(`weekdays.${weekdayOf(r.etd)}`)} · {portName(r.pol, en)}
          </span>
        </span>
      ),
    },
    {
      title: t('columns.eta'),
      key: 'eta',
      render: (_, r) => (
        <span className={styles.carrierCell}>
          <b className={styles.num}>{dateOf(r.eta)}</b>
          <span className={styles.sub}>
            {t(`weekdays.${weekdayOf(r.eta)}`)} · {portName(r.pod, en)}
          </span>
        </span>
      ),
    },
    { title: t('columns.transit'), key: 'transit', render: (_, r) => <span className={styles.num}>{t('transitDays', { n: r.transitDays })}</span> },
    {
      title: t('columns.cutoff'),
      key: 'cutoff',
      render: (_, r) => (
        <span className={styles.cutoffCell}>
          <span className={`${styles.num} ${styles.cutoff}`}>{r.cutoff}</span>
          <ClosedTag row={r} />
        </span>
      ),
    },
    { title: t('columns.routing'), key: 'routing', render: (_, r) => <RoutingTag row={r} /> },
    {
      title: '',
      key: 'detail',
      align: 'right',
      render: (_, r) => (
        <button type="button" className={styles.linkButton} onClick={() => setOpen(r)} data-testid="schedule-detail">
          {t('detail')}
        </button>
      ),
    },
  ];

  return (
    <AntdProvider>
      <section className={styles.results} aria-live="polite">
        <header className={styles.resultsHead}>
          <h2 className={styles.resultsTitle} data-testid="schedule-lane">
            {result.data?.[0] ? portName(result.data[0].pol, en) : q.pol}
            <ArrowRightOutlined className={styles.arrow} aria-hidden />
            {result.data?.[0] ? portName(result.data[0].pod, en) : q.pod}
          </h2>
          <p className={styles.resultsMeta} data-testid="schedule-summary">
            {result.isSuccess ? t('summary', { count: result.data.length, first, last }) : t('searching')}
            {q.weekday ? ` · ${t(`weekdays.${q.weekday}`)}` : ''}
            {q.carrier ? ` · ${q.carrier}` : ''}
          </p>
        </header>
        {result.isError ? (
          <div className={styles.state} role="alert">
            <p>{t('error')}</p>
            <button type="button" className={styles.linkButton} onClick={() => void result.refetch()}>
              <ReloadOutlined /> {t('retry')}
            </button>
          </div>
        ) : result.isSuccess && result.data.length === 0 ? (
          <div className={styles.state} data-testid="schedule-empty">
            <p className={styles.stateTitle}>{t('empty', { first, last })}</p>
            <p>{t('emptyHint')}</p>
          </div>
        ) : (
          <Table<ScheduleRow>
            rowKey="id"
            columns={columns}
            dataSource={result.data ?? []}
            loading={result.isPending}
            pagination={false}
            size="middle"
            className={styles.table}
            data-testid="schedule-table"
            onRow={(r) => ({ onDoubleClick: () => setOpen(r) })}
            rowClassName={(r) => (isClosed(r) ? styles.closedRow! : '')}
            locale={{ emptyText: ' ' }}
          />
        )}
        {open ? (
          <Suspense fallback={null}>
            <SailingDialog row={open} onClose={() => setOpen(null)} />
          </Suspense>
        ) : null}
      </section>
    </AntdProvider>
  );
}

export default ScheduleResults;
