'use client';

import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Modal, Result, Row, Steps, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { ApiCallError } from '@/lib/api/errors';
import { errorText } from '@/components/account/callError';
import { call, callForm, callLight, keyOf } from '@/lib/api/client';
import { spotApi } from '@/lib/endpoints/spot';
import { ATTORNEY_ACCEPT, ATTORNEY_FIELD, ATTORNEY_MAX_BYTES, ATTORNEY_TYPES, spotReserveFields, type SpotReservation } from '@/lib/contracts/spot';
import { hasAmounts } from '@/lib/contracts/spotView';
import { uploadProblem } from '@/lib/files/uploadCheck';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';
import { useZodRule } from '@/components/forms/useZodRule';
import desktopStyles from './spot.module.css';
import mobileStyles from '@/components/mobile/spot/mobileSpot.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

type Values = { quantity: string; contactName: string; contactCompany: string; contactPhone: string; attorney: UploadFile[]; agree: boolean };

/** The reservation's fields the API checks (lib/contracts/spot.ts), checked here by the same rules. */
const FIELDS = spotReserveFields.shape;
const FORM_FIELDS: readonly string[] = ['quantity', 'contactName', 'contactCompany', 'contactPhone', 'attorney', 'agree'] satisfies (keyof Values)[];

const MAX_MB = ATTORNEY_MAX_BYTES / 1024 / 1024;

/** The QR code of a payment: what the provider encodes, made absolute for a phone to open. */
function PaymentQr({ url, className }: { url: string; className: string | undefined }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    const absolute = url.startsWith('/') ? `${window.location.origin}${url}` : url;
    let live = true;
    void QRCode.toString(absolute, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [url]);
  return <div className={className} data-testid="spot-qr" data-url={url} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** Seconds left of the payment window, ticking once a second from the server's figure. */
function useCountdown(deadline: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [deadline]);
  return deadline ? Math.max(0, Math.ceil((new Date(deadline).getTime() - now) / 1000)) : 0;
}

const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** The phone's own step indicator: a numbered dot per step, the steps done and the current one lit. */
function MobileSteps({ current, titles }: { current: number; titles: string[] }) {
  return (
    <ol className={mobileStyles.stepper} data-testid="spot-steps">
      {titles.map((title, i) => (
        <li key={title} className={`${mobileStyles.step} ${i < current ? mobileStyles.stepDone : i === current ? mobileStyles.stepCurrent : ''}`} aria-current={i === current ? 'step' : undefined}>
          {title}
        </li>
      ))}
    </ol>
  );
}

/**
 * Premium space reservation in steps (spec §2, §4 "Reservation flow"): fill the order (quantity,
 * contact, attorney file, the pay-reserve agreement), review and confirm — which takes the space
 * and opens the 3-minute QR payment window — then pay by scanning the code; the page follows the
 * reservation until it is in hand, or cancelled when the window ends (by the server).
 * On the mobile site (surface "mobile") the layout is its own, and as the phone cannot scan its own screen,
 * the sandbox wallet's payment is opened on the phone itself; a WeChat Pay code is shown as on a desktop.
 */
