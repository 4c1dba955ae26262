'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Row, Select, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { createDcsaKey, dcsaKeysQuery, revokeDcsaKey } from '@/lib/api/carrierConnections';
import { keyOf } from '@/lib/api/client';
import { customersQueryOptions } from '@/lib/api/customers';
import { dcsaKeyInput, type DcsaKeyForm, type DcsaKeyRow } from '@/lib/contracts/carrierConnections';
import { dcsaApi } from '@/lib/endpoints/dcsa';
import { staffApi } from '@/lib/endpoints/staff';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { EditorDrawer, FieldCol, useDrawerEditor } from './DrawerEditor';
import { useRowCall } from './useRowCall';
import { useWhen } from './useWhen';
import styles from './console.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

const PATHS = [dcsaApi.csPointToPoint.path, dcsaApi.csPortSchedules.path, dcsaApi.csVesselSchedules.path];

/**
 * API keys of the portal's DCSA endpoints (permission customers): one per customer system, shown in
 * full once when issued (only a hash is kept), listed by its first characters and last use, revoked
 * at once.
 */
export function DcsaKeysScreen() {
  const t = useTranslations('Console');
  const when = useWhen();
  const list = useConsoleList({ filter: {}, query: () => dcsaKeysQuery() });
  const queryKey = keyOf(staffApi.dcsaKeys);
  const [issued, setIssued] = useState<(DcsaKeyRow & { key: string }) | null>(null);
  const editor = useDrawerEditor<DcsaKeyRow, DcsaKeyForm>({
    save: async (values) => {
      const answer = await createDcsaKey({ name: values.name, userId: values.userId });
      if (answer.data) setIssued(answer.data);
    },
    queryKey,
    initial: () => ({ name: '' }),
  });
  const revoke = useRowCall(queryKey);

  return (
    <ConsoleListScreen
      title={t('menu.dcsaKeys')}
      sub={t('dcsaKeys.sub')}
      screenTestId="console-dcsa-keys"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open('new')} data-testid="dcsa-key-new">
          {t('dcsaKeys.new')}
        </Button>
      }
      list={list}
      empty={t('dcsaKeys.empty')}
      testId="dcsa-keys"
      columns={[
        { key: 'name', dataIndex: 'name', title: t('dcsaKeys.name') },
        {
          key: 'customer',
          title: t('dcsaKeys.customer'),
          render: (_, r) => (
            <span>
              {r.customer.name}
              {r.customer.contact ? (
                <>
                  <br />
                  <span className={styles.pageSub}>{r.customer.contact}</span>
                </>
              ) : null}
            </span>
          ),
        },
        { key: 'prefix', title: t('dcsaKeys.prefix'), render: (_, r) => <code>{r.prefix}…</code> },
        { key: 'createdAt', title: t('dcsaKeys.created'), render: (_, r) => when(r.createdAt) },
        { key: 'lastUsedAt', title: t('dcsaKeys.lastUsed'), render: (_, r) => (r.lastUsedAt ? when(r.lastUsedAt) : t('dcsaKeys.neverUsed')) },
        {
          key: 'status',
          title: t('dcsaKeys.status'),
          render: (_, r) => (r.revokedAt ? <Tag>{t('dcsaKeys.revokedAt', { when: when(r.revokedAt) })}</Tag> : <Tag color="success">{t('dcsaKeys.active')}</Tag>),
        },
      ]}
      actions={[{ key: 'revoke', label: t('dcsaKeys.revoke'), danger: true, confirm: t('dcsaKeys.confirmRevoke'), hidden: (r) => r.revokedAt !== null, onClick: (r) => void revoke.run(r.id, () => revokeDcsaKey(r.id), t('dcsaKeys.revoked')) }]}
      footer={
        <div className={styles.note}>
          <p>{t('dcsaKeys.howTo')}</p>
          <ul>
            {PATHS.map((p) => (
              <li key={p}>
                <code>GET {p}</code>
              </li>
            ))}
          </ul>
          <p className={styles.pageSub}>{t('dcsaKeys.limits')}</p>
        </div>
      }
    >
      <EditorDrawer editor={editor} titles={{ create: t('dcsaKeys.new'), edit: t('dcsaKeys.new') }} testId="dcsa-key">
        <Row gutter={16}>
          <FieldCol name="name" label={t('dcsaKeys.name')} schema={dcsaKeyInput.shape.name} extra={t('dcsaKeys.nameHelp')} />
          <FieldCol name="userId" label={t('dcsaKeys.customer')} extra={t('dcsaKeys.customerHelp')}>
            <CustomerSelect placeholder={t('dcsaKeys.customerPlaceholder')} />
          </FieldCol>
        </Row>
      </EditorDrawer>
      <Modal modalRender={loopFocus} open={issued !== null} title={t('dcsaKeys.issuedTitle')} onCancel={() => setIssued(null)} onOk={() => setIssued(null)} okText={t('dcsaKeys.copiedIt')} cancelButtonProps={{ style: { display: 'none' } }}>
        <Alert type="warning" showIcon title={t('dcsaKeys.onlyOnce')} />
        <Typography.Paragraph copyable={{ text: issued?.key }} className={styles.pre} data-testid="dcsa-key-value">
          <code>{issued?.key}</code>
        </Typography.Paragraph>
        <Typography.Paragraph className={styles.pageSub}>{t('dcsaKeys.header')}</Typography.Paragraph>
      </Modal>
    </ConsoleListScreen>
  );
}

/** A customer of the company, searched by name, company, mobile or email (its id from the form item, so the label names it). */
function CustomerSelect({ id, value, onChange, placeholder }: { id?: string; value?: number; onChange?: (v: number) => void; placeholder: string }) {
  const [search, setSearch] = useState('');
  const found = useQuery(customersQueryOptions({ q: search || undefined, page: 1, pageSize: 20 }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      loading={found.isFetching}
      data-testid="dcsa-key-customer"
      options={(found.data?.rows ?? []).map((c) => ({ value: c.id, label: [c.companyNameCn, c.name, c.email || c.mobile].filter(Boolean).join(' · ') }))}
    />
  );
}
