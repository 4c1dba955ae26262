'use client';

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { dashboardQuery } from '@/lib/api/console';
import { ORDER_STAGES } from '@/lib/contracts/orders';
import type { StaffMenuKey } from '@/lib/config/staffMenu';
import type { StaffPermission } from '@/lib/contracts/staff';
import { Link } from '@/lib/i18n/navigation';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { MiniBars } from './MiniBars';
import { useCan, useStaff } from './staffContext';
import { useWhen } from './useWhen';
import styles from './dashboard.module.css';

function Tile({ label, value, note, chart, href, testId }: { label: string; value: number; note?: ReactNode; chart?: ReactNode; href?: string; testId: string }) {
  const body = (
    <>
      <div className={styles.label}>{label}</div>
      <div className={styles.value} data-testid={`${testId}-value`}>
        {value.toLocaleString()}
      </div>
      {note ? <div className={styles.note}>{note}</div> : null}
      {chart ? <div className={styles.chart}>{chart}</div> : null}
    </>
  );
  return (
    <div className={styles.tile} data-testid={testId}>
      {href ? (
        <Link href={href} className={styles.tileLink}>
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

/** Orders per booking stage (1 … 8) as labelled horizontal bars. */
function StageBars({ counts }: { counts: number[] }) {
  const t = useTranslations('Orders');
  const max = Math.max(1, ...counts);
  return (
    <ol className={styles.stages}>
      {ORDER_STAGES.map((key, i) => (
        <li key={key}>
          <span className={styles.stageName}>{t(`stages.${key}`)}</span>
          <span className={styles.stageBar}>
            <span style={{ width: `${((counts[i] ?? 0) / max) * 100}%` }} />
          </span>
          <span className={styles.stageCount}>{counts[i] ?? 0}</span>
        </li>
      ))}
    </ol>
  );
}

/** The dashboard a manager opens first: today's registrations, certifications waiting, inquiries, the outbox. */
export function Dashboard() {
  const t = useTranslations('Console');
  const staff = useStaff();
  const can = useCan();
  const when = useWhen();
  const q = useQuery(dashboardQuery());
  const d = q.data;
  const link = (key: StaffMenuKey, p: StaffPermission) => (can(p) ? `/staff/${key}` : undefined);
  return (
    <ConsolePage title={t('menu.dashboard')} sub={t('dash.welcome', { name: staff.name || staff.username })} testId="console-dashboard">
      {q.isError ? <Alert type="error" showIcon title={errorText(q.error, t('loadFailed'))} /> : null}
      {!d ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div className={styles.grid}>
          <Tile
            testId="dash-registrations"
            label={t('dash.registrationsToday')}
            value={d.registrationsToday}
            note={t('dash.customers', { n: d.customers, certified: d.certifiedCustomers })}
            chart={<MiniBars points={d.registrations} label={t('dash.registrationsChart')} />}
            href={link('customers', 'customers')}
          />
          <Tile
            testId="dash-certifications"
            label={t('dash.certificationsWaiting')}
            value={d.certificationsWaiting}
            note={d.oldestWaitingSince ? t('dash.oldestWaiting', { when: when(d.oldestWaitingSince) }) : t('dash.noneWaiting')}
            chart={<MiniBars points={d.certificationSubmissions} label={t('dash.submissionsChart')} />}
            href={link('certifications', 'certification')}
          />
          <Tile
            testId="dash-inquiries"
            label={t('dash.inquiriesToday')}
            value={d.inquiriesToday}
            note={t('dash.jobApplicationsWeek', { n: d.jobApplicationsWeek })}
            chart={<MiniBars points={d.inquiries} label={t('dash.inquiriesChart')} />}
            href={link('inquiries', 'inquiries')}
          />
          <Tile
            testId="dash-outbox"
            label={t('dash.outboxQueued')}
            value={d.outboxQueued}
            note={d.outboxFailed ? t('dash.outboxFailed', { n: d.outboxFailed }) : t('dash.outboxNote')}
            href={link('outbox', 'outbox')}
          />
          <Tile
            testId="dash-reservations"
            label={t('dash.reservationsWaiting')}
            value={d.reservationsWaiting}
            note={t('dash.reservationsNote')}
          />
          <Tile
            testId="dash-rate-alerts"
            label={t('dash.rateAlertsToday')}
            value={d.rateAlertsToday}
            note={t('dash.rateAlertsWeek', { n: d.rateAlerts.slice(-7).reduce((a, p) => a + p.n, 0) })}
            chart={<MiniBars points={d.rateAlerts} label={t('dash.rateAlertsChart')} />}
          />
          <div className={`${styles.tile} ${styles.wide}`} data-testid="dash-orders">
            <div>
              <div className={styles.label}>{t('dash.ordersByStage')}</div>
              <div className={styles.value} data-testid="dash-orders-value">
                {d.ordersByStage.slice(0, 7).reduce((a, n) => a + n, 0).toLocaleString()}
              </div>
              <div className={styles.note}>{t('dash.ordersOpen', { done: d.ordersByStage[7] ?? 0 })}</div>
              <StageBars counts={d.ordersByStage} />
            </div>
          </div>
        </div>
      )}
      {d ? <p className={styles.foot}>{t('dash.chartsNote', { days: d.registrations.length, today: d.today })}</p> : null}
    </ConsolePage>
  );
}
