'use client';

import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Select, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { setOrderStage, staffOrderDetailQuery, staffOrdersQueryOptions } from '@/lib/api/operations';
import { ORDER_STAGES, STAGE_COUNT, orderStageInput } from '@/lib/contracts/orders';
import { errorText } from '@/components/account/callError';
import { OrderHistoryTable } from '@/components/orders/OrderHistoryTable';
import { OrderStepper } from '@/components/orders/OrderStepper';
import { useOrderLabels } from '@/components/orders/useOrderLabels';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { useFormSave } from './useFormSave';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

const PAGE_SIZE = 20;
/** Stage from which an order needs its bill no (B/L Confirm). */
const BILL_NO_FROM = ORDER_STAGES.indexOf('blConfirm') + 1;
const STAGE_COLOR = ['default', 'blue', 'cyan', 'geekblue', 'purple', 'gold', 'orange', 'green'];

type Filter = { keyword: string; customer: string; stage: number; from?: string; to?: string };
type StageForm = { stage: number; billNo?: string; note?: string };

/** Orders: search the company's bookings, open one, and move it through the 8 stages with a note. */
export function OrdersScreen() {
  const t = useTranslations('Console');
  const labels = useOrderLabels();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useConsoleList({ filter: { keyword: '', customer: '', stage: 0 } as Filter, pageSize: PAGE_SIZE, query: (f, paging) => staffOrdersQueryOptions({ ...f, ...paging }) });
  const counts = list.q.data?.counts ?? {};

  return (
    <ConsoleListScreen
      title={t('menu.orders')}
      sub={t('ops.orders.sub')}
      screenTestId="console-orders"
      list={list}
      testId="orders-table"
      empty={t('ops.orders.empty')}
      filters={[
        { type: 'search', key: 'keyword', placeholder: t('ops.orders.keyword'), maxLength: 40, width: 240 },
        { type: 'search', key: 'customer', placeholder: t('ops.orders.customer'), maxLength: 100, width: 200 },
        {
          type: 'select',
          key: 'stage',
          label: t('ops.orders.stage'),
          width: 200,
          testId: 'orders-stage',
          options: [
            { value: 0, label: `${t('ops.orders.allStages')} (${counts['0'] ?? 0})` },
            ...ORDER_STAGES.map((k, i) => ({ value: i + 1, label: `${labels.stages[k]} (${counts[String(i + 1)] ?? 0})` })),
          ],
        },
        { type: 'dateRange', from: 'from', to: 'to', allowEmpty: true, placeholder: [t('ops.orders.from'), t('ops.orders.to')] },
      ]}
      rowTestId={(r) => `order-row-${r.order_no}`}
      columns={[
        { key: 'no', title: t('ops.orders.orderNo'), render: (_, r) => (<span>{r.order_no}<br /><span className={styles.pageSub}>{r.bill_no || '—'}</span></span>) },
        { key: 'customer', dataIndex: 'customer', title: t('ops.orders.customerCol'), width: 200, ellipsis: true },
        {
          key: 'lane',
          title: t('ops.orders.lane'),
          render: (_, r) => (
            <span>
              {`${r.port_start} → ${r.port_end}`}
              <br />
              <span className={styles.pageSub}>{`${r.shipping} · ETD ${r.etd}`}</span>
            </span>
          ),
        },
        { key: 'ctn', dataIndex: 'ctnType', title: t('ops.orders.containers') },
        { key: 'created', dataIndex: 'create_time', title: t('ops.orders.created') },
        { key: 'stage', title: t('ops.orders.stage'), render: (_, r) => <Tag color={STAGE_COLOR[r.stage - 1]}>{labels.stages[ORDER_STAGES[r.stage - 1] ?? 'order']}</Tag> },
      ]}
      actions={[{ key: 'open', label: t('ops.orders.open'), onClick: (r) => setOpenId(r.id), testId: (r) => `order-open-${r.order_no}` }]}
    >
      <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </ConsoleListScreen>
  );
}

