'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Col, DatePicker, Form, Input, Result, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { call, callLight } from '@/lib/api/client';
import { weborderApi } from '@/lib/endpoints/weborder';
import type { SentOf } from '@/lib/endpoints/endpoint';
import { webuserApi } from '@/lib/endpoints/webuser';
import { ApiCallError } from '@/lib/api/errors';
import { errorText } from '@/components/account/callError';
import {
  BILL_TYPES,
  BOOKING_MAX,
  CONTAINER_TYPES,
  FREIGHT_LINES_MAX,
  GOODS_TYPES,
  PACKAGE_UNITS,
  parseBookingQuery,
  PAY_TYPES,
  TRANSPORT_MODES,
  type BookingInput,
} from '@/lib/contracts/booking';
import type { SessionUserInfo } from '@/lib/contracts/session';
import { addDays, chinaDate } from '@/lib/businessTime';
import { DATE_FORMAT } from '@/lib/dates';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/screens/registry';
import { rules } from '@/lib/validation';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { PortSelect } from './PortSelect';
import { SailingSelect, type PickedSailing } from './SailingSelect';
import desktopStyles from './booking.module.css';
import mobileStyles from './mobileBooking.module.css';

export type CarrierOption = { code: string; name: string };

type Line = { containerType?: string; quantity?: string | number; unitPrice?: string | number };
type Values = Omit<BookingInput, 'freightLines' | 'packages' | 'grossWeightKg' | 'volumeCbm'> & {
  freightLines: Line[];
  packages?: string | number;
  grossWeightKg?: string | number;
  volumeCbm?: string | number;
};

const DRAFT_KEY = 'bookingDraft';
const SERVICES = ['trailer', 'inContainerLoading', 'customs', 'insurance'] as const;

function readDraft(): Partial<Values> | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<Values>) : null;
  } catch {
    return null;
  }
}

function writeDraft(values: Partial<Values> | null): void {
  try {
    if (values) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage blocked: the form still works, only without a draft
  }
}

/** The server's field errors (422) under their fields, freight lines included ('freightLines.0.quantity'). */
function fieldsOf(error: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!(error instanceof ApiCallError) || !error.fieldErrors) return [];
  return Object.entries(error.fieldErrors).map(([key, errors]) => ({ name: key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors }));
}

/** The ETD as the form keeps it (YYYY-MM-DD text, so drafts stay plain JSON) and as the date picker shows it. */
const etdProps = (v: unknown) => ({ value: typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? dayjs(v) : null });
const etdValue = (d: Dayjs | null) => (d ? d.format(DATE_FORMAT) : '');

/**
 * The booking form of spec §3 "Booking", every field group, on the desktop and the mobile booking
 * screens alike (the surface only picks the stylesheet and where a booked order is shown). Prefilled
 * from a rate row or a sailing (/booking?pol=&pod=&carrier=&etd=&vessel=&voyage=&ref=) and from the
 * user's account; every change is kept as a draft on this device until the booking is sent. The
 * server checks every field again and its messages appear under the fields; nothing typed is lost on
 * a refusal.
 */
