'use client';

import { Button, InputNumber, Row, Select, Switch, Tag } from 'antd';
import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { salesContactsQuery, saveSalesContact } from '@/lib/api/customers';
import { BUSINESS_IDS, salesContactInput, type SalesContactForm, type SalesContactRow } from '@/lib/contracts/customers';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { EditorDrawer, FieldCol, useDrawerEditor } from './DrawerEditor';
import styles from './console.module.css';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

const shape = salesContactInput.shape;

/** Sales contacts per business (FCL, LCL, air) and the one default customer-service contact. */
export function SalesContactsScreen() {
  const t = useTranslations('Console');
  const list = useConsoleList({ filter: {}, query: () => salesContactsQuery() });
  const editor = useDrawerEditor<SalesContactRow, SalesContactForm>({ save: saveSalesContact, queryKey: keyOf(staffApi.salesContacts), initial: (row) => (row === 'new' ? { businessId: 2, isDefault: false, sort: 0 } : { ...row, businessId: row.businessId as 1 | 2 | 3 }) });
  const { open } = editor;
  const business = (id: number) => t(`sales.business.${id === 1 || id === 2 || id === 3 ? id : 1}`);
  const field = (name: keyof SalesContactForm, label: string) => <FieldCol key={name} name={name} label={label} schema={shape[name]} />;

  return (
    <ConsoleListScreen
      title={t('menu.salesContacts')}
      sub={t('sales.sub')}
      screenTestId="console-sales"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('sales.new')}
        </Button>
      }
      list={list}
      empty={t('sales.empty')}
      columns={[
        {
          key: 'name',
          title: t('sales.name'),
          render: (_, r) => (
            <span>
              {r.nameCn} {r.nameEn ? <span className={styles.pageSub}>{r.nameEn}</span> : null}
              {r.isDefault ? (
                <Tag color="gold" icon={<StarFilled />} className={styles.role}>
                  {t('sales.default')}
                </Tag>
              ) : null}
            </span>
          ),
        },
        { key: 'business', title: t('sales.businessLabel'), render: (_, r) => <Tag>{business(r.businessId)}</Tag> },
        { key: 'ports', title: t('sales.ports'), render: (_, r) => r.businessPortName || r.businessAirPortName || '—' },
        { key: 'contact', title: t('sales.contact'), render: (_, r) => [r.mobile, r.email].filter(Boolean).join(' · ') || '—' },
        { key: 'code', dataIndex: 'salesCode', title: t('sales.salesCode') },
        { key: 'customers', dataIndex: 'customers', title: t('sales.customers'), width: 90 },
      ]}
      actions={[{ key: 'edit', label: t('edit'), onClick: open }]}
    >
      <EditorDrawer editor={editor} titles={{ create: t('sales.new'), edit: t('sales.edit') }}>
        <Row gutter={16}>
          {field('nameCn', t('sales.nameCn'))}
          {field('nameEn', t('sales.nameEn'))}
          <FieldCol name="businessId" label={t('sales.businessLabel')}>
            <Select options={BUSINESS_IDS.map((b) => ({ value: b, label: business(b) }))} />
          </FieldCol>
          {field('salesCode', t('sales.salesCode'))}
          {field('businessPortName', t('sales.portNames'))}
          {field('businessAirPortName', t('sales.airportNames'))}
          {field('mobile', t('sales.mobile'))}
          {field('email', t('sales.email'))}
          {field('qq', 'QQ')}
          <FieldCol name="sort" label={t('content.sort')} schema={shape.sort} narrow>
            <InputNumber min={0} max={999} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol name="isDefault" label={t('sales.default')} extra={t('sales.defaultHelp')} narrow checked>
            <Switch />
          </FieldCol>
        </Row>
      </EditorDrawer>
    </ConsoleListScreen>
  );
}