function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('Console');
  const labels = useOrderLabels();
  const rule = useZodRule();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StageForm>();
  const { saving, error, run } = useFormSave(form);
  const q = useQuery({ ...staffOrderDetailQuery(id ?? 0), enabled: id !== null });
  const order = q.data?.data;
  const stage = Form.useWatch('stage', form);
  const needsBillNo = (stage ?? 0) >= BILL_NO_FROM && !order?.billNo;

  async function submit(values: StageForm) {
    if (!order) return;
    await run(async () => {
      await setOrderStage({ id: order.id, stage: values.stage, billNo: values.billNo || undefined, note: values.note || undefined });
      void message.success(t('ops.orders.moved', { stage: labels.stages[ORDER_STAGES[values.stage - 1]!]! }));
      form.resetFields(['note', 'billNo']);
      await Promise.all([staffApi.orders, staffApi.ordersDetail].map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })));
      form.setFieldValue('stage', Math.min(STAGE_COUNT, values.stage + 1));
    });
  }

  // a freshly opened order proposes its next stage with an empty note (not on every refetch)
  const shownFor = useRef<number | null>(null);
  useEffect(() => {
    if (!order || shownFor.current === order.id) return;
    shownFor.current = order.id;
    form.resetFields();
    form.setFieldsValue({ stage: Math.min(STAGE_COUNT, order.stage + 1) });
  }, [order, form]);

  const d = order?.detail;
  return (
    <Drawer
      open={id !== null}
      onClose={() => {
        shownFor.current = null;
        onClose();
      }}
      size="large"
      title={order ? `${t('ops.orders.order')} ${order.orderNo}` : t('ops.orders.order')}
    >
      <div data-testid="order-drawer">
      {q.isError ? <Alert type="error" showIcon title={errorText(q.error, t('loadFailed'))} /> : null}
      {order && d ? (
        <div key={order.id}>
          <section className={styles.section}>
            <OrderStepper stage={order.stage} history={order.history} labels={labels.stages} currentLabel={labels.stages[ORDER_STAGES[order.stage - 1]!]!} />
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('ops.orders.move')}</h2>
            <Form<StageForm>
              form={form}
              layout="vertical"
              onFinish={submit}
              initialValues={{ stage: Math.min(STAGE_COUNT, order.stage + 1) }}
              data-testid="stage-form"
            >
              <Form.Item name="stage" label={t('ops.orders.toStage')} rules={[{ required: true, message: t('ops.orders.pickStage') }]}>
                <Select<number>
                  data-testid="stage-select"
                  options={ORDER_STAGES.map((k, i) => ({ value: i + 1, label: `${i + 1}. ${labels.stages[k]}` }))}
                />
              </Form.Item>
              {needsBillNo || (stage ?? 0) >= BILL_NO_FROM ? (
                <Form.Item
                  name="billNo"
                  label={t('ops.orders.billNo')}
                  extra={order.billNo ? t('ops.orders.billNoKept', { billNo: order.billNo }) : undefined}
                  rules={[...(needsBillNo ? [{ required: true, message: t('ops.orders.billNoNeeded') }] : []), rule(orderStageInput.shape.billNo)]}
                >
                  <Input maxLength={30} data-testid="stage-billno" />
                </Form.Item>
              ) : null}
              <Form.Item name="note" label={t('ops.orders.note')} extra={t('ops.orders.noteMailed')} rules={[rule(orderStageInput.shape.note)]}>
                <Input.TextArea rows={2} maxLength={200} showCount data-testid="stage-note" />
              </Form.Item>
              {error ? <Alert type="error" showIcon title={error} className={styles.formError} /> : null}
              <Button type="primary" htmlType="submit" loading={saving} data-testid="stage-submit">
                {t('ops.orders.moveButton')}
              </Button>
            </Form>
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('ops.orders.details')}</h2>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
              <Descriptions.Item label={t('ops.orders.customerCol')}>{d.customerName || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.account')}>{order.account || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.contact')}>{[d.contactName, d.contactPhone, d.contactEmail].filter(Boolean).join(' · ') || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.billNo')}>{order.billNo || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.lane')}>{`${d.polName} (${d.polCode}) → ${d.podName} (${d.podCode})`}</Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.carrier')}>{[d.carrierName, d.vessel, d.voyage].filter(Boolean).join(' / ')}</Descriptions.Item>
              <Descriptions.Item label="ETD">{order.etd}</Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.containers')}>
                {d.freightLines.map((l) => `${l.quantity}×${l.containerType} @ ${l.unitPrice}`).join(', ')} ({d.currency} {d.total})
              </Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.cargo')}>
                {[d.goodsDescription, `${d.packages} ${d.packageUnit}`, `${d.grossWeightKg} KG`, `${d.volumeCbm} CBM`].filter(Boolean).join(' · ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('ops.orders.created')}>{order.createTime}</Descriptions.Item>
            </Descriptions>
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('ops.orders.history')}</h2>
            <OrderHistoryTable history={order.history} labels={labels.history} />
          </section>
        </div>
      ) : null}
      </div>
    </Drawer>
  );
}
