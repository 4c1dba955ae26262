'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, Switch, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { reviewReservation, saveSpotOffer, staffAttorneyUrl, staffOffersQuery, staffReservationsQuery } from '@/lib/api/operations';
import { CONTAINER_TYPES } from '@/lib/contracts/booking';
import { spotOfferInput, type SpotOfferInput, type SpotReservation, type SpotStatus, type StaffSpotOffer } from '@/lib/contracts/spot';
import { ConsoleList, useConsoleList } from './ConsoleList';
import { ConsolePage } from './ConsolePage';
import { EditorDrawer, useDrawerEditor } from './DrawerEditor';
import { useFormSave } from './useFormSave';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';
import { DATE_FORMAT } from '@/lib/dates';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';
import { loopFocus } from '@/components/common/FocusLoop';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<SpotStatus, string> = { unpaid: 'default', cancelled: 'default', inHand: 'processing', completed: 'success', refused: 'error', returned: 'warning' };
type Action = 'complete' | 'refuse' | 'return';

/** Space: the reservation audit queue (complete, refuse, return) and the spot offers themselves. */
export function SpaceScreen() {
  const t = useTranslations('Console');
  return (
    <ConsolePage title={t('menu.space')} sub={t('ops.space.sub')} testId="console-space">
      <div className={styles.panel}>
        <Tabs
          items={[
            { key: 'queue', label: t('ops.space.queue'), children: <ReservationQueue /> },
            { key: 'offers', label: t('ops.space.offers'), children: <Offers /> },
          ]}
        />
      </div>
    </ConsolePage>
  );
}

