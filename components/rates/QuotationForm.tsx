'use client';

import { useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Segmented, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { errorText, showFieldErrors } from '@/components/account/callError';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { isPriced, rateDetailOptions } from '@/lib/api/rates';
import { quotationPdfUrl, quoteRate, saveQuotation, type QuoteRequest } from '@/lib/api/quotations';
import { CUSTOMER_TYPES, PACKAGE_TYPES, type Quotation, type QuoteResult, type SalesContactRef } from '@/lib/contracts/rates';
import { Link } from '@/lib/i18n/navigation';
import { publicEnv } from '@/lib/publicEnv';
import { rules } from '@/lib/validation';
import { QuoteBreakdown } from './QuoteBreakdown';
import styles from './Rates.module.css';

type Values = { quantity: string; packageType: string; grossWeight: string; volume: string; customerType: 'peer' | 'direct'; description?: string };

/**
 * The quotation of a rate row (/lclFreight/quotation?rateId=): the LCL cargo form (spec §3, §5),
 * the price computed by the server (POST /webfreight/quote), saved with a number
 * (POST /webfreight/saveQuotation), then the PDF and my quotations.
 */
export function QuotationForm({ ratesPath = '/lclFreight', minePath = '/workspace/quotations', loginHref }: { ratesPath?: string; minePath?: string; loginHref?: string } = {}) {
  const t = useTranslations('Quotation');
  const tr = useTranslations('Rates');
  const tv = useTranslations('Validation');
  const tl = useTranslations('LclFreight');
  const en = useLocale() === 'en';
  const { message } = App.useApp();
  const params = useSearchParams();
  const rateId = /^\d{1,9}$/.test(params.get('rateId') ?? '') ? Number(params.get('rateId')) : null;
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  const viewer = user ? `${user.userId}:${user.certificationStatus}` : 'visitor';
  const detail = useQuery({ ...rateDetailOptions(rateId ?? 0, viewer), enabled: rateId !== null && user !== undefined });
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<{ quote: QuoteResult; sales: SalesContactRef | null } | null>(null);
  const [saved, setSaved] = useState<Quotation | null>(null);
  const [busy, setBusy] = useState<'quote' | 'save' | null>(null);

  if (rateId === null) return <p className={styles.stateText}>{t('noRate')}</p>;
  if (user === undefined || detail.isPending) return <div className={styles.state}><span className={styles.spinner} aria-label={tr('pageLoading')} /></div>;
  if (detail.isError) return <p className={styles.stateText} data-testid="quotation-error">{errorText(detail.error, tr('loadFailed'))}</p>;
  const gate = detail.data.data;
  const rate = gate.rate;
  if (gate.access !== 'full' || !isPriced(rate)) {
    return (
      <div className={styles.gate} data-testid={`rates-${gate.access}`}>
        <div>
          <p className={styles.gateTitle}>{gate.access === 'unauthorized' ? tr('unauthorizedTitle') : gate.access === 'certify' ? tl('certifyTitle') : tl('loginTitle')}</p>
          <p className={styles.gateText}>{gate.access === 'login' ? tl('loginText') : gate.message}</p>
        </div>
        {gate.access === 'login' && loginHref ? (
          <Link href={loginHref} className={styles.gateButton} data-testid="rates-login-link">
            {tl('loginButton')}
          </Link>
        ) : gate.access === 'login' ? (
          <button type="button" className={styles.gateButton} onClick={() => openLogin()}>
            {tl('loginButton')}
          </button>
        ) : null}
      </div>
    );
  }

  const body = (v: Values): QuoteRequest => ({ rateId, quantity: Number(String(v.quantity).trim()), packageType: v.packageType as QuoteRequest['packageType'], grossWeight: v.grossWeight, volume: v.volume, customerType: v.customerType, description: v.description ?? '' });

  async function run(kind: 'quote' | 'save') {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'quote') {
        setResult(await quoteRate(body(v)));
        setSaved(null);
      } else {
        const q = await saveQuotation(body(v));
        setSaved(q);
        setResult({ quote: q.quote, sales: q.sales });
        void message.success(t('saved', { no: q.quotation_no }));
      }
    } catch (error) {
      if (!showFieldErrors(form, error)) void message.error(errorText(error, t('saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div data-testid="quotation">
      <div className={styles.gate} style={{ background: '#f5f9ff', borderColor: '#d6e4ff' }}>
        <div>
          <p className={styles.gateTitle} data-testid="quotation-lane">
            {en ? rate.pol.nameEn : rate.pol.nameCn} → {en ? rate.pod.nameEn : rate.pod.nameCn} · {rate.carrier?.shortName ?? rate.coLoader} · {rate.routeCode}
          </p>
          <p className={styles.gateText}>
            {tr('perCbm', { currency: rate.currency, price: rate.prices.perCbm ?? 0 })} · {tr('perTon', { currency: rate.currency, price: rate.prices.perTon ?? 0 })} · {tr('minCharge', { currency: rate.currency, price: rate.prices.minCharge ?? 0 })} · {tr('days', { n: rate.transitDays })}
          </p>
        </div>
      </div>
      <Form form={form} layout="vertical" initialValues={{ quantity: '1', packageType: 'CTNS', customerType: 'direct' }} requiredMark onValuesChange={() => setSaved(null)} data-testid="quotation-form">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: '0 16px' }}>
          <Form.Item name="quantity" label={t('quantity')} rules={[...rules.integer(tv, { required: true }), { validator: (_r, v: string) => (!/^\d+$/.test(String(v ?? '').trim()) || Number(v) > 0 ? Promise.resolve() : Promise.reject(new Error(tv('positive')))) }]}>
            <Input inputMode="numeric" maxLength={5} />
          </Form.Item>
          <Form.Item name="packageType" label={t('packageType')} rules={rules.required(tv)}>
            <Select options={PACKAGE_TYPES.map((p) => ({ value: p, label: `${t(`packages.${p}`)} (${p})` }))} />
          </Form.Item>
          <Form.Item name="grossWeight" label={t('grossWeight')} rules={rules.decimal3(tv)}>
            <Input inputMode="decimal" placeholder="0.000" />
          </Form.Item>
          <Form.Item name="volume" label={t('volume')} rules={rules.decimal3(tv)}>
            <Input inputMode="decimal" placeholder="0.000" />
          </Form.Item>
        </div>
        <Form.Item name="customerType" label={t('customerType')} rules={rules.required(tv)}>
          <Segmented options={CUSTOMER_TYPES.map((c) => ({ value: c, label: t(`customer.${c}`) }))} />
        </Form.Item>
        <Form.Item name="description" label={t('description')} rules={rules.maxLength(tv, 200)}>
          <Input placeholder={t('descriptionPlaceholder')} maxLength={200} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button onClick={() => void run('quote')} loading={busy === 'quote'} data-testid="quotation-calculate">
            {t('calculate')}
          </Button>
          <Button type="primary" onClick={() => void run('save')} loading={busy === 'save'} data-testid="quotation-save">
            {busy === 'save' ? t('saving') : t('save')}
          </Button>
          <Link href={{ pathname: ratesPath, query: { portStartId: String(rate.pol.id), portEndId: String(rate.pod.id) } }} className={styles.reset}>
            {t('backToRates')}
          </Link>
        </div>
      </Form>
      {result ? <QuoteBreakdown quote={result.quote} sales={result.sales} /> : null}
      {saved ? (
        <div className={styles.gate} data-testid="quotation-saved" style={{ marginTop: 16, background: '#f6ffed', borderColor: '#b7eb8f' }}>
          <div>
            <p className={styles.gateTitle}>{t('saved', { no: saved.quotation_no })}</p>
          </div>
          <a className={styles.gateButton} href={quotationPdfUrl(publicEnv.apiBase, saved.id) + `&lang=${en ? 'en' : 'cn'}`} download={`${saved.quotation_no}.pdf`} data-testid="quotation-pdf">
            {t('downloadPdf')}
          </a>
          <Link className={styles.ghostAction} href={minePath} data-testid="quotation-mine">
            {t('viewMine')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