export function BookingForm({ user, carriers }: { user: SessionUserInfo; carriers: CarrierOption[] }) {
  const surface = useSurface();
  const styles = surface === 'mobile' ? mobileStyles : desktopStyles;
  const router = useRouter();
  const t = useTranslations('Booking');
  const to = useTranslations('Orders');
  const tv = useTranslations('Validation');
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [done, setDone] = useState<{ id: number; orderNo: string } | null>(null);
  const ready = useRef(false);
  const sourceRef = Form.useWatch('sourceRef', form) as string | undefined;
  const polCode = Form.useWatch('polCode', form) as string | undefined;
  const podCode = Form.useWatch('podCode', form) as string | undefined;
  const carrierCode = Form.useWatch('carrierCode', form) as string | undefined;
  // the rate a link named: what the booking refers to again when a picked sailing is cleared
  const rateRef = useRef('');
  // sailings known to be past their cutoff: the sailing field refuses them
  const closedSailings = useRef(new Set<string>());
  const onSailingClosed = useCallback(
    (ref: string) => {
      closedSailings.current.add(ref);
      if (form.getFieldValue('sourceRef') === ref) void form.validateFields(['sourceRef']).catch(() => {});
    },
    [form],
  );
  const onPickSailing = (s: PickedSailing | null) => {
    if (!s) form.setFieldValue('sourceRef', rateRef.current);
    else form.setFieldsValue({ etd: s.etd, vessel: s.vessel, voyage: s.voyage, ...(carriers.some((c) => c.code === s.carrier) ? { carrierCode: s.carrier } : {}) });
    save();
  };

  const defaults = useMemo<Values>(
    () => ({
      contactName: user.userName,
      contactPhone: user.phone,
      contactEmail: user.email,
      customerName: '',
      polCode: '',
      podCode: '',
      transferCode: '',
      etd: '',
      carrierCode: '',
      vessel: '',
      voyage: '',
      routeCode: '',
      payType: 'prepaid',
      transportMode: 'CY-CY',
      billType: 'telex',
      goodsType: 'general',
      trailer: false,
      inContainerLoading: false,
      customs: false,
      insurance: false,
      shipper: '',
      consignee: '',
      notifyParty: '',
      secondNotifyParty: '',
      remark: '',
      marks: '',
      packages: '',
      packageUnit: 'CTNS',
      goodsDescription: '',
      grossWeightKg: '',
      volumeCbm: '',
      freightLines: [{ containerType: '40HQ', quantity: '1', unitPrice: '' }],
      sourceRef: '',
    }),
    [user],
  );

  // The draft, then what the link carries (a rate row or a sailing), over the account's defaults.
  useEffect(() => {
    const q = parseBookingQuery(Object.fromEntries(new URLSearchParams(window.location.search)));
    const draft = readDraft();
    const fromLink: Partial<Values> = {};
    if (q.pol) fromLink.polCode = q.pol;
    if (q.pod) fromLink.podCode = q.pod;
    if (q.carrier) fromLink.carrierCode = q.carrier;
    if (q.etd) fromLink.etd = q.etd;
    if (q.vessel) fromLink.vessel = q.vessel;
    if (q.voyage) fromLink.voyage = q.voyage;
    if (q.ref) fromLink.sourceRef = q.ref;
    if (q.ref.startsWith('rate:')) rateRef.current = q.ref;
    form.setFieldsValue({ ...defaults, ...(draft ?? {}), ...fromLink });
    ready.current = true;
    // the customer is the company of the user's profile
    const ctl = new AbortController();
    callLight(webuserApi.userInfo, {}, ctl.signal)
      .then((r) => {
        if (r.data?.companyName && !form.getFieldValue('customerName')) form.setFieldValue('customerName', r.data.companyName);
      })
      .catch(() => {});
    if (draft) queueMicrotask(() => setRestored(true));
    return () => ctl.abort();
  }, [form, defaults]);

  const save = () => {
    if (ready.current) writeDraft(form.getFieldsValue(true) as Values);
  };

  async function submit(values: Values) {
    setPending(true);
    setFailure(null);
    try {
      const body = { ...values, freightLines: values.freightLines.map((l) => ({ containerType: l.containerType, quantity: l.quantity, unitPrice: l.unitPrice })) };
      // the form's values, checked by the same rules; optional numbers the API refuses stay its 422
      const answer = await call(weborderApi.booking, body as SentOf<typeof weborderApi.booking>);
      writeDraft(null);
      const booked = { id: answer.data?.id ?? 0, orderNo: answer.data?.orderNo ?? '' };
      // on a phone the booking ends on the order's progress
      if (surface === 'mobile') router.replace(href('orderDetail', { id: booked.id, booked: '1' }, 'mobile'));
      else window.scrollTo({ top: 0 });
      setDone(booked);
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields.length) {
        form.setFields(fields as never);
        setFailure(t('fixErrors'));
        form.scrollToField(fields[0]!.name as never, { block: 'center' });
      } else {
        setFailure(errorText(error, t('failed')));
      }
    } finally {
      setPending(false);
    }
  }

  if (done && surface === 'mobile') return <div className={styles.skeleton} aria-busy data-testid="booking-done" />;
  if (done) {
    return (
      <Result
        status="success"
        title={t('successTitle')}
        subTitle={t('successText', { orderNo: done.orderNo })}
        data-testid="booking-done"
        extra={[
          <Link key="progress" href={href('orderDetail', { id: done.id })} className={styles.primaryLink} data-testid="booking-progress">
            {t('viewProgress')}
          </Link>,
          <Link key="orders" href={href('orders')} className={styles.ghostLink} data-testid="booking-my-orders">
            {t('viewOrders')}
          </Link>,
          <Link key="track" href={href('orderSearch', { no: done.orderNo })} className={styles.ghostLink}>
            {t('trackOrder')}
          </Link>,
        ]}
      />
    );
  }

  const opts = <K extends string>(keys: readonly K[], group: string) => keys.map((k) => ({ value: k, label: to(`${group}.${k}` as never) }));
  const text = (max: number) => [{ max, message: tv('tooLong', { max }) }];
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={save} initialValues={defaults} data-testid="booking-form" scrollToFirstError className={styles.form}>
      {restored ? <Alert type="info" showIcon title={t('draftRestored')} className={styles.alert} data-testid="booking-draft-restored" /> : null}
      {sourceRef ? (
        <p className={styles.source} data-testid="booking-source">
          {t('from', { source: sourceRef.startsWith('rate:') ? t('fromRate') : t('fromSailing') })} · {sourceRef}
        </p>
      ) : null}

      <fieldset className={styles.group}>
        <legend>{t('groups.identity')}</legend>
        <dl className={styles.facts}>
          <div>
            <dt>{to('orderNo')}</dt>
            <dd>{t('orderNoAuto')}</dd>
          </div>
          <div>
            <dt>{to('billNo')}</dt>
            <dd>{t('billNoLater')}</dd>
          </div>
        </dl>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="customerName" label={t('fields.customerName')} rules={[...rules.required(tv), ...text(BOOKING_MAX.customerName), ...rules.noEmoji(tv)]}>
              <Input maxLength={BOOKING_MAX.customerName} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactName" label={t('fields.contactName')} rules={[...rules.required(tv), ...text(BOOKING_MAX.contactName), ...rules.noEmoji(tv)]}>
              <Input maxLength={BOOKING_MAX.contactName} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactPhone" label={t('fields.contactPhone')} rules={[...rules.required(tv), ...text(BOOKING_MAX.phone)]}>
              <Input maxLength={BOOKING_MAX.phone} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactEmail" label={t('fields.contactEmail')} rules={rules.email(tv)}>
              <Input inputMode="email" />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('groups.route')}</legend>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="polCode" label={t('fields.polCode')} rules={rules.required(tv)}>
              <PortSelect type={1} placeholder={t('placeholders.port')} testId="booking-pol" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="podCode" label={t('fields.podCode')} rules={rules.required(tv)}>
              <PortSelect type={2} placeholder={t('placeholders.port')} testId="booking-pod" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="transferCode" label={t('fields.transferCode')}>
              <PortSelect type={2} placeholder={t('placeholders.port')} allowClear testId="booking-transfer" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="etd" label={t('fields.etd')} rules={rules.required(tv)} getValueProps={etdProps} normalize={etdValue}>
              <DatePicker
                format={DATE_FORMAT}
                placeholder={DATE_FORMAT}
                inputReadOnly={surface === 'mobile'}
                disabledDate={(d) => {
                  const day = d.format(DATE_FORMAT);
                  return day < chinaDate() || day > addDays(chinaDate(), 366);
                }}
                style={{ width: '100%' }}
                data-testid="booking-etd"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="carrierCode" label={t('fields.carrierCode')} rules={rules.required(tv)}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={carriers.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
                data-testid="booking-carrier"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="routeCode" label={t('fields.routeCode')} rules={text(BOOKING_MAX.routeCode)}>
              <Input maxLength={BOOKING_MAX.routeCode} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="sourceRef"
              label={t('fields.sailing')}
              extra={t('sailingHint')}
              rules={[{ validator: (_, v: string | undefined) => (v && closedSailings.current.has(v) ? Promise.reject(new Error(tv('sailingClosed'))) : Promise.resolve()) }]}
            >
              <SailingSelect pol={polCode} pod={podCode} carrier={carrierCode} onPick={onPickSailing} onClosed={onSailingClosed} testId="booking-sailing" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="vessel" label={t('fields.vessel')} rules={text(BOOKING_MAX.vessel)}>
              <Input maxLength={BOOKING_MAX.vessel} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="voyage" label={t('fields.voyage')} rules={text(BOOKING_MAX.voyage)}>
              <Input maxLength={BOOKING_MAX.voyage} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('groups.terms')}</legend>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="payType" label={t('fields.payType')} rules={rules.required(tv)}>
              <Select options={opts(PAY_TYPES, 'payTypes')} data-testid="booking-pay-type" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="transportMode" label={t('fields.transportMode')} rules={rules.required(tv)}>
              <Select options={opts(TRANSPORT_MODES, 'transportModes')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="billType" label={t('fields.billType')} rules={rules.required(tv)}>
              <Select options={opts(BILL_TYPES, 'billTypes')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="goodsType" label={t('fields.goodsType')} rules={rules.required(tv)}>
              <Select options={opts(GOODS_TYPES, 'goodsTypes')} />
            </Form.Item>
          </Col>
        </Row>
        <p className={styles.label}>{t('services')}</p>
        <Space wrap size="large">
          {SERVICES.map((k) => (
            <Form.Item key={k} name={k} valuePropName="checked" noStyle>
              <Checkbox data-testid={`booking-${k}`}>{t(`fields.${k}`)}</Checkbox>
            </Form.Item>
          ))}
        </Space>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('groups.parties')}</legend>
        <Row gutter={16}>
          {(['shipper', 'consignee', 'notifyParty', 'secondNotifyParty'] as const).map((k) => (
            <Col xs={24} md={12} key={k}>
              <Form.Item name={k} label={t(`fields.${k}`)} rules={[...(k === 'shipper' || k === 'consignee' ? rules.required(tv) : []), ...text(BOOKING_MAX.party), ...rules.noEmoji(tv)]}>
                <Input.TextArea rows={3} maxLength={BOOKING_MAX.party} placeholder={t('placeholders.party')} data-testid={`booking-${k}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('groups.cargo')}</legend>
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="goodsDescription" label={t('fields.goodsDescription')} rules={[...rules.required(tv), ...text(BOOKING_MAX.goodsDescription), ...rules.noEmoji(tv)]}>
              <Input.TextArea rows={2} maxLength={BOOKING_MAX.goodsDescription} placeholder={t('placeholders.goods')} data-testid="booking-goods" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="packages" label={t('fields.packages')} rules={rules.integer(tv, { required: true })}>
              <Input inputMode="numeric" data-testid="booking-packages" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="packageUnit" label={t('fields.packageUnit')}>
              <Select options={PACKAGE_UNITS.map((u) => ({ value: u, label: u }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="grossWeightKg" label={t('fields.grossWeightKg')} rules={rules.decimal3(tv)}>
              <Input inputMode="decimal" placeholder={t('placeholders.decimal3')} data-testid="booking-weight" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="volumeCbm" label={t('fields.volumeCbm')} rules={rules.decimal3(tv)}>
              <Input inputMode="decimal" placeholder={t('placeholders.decimal3')} data-testid="booking-volume" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="marks" label={t('fields.marks')} rules={[...text(BOOKING_MAX.marks), ...rules.noEmoji(tv)]}>
              <Input.TextArea rows={2} maxLength={BOOKING_MAX.marks} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="remark" label={t('fields.remark')} rules={[...text(BOOKING_MAX.remark), ...rules.noEmoji(tv)]}>
              <Input.TextArea rows={2} maxLength={BOOKING_MAX.remark} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('groups.freight')}</legend>
        <Form.List name="freightLines">
          {(lines, { add, remove }, { errors }) => (
            <div data-testid="booking-lines">
              {lines.map((line, i) => (
                <Row gutter={12} key={line.key} align="top" className={styles.line}>
                  <Col xs={24} md={8}>
                    <Form.Item name={[line.name, 'containerType']} label={i === 0 ? t('fields.containerType') : undefined} rules={rules.required(tv)}>
                      <Select options={CONTAINER_TYPES.map((c) => ({ value: c, label: c }))} aria-label={t('fields.containerType')} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={6}>
                    <Form.Item name={[line.name, 'quantity']} label={i === 0 ? t('fields.quantity') : undefined} rules={rules.integer(tv, { required: true })}>
                      <Input inputMode="numeric" aria-label={t('fields.quantity')} data-testid={`booking-line-qty-${i}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={7}>
                    <Form.Item name={[line.name, 'unitPrice']} label={i === 0 ? t('fields.unitPrice') : undefined} rules={rules.required(tv)}>
                      <Input inputMode="decimal" prefix="USD" aria-label={t('fields.unitPrice')} data-testid={`booking-line-price-${i}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={3} className={i === 0 ? styles.removeFirst : undefined}>
                    <Button icon={<DeleteOutlined />} aria-label={t('removeLine')} disabled={lines.length === 1} onClick={() => remove(line.name)} />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ containerType: '40HQ', quantity: '1', unitPrice: '' })} disabled={lines.length >= FREIGHT_LINES_MAX} data-testid="booking-add-line">
                {t('addLine')}
              </Button>
              <LineTotal label={t('total')} className={styles.total} />
            </div>
          )}
        </Form.List>
      </fieldset>

      {failure ? <Alert type="error" showIcon title={failure} className={styles.alert} data-testid="booking-failure" /> : null}
      <div className={styles.actions}>
        <span className={styles.draftNote}>{t('draftSaved')}</span>
        <Button
          onClick={() => {
            writeDraft(null);
            form.setFieldsValue(defaults);
            setRestored(false);
          }}
        >
          {t('reset')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={pending} data-testid="booking-submit">
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </Form>
  );
}

/** The freight total as typed (the server computes its own from the saved lines). */
function LineTotal({ label, className }: { label: string; className?: string }) {
  const lines = Form.useWatch<Line[] | undefined>('freightLines');
  const total = (lines ?? []).reduce((s, l) => {
    const q = Number(l?.quantity);
    const p = Number(l?.unitPrice);
    return Number.isFinite(q) && Number.isFinite(p) ? s + q * p : s;
  }, 0);
  return (
    <p className={className} data-testid="booking-total">
      {label}: USD {total.toFixed(2)}
    </p>
  );
}
