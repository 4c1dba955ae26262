import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { EmptyRecordsTable } from './EmptyRecordsTable';
import styles from './workspace.module.css';

/** The record lists of the workspace, with the columns of spec §3 "Order list" and "Quotation". */
export const WORKSPACE_RECORDS = {
  orders: {
    columns: ['order_no', 'bill_no', 'create_time', 'shipping', 'port_start', 'port_end', 'etd', 'ctnType', 'additional_service', 'customer'],
    title: 'ordersTitle',
    lead: 'ordersLead',
    emptyHint: 'ordersEmptyHint',
    columnPrefix: 'orderColumns',
  },
  quotations: {
    columns: ['quotation_no', 'carton', 'port_start', 'port_end', 'shipping', 'schedule', 'voyage', 'transfer', 'description'],
    title: 'quotationsTitle',
    lead: 'quotationsLead',
    emptyHint: 'quotationsEmptyHint',
    columnPrefix: 'quotationColumns',
  },
} as const;

export type WorkspaceRecordKind = keyof typeof WORKSPACE_RECORDS;

export async function workspaceRecordsTitle(kind: WorkspaceRecordKind, locale: string): Promise<string> {
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Workspace' });
  return t(WORKSPACE_RECORDS[kind].title);
}

/** The card of a workspace list: its title and lead above the records. */
export async function WorkspaceRecordsCard({ kind, children }: { kind: WorkspaceRecordKind; children: ReactNode }) {
  const t = await getTranslations('Workspace');
  const cfg = WORKSPACE_RECORDS[kind];
  return (
    <section className={styles.card}>
      <header className={styles.cardHead}>
        <h1 className={styles.cardTitle}>{t(cfg.title)}</h1>
        <p className={styles.cardText}>{t(cfg.lead)}</p>
      </header>
      {children}
    </section>
  );
}

/** A workspace list (my orders, my quotations); the records themselves arrive with their issues. */
export async function WorkspaceRecords({ kind }: { kind: WorkspaceRecordKind }) {
  const t = await getTranslations('Workspace');
  const cfg = WORKSPACE_RECORDS[kind];
  return (
    <WorkspaceRecordsCard kind={kind}>
      <EmptyRecordsTable
        testId={`${kind}-table`}
        columns={cfg.columns.map((key) => ({ key, title: t(`${cfg.columnPrefix}.${key}` as Parameters<typeof t>[0]) }))}
        emptyTitle={t('empty')}
        emptyText={t(cfg.emptyHint)}
      />
    </WorkspaceRecordsCard>
  );
}