export function SpotReserve({ offerId, prefill = false }: { offerId: number; prefill?: boolean }) {
  const surface = useSurface();
  const t = useTranslations('Spot');
  const mobile = surface === 'mobile';
  const styles: Record<string, string | undefined> = mobile ? { ...desktopStyles, ...mobileStyles } : desktopStyles;
  const offersHref = href('spaceOffers', {}, surface);
  const cargoHref = href('spotCargo', {}, surface);
  const tv = useTranslations('Validation');
  const rule = useZodRule();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reservation, setReservation] = useState<SpotReservation | null>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);

  const offer = useQuery({
    queryKey: keyOf(spotApi.offer, offerId),
    queryFn: ({ signal }) => callLight(spotApi.offer, { id: offerId }, signal).then((a) => a.data!),
    retry: false,
  });

  // a mailed link starts the form with the user's contact; what the user has typed already stays
  const contact = useQuery({
    queryKey: keyOf(spotApi.prefill),
    queryFn: ({ signal }) => call(spotApi.prefill, {}, signal).then((a) => a.data!),
    enabled: prefill,
    retry: false,
    staleTime: Infinity,
  });
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (!contact.data || prefilled || offer.isPending) return;
    queueMicrotask(() => {
      setPrefilled(true);
      const now = form.getFieldsValue(['contactName', 'contactCompany', 'contactPhone']) as Partial<Values>;
      const fill = Object.fromEntries(Object.entries(contact.data).filter(([k, v]) => v && !now[k as keyof Values])) as Partial<Values>;
      if (Object.keys(fill).length) form.setFieldsValue(fill);
    });
  }, [contact.data, prefilled, offer.isPending, form]);

  // while the window is open, follow the reservation (paid on a phone, or cancelled by the server)
  const live = useQuery({
    queryKey: keyOf(spotApi.reservation, reservation?.id),
    queryFn: ({ signal }) => call(spotApi.reservation, { id: reservation!.id }, signal).then((a) => a.data!),
    enabled: !!reservation && step === 2,
    refetchInterval: 2000,
  });
  const current = live.data ?? reservation;
  const secondsLeft = useCountdown(current?.status === 'unpaid' ? current.payDeadline : undefined);
  const paid = current && current.status !== 'unpaid' && current.status !== 'cancelled';
  const cancelled = current?.status === 'cancelled' || (current?.status === 'unpaid' && reservation && secondsLeft === 0 && live.isFetched);

  if (offer.isPending) return <div className={styles.skeleton} aria-busy />;
  if (offer.isError) {
    return <Result status="warning" title={errorText(offer.error, t('loadFailed'))} extra={<Link href={offersHref}>{t('backToOffers')}</Link>} />;
  }
  const o = offer.data;
  // without full rate access the offer comes without its amounts: the rate list's mark and gate text instead
  const hidden = <span className={styles.hidden}>***</span>;
  // the contract bounds the quantity; the offer's remaining space (the server's, checked again on reserving) bounds it further
  const withinRemaining = {
    validator: async (_: unknown, v: unknown) => {
      const n = FIELDS.quantity.safeParse(v);
      if (n.success && n.data > o.remaining) throw new Error(tv('quantityMax', { max: o.remaining }));
    },
  };

  async function confirm() {
    if (!values) return;
    const file = values.attorney[0]?.originFileObj;
    if (!file) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await callForm(spotApi.reserve, { offerId, quantity: values.quantity, contactName: values.contactName, contactCompany: values.contactCompany, contactPhone: values.contactPhone, agree: values.agree ? 'true' : 'false' },
        { [ATTORNEY_FIELD]: { blob: file, name: file.name } },
      );
      setReservation(answer.data!);
      setStep(2);
    } catch (error) {
      // back to the form with the server's words under the fields; everything typed stays
      setStep(0);
      const fieldErrors = error instanceof ApiCallError ? (error.fieldErrors ?? {}) : {};
      const onFields = Object.entries(fieldErrors).filter(([name]) => FORM_FIELDS.includes(name));
      if (onFields.length) {
        form.setFields(onFields.map(([name, errors]) => ({ name: name as keyof Values, errors })));
        form.scrollToField(onFields[0]![0]);
      }
      const tooLarge = error instanceof ApiCallError && error.status === 413;
      if (tooLarge) form.setFields([{ name: 'attorney', errors: [errorText(error, t('failed'))] }]);
      // a banner only for what no field shows (the generic "check your input" would repeat the fields)
      else if (onFields.length < Object.keys(fieldErrors).length || !onFields.length) setFailure(errorText(error, t('failed')));
    } finally {
      setPending(false);
    }
  }

  // spec §2, §4: fill order, review confirmation (where the payment is made), ship
  const stepItems = [{ title: t('steps.fill') }, { title: t('steps.review'), content: t('steps.reviewHint') }, { title: t('steps.ship') }];
  const doneStep = paid ? 2 : Math.min(step, 1);

  return (
    <div data-testid="spot-reserve-flow">
      {mobile ? <MobileSteps current={doneStep} titles={stepItems.map((s) => s.title)} /> : <Steps current={doneStep} status={cancelled ? 'error' : undefined} items={stepItems} className={styles.steps} data-testid="spot-steps" />}
      <div className={styles.card}>
        <h2 className={styles.offerHead} data-testid="spot-offer-head">
          {o.carrierName} · {o.polName} → {o.podName} · {o.containerType} · ETD {o.etd}
        </h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t('remaining')}</dt>
            <dd data-testid="spot-offer-remaining">{o.remaining}</dd>
          </div>
          <div>
            <dt>{t('price')}</dt>
            <dd>{hasAmounts(o) ? `USD ${o.price}` : hidden}</dd>
          </div>
          <div>
            <dt>{t('prepaidFee')}</dt>
            <dd>{hasAmounts(o) ? `¥${o.prepaidFee} / ${o.containerType}` : hidden}</dd>
          </div>
          <div>
            <dt>{t('deadSpaceFee')}</dt>
            <dd>{hasAmounts(o) ? `¥${o.deadSpaceFee} / ${o.containerType}` : hidden}</dd>
          </div>
        </dl>
        {o.message ? (
          <p className={styles.gate} data-testid={`spot-gate-${o.access}`}>
            {o.message}
          </p>
        ) : null}

        {failure && step === 0 ? <Alert type="error" showIcon title={failure} data-testid="spot-failure" style={{ marginBottom: 16 }} /> : null}

        <Form<Values>
          form={form}
          layout="vertical"
          hidden={step !== 0}
          initialValues={{ quantity: '1', contactName: '', contactCompany: '', contactPhone: '', attorney: [], agree: false }}
          onFinish={(v) => {
            setValues(v);
            setFailure(null);
            setStep(1);
          }}
          data-testid="spot-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="quantity" label={t('quantity')} required rules={[rule(FIELDS.quantity), withinRemaining]}>
                <Input inputMode="numeric" data-testid="spot-quantity" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contactName" label={t('contactName')} required rules={[rule(FIELDS.contactName)]}>
                <Input maxLength={50} data-testid="spot-contact" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contactCompany" label={t('contactCompany')} required rules={[rule(FIELDS.contactCompany)]}>
                <Input maxLength={100} data-testid="spot-company" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contactPhone" label={t('contactPhone')} required rules={[rule(FIELDS.contactPhone)]}>
                <Input maxLength={30} inputMode="tel" data-testid="spot-phone" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="attorney"
            label={t('attorney')}
            required
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
            extra={t('attorneyHint', { max: MAX_MB })}
            rules={[
              {
                validator: (_r, list: UploadFile[] | undefined) => {
                  const f = list?.[0];
                  const problem = uploadProblem(f ? { name: f.name, size: f.size, type: f.type } : undefined, { types: ATTORNEY_TYPES, accept: ATTORNEY_ACCEPT, maxBytes: ATTORNEY_MAX_BYTES });
                  if (problem === 'missing') return Promise.reject(new Error(tv('attorneyRequired')));
                  if (problem === 'size') return Promise.reject(new Error(t('attorneyTooLarge', { max: MAX_MB })));
                  if (problem === 'type') return Promise.reject(new Error(t('attorneyType')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Upload beforeUpload={() => false} maxCount={1} accept={ATTORNEY_ACCEPT} data-testid="spot-attorney">
              <Button icon={<UploadOutlined />}>{t('chooseFile')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="agree" valuePropName="checked" rules={[rule(FIELDS.agree)]}>
            <Checkbox data-testid="spot-agree">
              {t('agreePrefix')}
              <a
                onClick={(e) => {
                  e.preventDefault();
                  setAgreementOpen(true);
                }}
                href="#agreement"
              >
                {t('agreementName')}
              </a>
            </Checkbox>
          </Form.Item>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" size="large" data-testid="spot-next">
              {t('next')}
            </Button>
          </div>
        </Form>

        {step === 1 && values ? (
          <div data-testid="spot-review">
            <dl className={styles.summary}>
              <div>
                <dt>{t('quantity')}</dt>
                <dd>{values.quantity}</dd>
              </div>
              <div>
                <dt>{t('contactName')}</dt>
                <dd>{values.contactName}</dd>
              </div>
              <div>
                <dt>{t('contactCompany')}</dt>
                <dd>{values.contactCompany}</dd>
              </div>
              <div>
                <dt>{t('contactPhone')}</dt>
                <dd>{values.contactPhone}</dd>
              </div>
              <div>
                <dt>{t('attorney')}</dt>
                <dd>{values.attorney[0]?.name}</dd>
              </div>
              <div>
                <dt>{t('toPay')}</dt>
                <dd className={styles.amount} data-testid="spot-review-amount">
                  {hasAmounts(o) ? `¥${(Number(o.prepaidFee) * Number(values.quantity)).toFixed(2)}` : hidden}
                </dd>
              </div>
              <div>
                <dt>{t('deadSpaceFee')}</dt>
                <dd>{hasAmounts(o) ? `¥${(Number(o.deadSpaceFee) * Number(values.quantity)).toFixed(2)}` : hidden}</dd>
              </div>
            </dl>
            <Alert type="info" showIcon title={t('reviewNote', { minutes: 3 })} style={{ marginBottom: 16 }} />
            <div className={styles.actions}>
              <Button onClick={() => setStep(0)}>{t('back')}</Button>
              <Button type="primary" size="large" loading={pending} onClick={() => void confirm()} data-testid="spot-confirm">
                {t('confirmAndPay')}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 2 && current ? (
          paid ? (
            <Result
              status="success"
              title={t('paidTitle')}
              subTitle={t('paidText', { orderCode: current.orderCode })}
              data-testid="spot-paid"
              extra={<Link href={cargoHref} data-testid="spot-my-cargo">{t('myCargo')}</Link>}
            />
          ) : cancelled ? (
            <Result
              status="warning"
              title={t('cancelledTitle')}
              subTitle={t('cancelledText', { minutes: 3 })}
              data-testid="spot-cancelled"
              extra={
                <Button
                  onClick={() => {
                    setReservation(null);
                    setStep(1);
                    void offer.refetch();
                  }}
                >
                  {t('tryAgain')}
                </Button>
              }
            />
          ) : (
            <div className={styles.pay} data-testid="spot-pay">
              {current.payment && !(mobile && current.payment.provider === 'sandbox') ? <PaymentQr url={current.payment.codeUrl} className={styles.qr} /> : null}
              <div className={mobile ? styles.pay : undefined}>
                <p className={styles.amount}>
                  {t('toPay')}: ¥{((current.payment?.amount ?? 0) / 100).toFixed(2)}
                </p>
                <p>
                  {t('orderCode')}: <span data-testid="spot-order-code">{current.orderCode}</span>
                </p>
                <p className={styles.countdown} data-testid="spot-countdown" aria-live="polite">
                  {mmss(secondsLeft)}
                </p>
                {mobile && current.payment?.provider === 'sandbox' ? (
                  <>
                    <Link href={current.payment.codeUrl} className={styles.payLink} data-testid="spot-pay-here">
                      {t('payOnPhone')}
                    </Link>
                    <p className={styles.hint}>{t('payOnPhoneHint')}</p>
                  </>
                ) : (
                  <p className={styles.hint} data-testid="spot-scan-hint">
                    {current.payment?.provider === 'wechatpay' ? t('scanHintWechat') : t('scanHint')}
                  </p>
                )}
              </div>
            </div>
          )
        ) : null}
      </div>
      <Modal modalRender={loopFocus} open={agreementOpen} onCancel={() => setAgreementOpen(false)} onOk={() => setAgreementOpen(false)} title={t('agreementName')} footer={null}>
        <div className={styles.agreement} data-testid="spot-agreement">
          {t('agreementText', { minutes: 3 })}
        </div>
      </Modal>
    </div>
  );
}