function ReservationQueue() {
  const t = useTranslations('Console');
  const ts = useTranslations('Spot');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<{ row: SpotReservation; action: Action } | null>(null);
  const [form] = Form.useForm<{ reason: string; billNo: string }>();
  const { saving, error, setError, run } = useFormSave(form);
  const list = useConsoleList({ filter: { status: 'inHand' as SpotStatus | 'all' }, pageSize: PAGE_SIZE, query: (f, paging) => staffReservationsQuery({ ...f, ...paging }) });

  function open(row: SpotReservation, action: Action) {
    form.resetFields();
    setError(null);
    setActing({ row, action });
  }

  async function submit(values: { reason?: string; billNo?: string }) {
    if (!acting) return;
    await run(async () => {
      await reviewReservation({ id: acting.row.id, action: acting.action, reason: values.reason ?? '', billNo: values.billNo ?? '' });
      void message.success(t(`ops.space.done.${acting.action}`));
      setActing(null);
      await Promise.all([staffApi.spotReservations, staffApi.spotOffers].map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })));
    });
  }

  return (
    <>
      <ConsoleList
        list={list}
        testId="queue-table"
        empty={t('ops.space.queueEmpty')}
        filters={[
          {
            type: 'segmented',
            key: 'status',
            options: [...(['inHand', 'completed', 'refused', 'returned', 'unpaid', 'cancelled'] as const).map((s) => ({ value: s, label: ts(`statuses.${s}`) })), { value: 'all' as const, label: ts('all') }],
            testId: 'queue-status',
          },
        ]}
        columns={[
          { key: 'code', title: ts('orderCode'), render: (_, r) => (<span>{r.orderCode}<br /><span className={styles.pageSub}>{r.reserveTime}</span>{r.billNo ? <><br /><span className={styles.pageSub}>{r.billNo}</span></> : null}</span>) },
          { key: 'sailing', title: ts('lane'), render: (_, r) => (<span>{r.lane}<br /><span className={styles.pageSub}>{`${r.carrierName} · ${r.etd} · ${r.containerType}`}</span></span>) },
          { key: 'contact', title: t('ops.space.contact'), render: (_, r) => (<span>{r.contactName} · {r.contactPhone}<br /><span className={styles.pageSub}>{r.contactCompany}</span></span>) },
          { key: 'qty', dataIndex: 'quantity', title: ts('quantity') },
          { key: 'fees', title: <span>{ts('prepaidFee')}<br />{ts('deadSpaceFee')}</span>, render: (_, r) => (<span>¥{r.prepaidFee}<br /><span className={styles.pageSub}>¥{r.deadSpaceFee}</span></span>) },
          {
            key: 'status',
            title: ts('status'),
            render: (_, r) => (
              <span>
                <Tag color={STATUS_COLOR[r.status]}>{ts(`statuses.${r.status}`)}</Tag>
                {r.auditTime ? <><br /><span className={styles.pageSub}>{r.auditTime}</span></> : null}
                {r.reason ? <><br /><span className={styles.pageSub}>{r.reason}</span></> : null}
              </span>
            ),
          },
          {
            key: 'actions',
            title: t('actions'),
            render: (_, r) => (
              <Space orientation="vertical" size={4}>
                {r.attorneyFileName ? (
                  <a href={staffAttorneyUrl(r.id)} download title={r.attorneyFileName} data-testid={`attorney-${r.id}`}>
                    {ts('attorneyFile')}
                  </a>
                ) : null}
                {r.status === 'inHand' ? (
                  <Space size={4}>
                    <Button size="small" type="primary" onClick={() => open(r, 'complete')} data-testid={`complete-${r.id}`}>{t('ops.space.action.complete')}</Button>
                    <Button size="small" onClick={() => open(r, 'return')} data-testid={`return-${r.id}`}>{t('ops.space.action.return')}</Button>
                    <Button size="small" danger onClick={() => open(r, 'refuse')} data-testid={`refuse-${r.id}`}>{t('ops.space.action.refuse')}</Button>
                  </Space>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal modalRender={loopFocus}
        open={acting !== null}
        title={acting ? `${t(`ops.space.action.${acting.action}`)} · ${acting.row.orderCode}` : ''}
        onCancel={() => setActing(null)}
        onOk={() => form.submit()}
        okText={acting ? t(`ops.space.action.${acting.action}`) : ''}
        cancelText={t('cancel')}
        okButtonProps={{ loading: saving, danger: acting?.action === 'refuse', id: 'review-ok' }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid="review-form">
          {acting?.action === 'refuse' ? <Alert type="info" showIcon title={t('ops.space.refundNote')} className={styles.formError} /> : null}
          {acting?.action === 'complete' ? (
            <Form.Item name="billNo" label={ts('billNo')} rules={[{ max: 30 }]}>
              <Input maxLength={30} data-testid="review-billno" />
            </Form.Item>
          ) : null}
          <Form.Item
            name="reason"
            label={acting?.action === 'complete' ? t('ops.space.remark') : ts('reason')}
            rules={acting?.action === 'complete' ? [] : [{ required: true, whitespace: true, message: t('ops.space.reasonNeeded') }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="review-reason" />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} /> : null}
        </Form>
      </Modal>
    </>
  );
}

type OfferForm = Omit<SpotOfferInput, 'etd'> & { etd?: Dayjs | null };

function Offers() {
  const t = useTranslations('Console');
  const ts = useTranslations('Spot');
  const rule = useZodRule();
  const list = useConsoleList({ filter: { scope: 'open' as 'open' | 'all' }, pageSize: PAGE_SIZE, query: (f, paging) => staffOffersQuery({ ...f, ...paging }) });
  const editor = useDrawerEditor<StaffSpotOffer, OfferForm>({
    save: ({ etd, ...values }) => saveSpotOffer({ ...values, etd: etd ? etd.format('YYYY-MM-DD') : '' }),
    queryKey: keyOf(staffApi.spotOffers),
    initial: (row) =>
      row === 'new'
        ? { published: true, containerType: '40HQ' }
        : {
            carrierCode: row.carrierCode,
            polCode: row.polCode,
            podCode: row.podCode,
            etd: dayjs(row.etd),
            vessel: row.vessel,
            voyage: row.voyage,
            containerType: row.containerType as OfferForm['containerType'],
            totalQuantity: String(row.totalQuantity),
            price: row.price,
            prepaidFee: row.prepaidFee,
            deadSpaceFee: row.deadSpaceFee,
            published: row.published,
          },
  });
  const { editing, open } = editor;
  const shape = spotOfferInput.shape;

  const held = editing && editing !== 'new' ? editing.held : 0;
  const text = (name: 'carrierCode' | 'polCode' | 'podCode' | 'vessel' | 'voyage' | 'price' | 'prepaidFee' | 'deadSpaceFee' | 'totalQuantity', label: string, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} rules={[rule(shape[name])]}>
      <Input data-testid={`offer-${name}`} />
    </Form.Item>
  );

  return (
    <>
      <ConsoleList
        list={list}
        testId="offers-table"
        empty={t('ops.space.offersEmpty')}
        filters={[
          {
            type: 'segmented',
            key: 'scope',
            options: [
              { value: 'open', label: t('ops.space.scopeOpen') },
              { value: 'all', label: t('ops.space.scopeAll') },
            ],
          },
        ]}
        toolbar={
          <Button type="primary" onClick={() => open('new')} data-testid="offer-new">
            {t('ops.space.newOffer')}
          </Button>
        }
        columns={[
          { key: 'lane', title: ts('lane'), render: (_, r) => (<span>{`${r.polName} → ${r.podName}`}<br /><span className={styles.pageSub}>{`${r.carrierName} · ${r.containerType}`}</span></span>) },
          { key: 'etd', title: 'ETD', render: (_, r) => (<span>{r.etd}<br /><span className={styles.pageSub}>{[r.vessel, r.voyage].filter(Boolean).join(' / ') || '—'}</span></span>) },
          { key: 'qty', title: t('ops.space.quantities'), render: (_, r) => `${r.totalQuantity} / ${r.held} / ${r.remaining}` },
          { key: 'price', title: ts('price'), render: (_, r) => `$${r.price}` },
          { key: 'fees', title: <span>{ts('prepaidFee')}<br />{ts('deadSpaceFee')}</span>, render: (_, r) => (<span>¥{r.prepaidFee}<br /><span className={styles.pageSub}>¥{r.deadSpaceFee}</span></span>) },
          { key: 'published', title: t('ops.space.published'), render: (_, r) => <Tag color={r.published ? 'success' : 'default'}>{r.published ? t('ops.space.shown') : t('ops.space.hidden')}</Tag> },
        ]}
        actions={[{ key: 'edit', label: t('edit'), onClick: open, testId: (r) => `offer-edit-${r.id}` }]}
      />
      <EditorDrawer editor={editor} titles={{ create: t('ops.space.newOffer'), edit: t('ops.space.editOffer') }} testId="offer">
        <Row gutter={16}>
          <Col xs={24} md={8}>{text('carrierCode', ts('carrier'), t('ops.space.carrierHint'))}</Col>
          <Col xs={12} md={8}>{text('polCode', t('ops.space.pol'), t('ops.space.portHint'))}</Col>
          <Col xs={12} md={8}>{text('podCode', t('ops.space.pod'), t('ops.space.portHint'))}</Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="etd" label="ETD" rules={[{ required: true, message: t('ops.space.etdNeeded') }]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} data-testid="offer-etd" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>{text('vessel', t('ops.space.vessel'))}</Col>
          <Col xs={12} md={8}>{text('voyage', t('ops.space.voyage'))}</Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12} md={8}>
            <Form.Item name="containerType" label={ts('containerType')} rules={[rule(shape.containerType)]}>
              <Select options={CONTAINER_TYPES.map((c) => ({ value: c, label: c }))} data-testid="offer-containerType" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>{text('totalQuantity', t('ops.space.total'), held ? t('ops.space.heldHint', { held }) : undefined)}</Col>
          <Col xs={12} md={8}>
            <Form.Item name="published" label={t('ops.space.published')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>{text('price', `${ts('price')} (USD)`)}</Col>
          <Col xs={12} md={8}>{text('prepaidFee', `${ts('prepaidFee')} (CNY)`)}</Col>
          <Col xs={12} md={8}>{text('deadSpaceFee', `${ts('deadSpaceFee')} (CNY)`)}</Col>
        </Row>
      </EditorDrawer>
    </>
  );
}

