'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Col, DatePicker, Drawer, Form, Input, InputNumber, Row, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { rateHistoryQueryOptions, saveStaffRate } from '@/lib/api/rateAdmin';
import type { RateHistoryRow, StaffRateRow } from '@/lib/contracts/rateAdmin';
import { saveRateInput } from '@/lib/contracts/rates';
import { errorText, showFieldErrors } from '@/components/account/callError';
import { useZodRule } from './useZodRule';
import { useWhen } from './useWhen';
import { SPACE_STATUS_CODES, spaceStatusLabel } from '@/lib/rates/spaceStatus';
import styles from './console.module.css';
import { DATE_FORMAT } from '@/lib/dates';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

const shape = saveRateInput.shape;
const CURRENCIES = ['USD', 'CNY', 'EUR'];
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

type FormValues = {
  perCbm: number;
  perTon: number;
  minCharge: number;
  currency: string;
  validity: [Dayjs, Dayjs];
  transitDays: number;
  cutoffWeekday: number;
  sailingWeekdays: number[];
  spaceStatus: number;
  remark: string;
  remarkEn: string;
};

/** One rate's prices (mount with key={rate.id}), validity, schedule and space status; below, every recorded price change. */
export function RateEditor({ rate, onClose }: { rate: StaffRateRow | null; onClose: () => void }) {
  const t = useTranslations('Console');
  const tSpace = useTranslations('SpaceStatus');
  const rule = useZodRule();
  const when = useWhen();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the screen mounts the editor anew per rate (key), so the form starts from that rate
  const initial: Partial<FormValues> | undefined = rate
    ? {
        perCbm: rate.prices.perCbm,
        perTon: rate.prices.perTon,
        minCharge: rate.prices.minCharge,
        currency: rate.currency,
        validity: [dayjs(rate.validFrom), dayjs(rate.validTo)],
        transitDays: rate.transitDays,
        cutoffWeekday: rate.cutoffWeekday,
        sailingWeekdays: rate.sailingWeekdays,
        spaceStatus: rate.spaceStatus,
        remark: rate.remark,
        remarkEn: rate.remarkEn === rate.remark ? '' : rate.remarkEn,
      }
    : undefined;
  const history = useQuery({ ...rateHistoryQueryOptions(rate?.id ?? 0), enabled: rate !== null });


  async function submit(v: FormValues) {
    if (!rate) return;
    setSaving(true);
    setError(null);
    try {
      const res = await saveStaffRate({
        id: rate.id,
        kind: 'lcl',
        portStartId: rate.pol.id,
        portEndId: rate.pod.id,
        carrierId: rate.carrier?.id ?? null,
        coLoader: rate.coLoader,
        route: rate.route,
        routeEn: rate.routeEn === rate.route ? '' : rate.routeEn,
        routeCode: rate.routeCode,
        transit: rate.transit,
        viaPortId: rate.via?.id ?? null,
        transitDays: v.transitDays,
        validFrom: v.validity[0].format('YYYY-MM-DD'),
        validTo: v.validity[1].format('YYYY-MM-DD'),
        currency: v.currency,
        prices: { perCbm: v.perCbm, perTon: v.perTon, minCharge: v.minCharge },
        surcharges: rate.surcharges,
        billFee: rate.billFee,
        billFeeCurrency: rate.billFeeCurrency,
        cutoffWeekday: v.cutoffWeekday,
        sailingWeekdays: v.sailingWeekdays,
        spaceStatus: v.spaceStatus,
        remark: v.remark ?? '',
        remarkEn: v.remarkEn ?? '',
      });
      void message.success(res.data?.priceChanged ? t('rates.savedRepriced') : t('saved'));
      await Promise.all([staffApi.rates, staffApi.ratesHistory].map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })));
      onClose();
    } catch (e) {
      if (!showFieldErrors(form, e)) setError(errorText(e, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  const priceText = (p: Record<string, number> | null, currency: string) =>
    p ? `${currency} ${p.perCbm ?? '—'} / ${p.perTon ?? '—'} · ${t('rates.minShort', { amount: p.minCharge ?? '—' })}` : t('rates.historyNew');
  const price = (name: 'perCbm' | 'perTon' | 'minCharge') => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={t(`rates.${name}`)} rules={[{ required: true, message: t('rates.required') }]}>
        <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} data-testid={`rate-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Drawer
      open={rate !== null}
      onClose={onClose}
      size="large"
      title={rate ? `${t('rates.edit')} · ${rate.pol.code} → ${rate.pod.code}${rate.carrier ? ` · ${rate.carrier.shortName}` : ''}` : ''}
      extra={
        <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="rate-save">
          {t('save')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onFinishFailed={() => setError(t('company.fixErrors'))} data-testid="rate-form">
        <Row gutter={16}>
          {price('perCbm')}
          {price('perTon')}
          {price('minCharge')}
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="currency" label={t('rates.currency')}>
              <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="validity" label={t('rates.validity')} rules={[{ required: true, message: t('rates.required') }]}>
              <DatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="spaceStatus" label={t('rates.spaceStatus')}>
              <Select options={SPACE_STATUS_CODES.map((s) => ({ value: s, label: tSpace(spaceStatusLabel(s).key) }))} data-testid="rate-space" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="transitDays" label={t('rates.transitDays')} rules={[rule(shape.transitDays)]}>
              <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="cutoffWeekday" label={t('rates.cutoff')}>
              <Select options={WEEK.map((d) => ({ value: d, label: t(`rates.weekdays.${d}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="sailingWeekdays" label={t('rates.sailing')} rules={[{ required: true, type: 'array', min: 1, message: t('rates.sailingRequired') }]}>
          <Checkbox.Group options={WEEK.map((d) => ({ value: d, label: t(`rates.weekdays.${d}`) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('rates.remark')} rules={[rule(shape.remark)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="remarkEn" label={t('rates.remarkEn')} rules={[rule(shape.remarkEn)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
      <h3 className={styles.sectionTitle}>{t('rates.history')}</h3>
      <p className={styles.pageSub}>{t('rates.historySub')}</p>
      <Table<RateHistoryRow>
        size="small"
        rowKey={(r) => `${r.at}-${r.by}`}
        loading={history.isFetching}
        dataSource={history.data?.rows ?? []}
        pagination={false}
        data-testid="rate-history"
        locale={{ emptyText: history.isError ? errorText(history.error, t('loadFailed')) : t('rates.historyEmpty') }}
        columns={[
          { key: 'at', title: t('rates.historyAt'), render: (_, r) => when(r.at) },
          { key: 'by', title: t('rates.historyBy'), render: (_, r) => r.by || '—' },
          { key: 'old', title: t('rates.historyOld'), render: (_, r) => priceText(r.oldPrices, r.currency) },
          { key: 'new', title: t('rates.historyNewPrice'), render: (_, r) => priceText(r.newPrices, r.currency) },
        ]}
      />
    </Drawer>
  );
}
