'use client';

import { useQuery } from '@tanstack/react-query';
import { Select, Switch, Tag, Tooltip } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { assignSalesContact, customersQueryOptions, salesContactsQuery } from '@/lib/api/customers';
import { setRateAccess } from '@/lib/api/rateAdmin';
import { CERT_STATUS } from '@/lib/contracts/account';
import type { CustomerRow } from '@/lib/contracts/customers';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { useCan } from './staffContext';
import { useRowCall } from './useRowCall';
import { useWhen } from './useWhen';
import styles from './console.module.css';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'error', 3: 'success' };

/** Customers: who registered, their certification, and the sales contact each is assigned to. */
export function CustomersScreen() {
  const t = useTranslations('Console');
  const useEn = useLocale() === 'en';
  const when = useWhen();
  const can = useCan();
  const list = useConsoleList({
    filter: { search: '' } as { search: string; status?: number },
    pageSize: PAGE_SIZE,
    query: ({ search, status }, paging) => customersQueryOptions({ q: search || undefined, certificationStatus: status, ...paging }),
  });
  const contacts = useQuery(salesContactsQuery());
  // one spinner for the sales contact a row is assigned, another for its rate access
  const assigning = useRowCall(keyOf(staffApi.customers));
  const granting = useRowCall(keyOf(staffApi.customers));
  const business = (id: number) => t(`sales.business.${id === 1 || id === 2 || id === 3 ? id : 1}`);

  return (
    <ConsoleListScreen
      title={t('menu.customers')}
      sub={t('customers.sub')}
      screenTestId="console-customers"
      list={list}
      testId="customers-table"
      empty={t('customers.empty')}
      filters={[
        { type: 'search', key: 'search', placeholder: t('customers.searchPlaceholder'), maxLength: 100, width: 280 },
        { type: 'select', key: 'status', allowClear: true, placeholder: t('customers.statusPlaceholder'), width: 180, options: [0, 1, 2, 3].map((s) => ({ value: s, label: t(`customers.status.${s as 0}`) })) },
      ]}
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
              loading={assigning.busy === r.id}
              // 0 stands for "not assigned" (antd options take no null)
              value={r.salesContactId ?? 0}
              aria-label={t('customers.salesContact')}
              onChange={(v) => assigning.run(r.id, () => assignSalesContact({ userId: r.id, salesContactId: v || null }), t('saved'))}
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
                    loading={granting.busy === r.id}
                    onChange={(v) => granting.run(r.id, () => setRateAccess(r.id, v), v ? t('customers.rateAccessGranted') : t('customers.rateAccessWithdrawn'))}
                    aria-label={t('customers.rateAccess')}
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
  );
}
