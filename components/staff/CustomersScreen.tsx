'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Input, Select, Switch, Table, Tag, Tooltip } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { assignSalesContact, customersQueryOptions, salesContactsQuery } from '@/lib/api/customers';
import { setRateAccess } from '@/lib/api/rateAdmin';
import { CERT_STATUS } from '@/lib/contracts/account';
import type { CustomerRow } from '@/lib/contracts/customers';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { useCan } from './staffContext';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'error', 3: 'success' };

/** Customers: who registered, their certification, and the sales contact each is assigned to. */
export function CustomersScreen() {
  const t = useTranslations('Console');
  const useEn = useLocale() === 'en';
  const when = useWhen();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<number | undefined>();
  const [busy, setBusy] = useState<number | null>(null);
  const [granting, setGranting] = useState<number | null>(null);
  const can = useCan();
  const q = useQuery(customersQueryOptions({ q: search || undefined, certificationStatus: status, page, pageSize: PAGE_SIZE }));
  const contacts = useQuery(salesContactsQuery());
  const business = (id: number) => t(`sales.business.${id === 1 || id === 2 || id === 3 ? id : 1}`);

  async function assign(row: CustomerRow, salesContactId: number | null) {
    setBusy(row.id);
    try {
      await assignSalesContact({ userId: row.id, salesContactId });
      void message.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: ['staff', 'customers'] });
    } catch (e) {
      void message.error(errorText(e, t('saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function grant(row: CustomerRow, granted: boolean) {
    setGranting(row.id);
    try {
      await setRateAccess(row.id, granted);
      void message.success(granted ? t('customers.rateAccessGranted') : t('customers.rateAccessWithdrawn'));
      await queryClient.invalidateQueries({ queryKey: ['staff', 'customers'] });
    } catch (e) {
      void message.error(errorText(e, t('saveFailed')));
    } finally {
      setGranting(null);
    }
  }

  return (
    <ConsolePage title={t('menu.customers')} sub={t('customers.sub')} testId="console-customers">
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Input.Search allowClear placeholder={t('customers.searchPlaceholder')} maxLength={100} style={{ width: 280 }} onSearch={(v) => (setSearch(v.trim()), setPage(1))} />
          <Select<number>
            allowClear
            placeholder={t('customers.statusPlaceholder')}
            style={{ width: 180 }}
            value={status}
            onChange={(v) => (setStatus(v), setPage(1))}
            options={[0, 1, 2, 3].map((s) => ({ value: s, label: t(`customers.status.${s as 0}`) }))}
          />
        </div>
        <Table<CustomerRow>
          rowKey="id"
          size="middle"
          data-testid="customers-table"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('customers.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { key: 'name', title: t('customers.name'), render: (_, r) => (<span>{(useEn && r.nameEn) || r.name || '—'}<br /><span className={styles.pageSub}>{r.mobile || r.email}</span></span>) },
            { key: 'company', dataIndex: 'companyNameCn', title: t('customers.company') },
            {
              key: 'status',
              title: t('customers.certification'),
              render: (_, r) => <Tag color={STATUS_COLOR[r.certificationStatus]}>{t(`customers.status.${(r.certificationStatus === CERT_STATUS.certified ? 3 : r.certificationStatus) as 0}`)}</Tag>,
            },
            {
              key: 'sales',
              title: t('customers.salesContact'),
              render: (_, r) => (
                <Select<number>
                  size="small"
                  style={{ width: 200 }}
                  loading={busy === r.id}
                  // 0 stands for "not assigned" (antd options take no null)
                  value={r.salesContactId ?? 0}
                  onChange={(v) => assign(r, v || null)}
                  options={[
                    { value: 0, label: t('customers.noSales') },
                    ...(contacts.data?.rows ?? []).map((c) => ({ value: c.id, label: `${c.nameCn} · ${business(c.businessId)}` })),
                  ]}
                  data-testid={`assign-${r.id}`}
                />
              ),
            },
            // rate access per user (programJurisdictionFlag): staff holding the rates permission grant or withdraw it here
            ...(can('rates')
              ? [
                  {
                    key: 'rateAccess',
                    title: <Tooltip title={t('customers.rateAccessHelp')}>{t('customers.rateAccess')}</Tooltip>,
                    render: (_: unknown, r: CustomerRow) => (
                      <Switch
                        size="small"
                        checked={r.rateAccess}
                        loading={granting === r.id}
                        onChange={(v) => grant(r, v)}
                        checkedChildren={t('customers.rateAccessOn')}
                        unCheckedChildren={t('customers.rateAccessOff')}
                        data-testid={`rate-access-${r.id}`}
                      />
                    ),
                  },
                ]
              : []),
            { key: 'createdAt', title: t('customers.registered'), render: (_, r) => when(r.createdAt) },
          ]}
        />
      </div>
    </ConsolePage>
  );
}
