'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, ColorPicker, Form, Input, Row, Select, Skeleton, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { companyAdminKey, companyAdminQuery, saveCompanyAdmin } from '@/lib/api/companyAdmin';
import { NAVBAR_TEMPLATE_NAMES, companySettingsInput, type CompanySettingsForm } from '@/lib/contracts/companyAdmin';
import { errorText, showFieldErrors } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { ImageInput } from './ImageInput';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';

type Field = keyof CompanySettingsForm;
const shape = companySettingsInput.shape;

const IMAGES = ['webInLogo', 'webOutLogo', 'seoIconPath', 'webLoginPic', 'webHomeBgImg', 'qrCodePicUrl', 'wxPubQrCodePic', 'webExProPic'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** An image field: its URL, an upload (checked by content on the server), and a preview. */
function ImageField({ name, label }: { name: (typeof IMAGES)[number]; label: string }) {
  const rule = useZodRule();
  return (
    <Form.Item name={name} label={label} required={false} rules={[rule(shape[name])]}>
      <ImageInput alt={label} testId={`field-${name}`} />
    </Form.Item>
  );
}

/** Company settings and branding (spec §3): names, images, colour, navbar, SEO, flags, contact, domains. */
export function CompanySettings() {
  const t = useTranslations('Console');
  const rule = useZodRule();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const q = useQuery(companyAdminQuery());
  const [form] = Form.useForm<CompanySettingsForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [form, q.data]);

  const text = (name: Field, opts: { multiline?: boolean; span?: number } = {}) => (
    <Col xs={24} md={opts.span ?? 12} key={name}>
      <Form.Item name={name} label={t(`company.fields.${name}` as never)} rules={[rule(shape[name])]}>
        {opts.multiline ? <Input.TextArea rows={3} data-testid={`field-${name}`} /> : <Input data-testid={`field-${name}`} />}
      </Form.Item>
    </Col>
  );
  const flag = (name: 'webPubFclFlag' | 'bookingSpaceFlag' | 'scanFlag') => (
    <Col xs={24} md={8} key={name}>
      <Form.Item name={name} label={t(`company.fields.${name}`)} valuePropName="checked" extra={t(`company.help.${name}`)}>
        <Switch />
      </Form.Item>
    </Col>
  );

  async function onFinish(values: CompanySettingsForm) {
    setSaving(true);
    setError(null);
    try {
      const res = await saveCompanyAdmin(values);
      queryClient.setQueryData(companyAdminKey, res.data ?? null);
      void message.success(t('company.savedNote'));
    } catch (e) {
      if (!showFieldErrors(form, e)) setError(errorText(e, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ConsolePage title={t('menu.company')} sub={t('company.sub')} testId="console-company">
      {q.isError ? <Alert type="error" showIcon title={errorText(q.error, t('loadFailed'))} /> : null}
      {!q.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} onFinishFailed={() => setError(t('company.fixErrors'))} className={styles.panel} data-testid="company-form">
          <Section title={t('company.groups.names')}>
            <Row gutter={16}>{(['companyNameCn', 'companyNameEn', 'companyNameScn', 'companyNameSen', 'linkChName', 'linkEnName', 'slogan', 'sloganEn'] as const).map((f) => text(f))}</Row>
            <Row gutter={16}>{text('linkAddress', { span: 24 })}</Row>
          </Section>
          <Section title={t('company.groups.look')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="webThemeColor"
                  label={t('company.fields.webThemeColor')}
                  rules={[rule(shape.webThemeColor)]}
                  getValueFromEvent={(c: { toHexString: () => string }) => c.toHexString()}
                >
                  <ColorPicker showText disabledAlpha format="hex" data-testid="field-webThemeColor" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="navbarTemplate" label={t('company.fields.navbarTemplate')}>
                  <Select options={NAVBAR_TEMPLATE_NAMES.map((n) => ({ value: n, label: n }))} />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              {IMAGES.map((name) => (
                <Col xs={24} md={12} key={name}>
                  <ImageField name={name} label={t(`company.fields.${name}`)} />
                </Col>
              ))}
            </Row>
          </Section>
          <Section title={t('company.groups.seo')}>
            <Row gutter={16}>
              {text('seoTitle')}
              {text('seoTitleEn')}
              {text('seoKeyword')}
              {text('seoKeywordEn')}
              {text('seoDescription', { multiline: true })}
              {text('seoDescriptionEn', { multiline: true })}
            </Row>
          </Section>
          <Section title={t('company.groups.flags')}>
            <Row gutter={16}>
              {flag('webPubFclFlag')}
              {flag('bookingSpaceFlag')}
              {flag('scanFlag')}
              <Col xs={24} md={8}>
                <Form.Item name="containerFclShow" label={t('company.fields.containerFclShow')} extra={t('company.help.containerFclShow')}>
                  <Select options={[0, 1, 2].map((v) => ({ value: v, label: t('company.containerFclShowOption', { n: v }) }))} />
                </Form.Item>
              </Col>
            </Row>
          </Section>
          <Section title={t('company.groups.contact')}>
            <Row gutter={16}>
              {text('companyAddr')}
              {text('companyAddrEn')}
              {text('contactPhone')}
              {text('contactEmail')}
              {text('webSiteRegisterNo')}
            </Row>
          </Section>
          <Section title={t('company.groups.domains')}>
            <Row gutter={16}>
              <Col xs={24}>
                <Form.Item name="domains" label={t('company.fields.domains')} extra={t('company.help.domains')} rules={[rule(shape.domains)]}>
                  <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} data-testid="field-domains" />
                </Form.Item>
              </Col>
              {text('siteUrl')}
              {text('mobileDomainName')}
              {text('clientDomainName')}
            </Row>
          </Section>
          {error ? <Alert type="error" showIcon title={error} className={styles.formError} /> : null}
          <div className={styles.formActions}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="company-save">
              {t('save')}
            </Button>
            <Button onClick={() => q.data && form.setFieldsValue(q.data)}>{t('company.reset')}</Button>
          </div>
        </Form>
      )}
    </ConsolePage>
  );
}
