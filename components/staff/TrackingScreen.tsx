'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, DatePicker, Descriptions, Form, Input, Row, Select, Space, Table, Tag, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { addTrackingEvents, importTrackingFile, saveMilestones, staffTrackingQuery } from '@/lib/api/operations';
import { ApiCallError, keyOf } from '@/lib/api/client';
import {
  EVENT_FILE_COLUMNS,
  EVENT_KINDS,
  HBL_OWN_MILESTONES,
  MILESTONE_FILE_COLUMNS,
  TRACKING_FILE_ACCEPT,
  staffEventsInput,
  type EventKind,
  type ImportRowError,
  type Milestone,
  type TrackingEvent,
  type TrackingImportReport,
  type TrackingResult,
} from '@/lib/contracts/tracking';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { useFormSave } from './useFormSave';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';
import { DATE_TIME_FORMAT } from '@/lib/dates';
import { staffApi } from '@/lib/endpoints/staff';

type LookupType = 'auto' | 'bill' | 'container' | 'hbl';
type EventForm = { containerNo?: string; kind: EventKind; location: string; facility?: string; time?: Dayjs | null; vessel?: string; voyage?: string };
type MilestoneForm = { kind: string; location?: string; facility?: string; time?: Dayjs | null };

/** Tracking events: find a bill, container or house bill, then add its events by hand or from a CSV/XLSX file. */
export function TrackingScreen() {
  const t = useTranslations('Console');
  const tt = useTranslations('Tracking');
  const [search, setSearch] = useState<{ no: string; type: LookupType } | null>(null);
  const [type, setType] = useState<LookupType>('auto');
  const q = useQuery({ ...staffTrackingQuery(search ?? { no: '', type: 'auto' }), enabled: search !== null, retry: false });
  const found = q.data?.data;

  return (
    <ConsolePage title={t('menu.tracking')} sub={t('ops.tracking.sub')} testId="console-tracking">
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Select<LookupType>
            aria-label={t('ops.tracking.typeLabel')}
            style={{ width: 150 }}
            value={type}
            onChange={setType}
            options={[
              { value: 'auto', label: t('ops.tracking.auto') },
              { value: 'bill', label: tt('types.bill') },
              { value: 'container', label: tt('types.container') },
              { value: 'hbl', label: tt('types.hbl') },
            ]}
          />
          <Input.Search
            placeholder={t('ops.tracking.placeholder')}
            aria-label={t('ops.tracking.placeholder')}
            maxLength={40}
            style={{ width: 300 }}
            enterButton={t('search')}
            onSearch={(v) => v.trim() && setSearch({ no: v.trim(), type })}
            data-testid="tracking-no"
          />
        </div>
        {q.isError ? <Alert type={q.error instanceof ApiCallError && q.error.status === 404 ? 'warning' : 'error'} showIcon title={errorText(q.error, t('loadFailed'))} /> : null}
        {found ? <Found key={`${found.type}-${found.no}`} found={found} /> : null}
      </div>
    </ConsolePage>
  );
}

function Found({ found }: { found: TrackingResult }) {
  const t = useTranslations('Console');
  const tt = useTranslations('Tracking');
  const en = useLocale() === 'en';
  const isHbl = found.type === 'hbl';
  const place = (p: { nameCn: string; nameEn: string; code: string }) => {
    const name = (en ? p.nameEn : p.nameCn) || p.nameEn || p.code;
    return p.code && name !== p.code ? `${name} (${p.code})` : name || '—';
  };
  return (
    <div data-testid="tracking-found">
      <section className={styles.section}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
          <Descriptions.Item label={tt(`types.${found.type}`)}>{found.no}</Descriptions.Item>
          {found.type !== 'bill' ? <Descriptions.Item label={tt('types.bill')}>{found.billNo || '—'}</Descriptions.Item> : null}
          <Descriptions.Item label={t('ops.tracking.carrier')}>{found.carrier ? `${(en ? found.carrier.nameEn : found.carrier.nameCn) || found.carrier.shortName} (${found.carrier.code})` : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('ops.tracking.vessel')}>{[found.vessel, found.voyage].filter(Boolean).join(' / ') || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('ops.tracking.route')}>{`${place(found.pol)} → ${place(found.pod)}`}</Descriptions.Item>
          <Descriptions.Item label={tt('containers')}>{found.containers.map((c) => `${c.containerNo} ${c.sizeType}`).join(', ') || '—'}</Descriptions.Item>
        </Descriptions>
      </section>
      {isHbl ? <Milestones found={found} /> : null}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('ops.tracking.events', { n: found.events.length })}</h2>
        <Table<TrackingEvent>
          rowKey="id"
          size="small"
          data-testid="tracking-events"
          dataSource={found.events}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: tt('noEvents') }}
          columns={[
            { key: 'time', dataIndex: 'time', title: t('ops.tracking.time') },
            { key: 'kind', title: t('ops.tracking.event'), render: (_, e) => (tt.has(`events.${e.kind}` as never) ? tt(`events.${e.kind}` as never) : e.kind) },
            { key: 'place', title: t('ops.tracking.location'), render: (_, e) => [place(e.location), e.location.facility].filter(Boolean).join(' · ') },
            { key: 'container', dataIndex: 'containerNo', title: tt('types.container'), render: (v: string) => v || '—' },
            { key: 'vessel', title: t('ops.tracking.vessel'), render: (_, e) => [e.vessel, e.voyage].filter(Boolean).join(' / ') || '—' },
            { key: 'origin', title: t('ops.tracking.origin'), render: (_, e) => <Tag>{e.origin === 'cfs' ? tt('cfs') : t('ops.tracking.carrierSide')}</Tag> },
          ]}
        />
      </section>
      {isHbl ? null : <AddEvent found={found} />}
      <ImportFile type={isHbl ? 'hbl' : 'bill'} no={isHbl ? found.no : found.billNo} />
    </div>
  );
}

/** Invalidates the looked-up result so the new events show. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keyOf(staffApi.trackingLookup) });
}

function AddEvent({ found }: { found: TrackingResult }) {
  const t = useTranslations('Console');
  const tt = useTranslations('Tracking');
  const rule = useZodRule();
  const { message } = App.useApp();
  const refresh = useRefresh();
  const [form] = Form.useForm<EventForm>();
  const { saving, error, run } = useFormSave(form);
  const item = staffEventsInput.shape.events.element.shape;

  async function submit(v: EventForm) {
    await run(async () => {
      const r = await addTrackingEvents({
        billNo: found.billNo,
        events: [{ containerNo: v.containerNo || undefined, kind: v.kind, location: v.location, facility: v.facility || undefined, time: v.time?.format('YYYY-MM-DD HH:mm') ?? '', vessel: v.vessel || undefined, voyage: v.voyage || undefined }],
      });
      void message.success(r.data?.added ? t('ops.tracking.added', { n: r.data.added }) : t('ops.tracking.alreadyThere'));
      form.resetFields(['time', 'facility']);
      await refresh();
    });
  }

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('ops.tracking.addEvent')}</h2>
      <Form<EventForm> form={form} layout="vertical" onFinish={submit} initialValues={{ containerNo: found.type === 'container' ? found.no : '', vessel: found.vessel, voyage: found.voyage }} data-testid="event-form">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="containerNo" label={tt('types.container')}>
              <Select options={[{ value: '', label: t('ops.tracking.wholeBill') }, ...found.containers.map((c) => ({ value: c.containerNo, label: `${c.containerNo} ${c.sizeType}` }))]} data-testid="event-container" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="kind" label={t('ops.tracking.event')} rules={[{ required: true, message: t('ops.tracking.pickEvent') }]}>
              <Select showSearch optionFilterProp="label" options={EVENT_KINDS.map((k) => ({ value: k, label: tt(`events.${k}`) }))} data-testid="event-kind" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="time" label={t('ops.tracking.time')} extra={t('ops.tracking.localTime')} rules={[{ required: true, message: t('ops.tracking.timeNeeded') }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="event-time" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="location" label={t('ops.tracking.location')} extra={t('ops.tracking.locode')} rules={[rule(item.location)]}>
              <Input maxLength={5} data-testid="event-location" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="facility" label={t('ops.tracking.facility')} rules={[rule(item.facility)]}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="vessel" label={t('ops.tracking.vesselName')} rules={[rule(item.vessel)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="voyage" label={t('ops.tracking.voyage')} rules={[rule(item.voyage)]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        {error ? <Alert type="error" showIcon title={error} className={styles.formError} /> : null}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="event-submit">
          {t('ops.tracking.addButton')}
        </Button>
      </Form>
    </section>
  );
}

function Milestones({ found }: { found: TrackingResult }) {
  const en = useLocale() === 'en';
  const t = useTranslations('Console');
  const tt = useTranslations('Tracking');
  const { message } = App.useApp();
  const refresh = useRefresh();
  const [form] = Form.useForm<MilestoneForm>();
  const { saving, error, run } = useFormSave(form);

  async function submit(v: MilestoneForm) {
    await run(async () => {
      await saveMilestones({ hblNo: found.no, milestones: [{ kind: v.kind as never, location: v.location || undefined, facility: v.facility || undefined, time: v.time?.format('YYYY-MM-DD HH:mm') ?? '' }] });
      void message.success(t('saved'));
      form.resetFields();
      await refresh();
    });
  }

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{tt('milestonesTitle')}</h2>
      <Table<Milestone>
        rowKey="kind"
        size="small"
        pagination={false}
        dataSource={found.houseBill?.milestones ?? []}
        data-testid="hbl-milestones"
        columns={[
          { key: 'kind', title: t('ops.tracking.milestone'), render: (_, m) => tt(`milestones.${m.kind}` as never) },
          { key: 'planned', dataIndex: 'planned', title: tt('planned'), render: (v: string | null) => v ?? '—' },
          { key: 'actual', dataIndex: 'actual', title: tt('actual'), render: (v: string | null) => v ?? '—' },
          { key: 'place', title: t('ops.tracking.location'), render: (_, m) => [(en ? m.location.nameEn : m.location.nameCn) || m.location.code, m.location.facility].filter(Boolean).join(' · ') || '—' },
        ]}
      />
      <Form<MilestoneForm> form={form} layout="vertical" onFinish={submit} style={{ marginTop: 16 }} data-testid="milestone-form">
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="kind" label={t('ops.tracking.milestone')} rules={[{ required: true, message: t('ops.tracking.pickEvent') }]}>
              <Select options={HBL_OWN_MILESTONES.map((k) => ({ value: k, label: tt(`milestones.${k}`) }))} data-testid="milestone-kind" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="time" label={t('ops.tracking.time')} rules={[{ required: true, message: t('ops.tracking.timeNeeded') }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="location" label={t('ops.tracking.location')} extra={t('ops.tracking.locode')}>
              <Input maxLength={5} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="facility" label={t('ops.tracking.facility')}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
        </Row>
        {error ? <Alert type="error" showIcon title={error} className={styles.formError} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('ops.tracking.recordMilestone')}
        </Button>
      </Form>
    </section>
  );
}

function ImportFile({ type, no }: { type: 'bill' | 'hbl'; no: string }) {
  const t = useTranslations('Console');
  const { message } = App.useApp();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<(TrackingImportReport & { dryRun: boolean }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const columns = type === 'bill' ? EVENT_FILE_COLUMNS : MILESTONE_FILE_COLUMNS;
  const cleanDryRun = report?.dryRun && report.errors.length === 0;

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await importTrackingFile({ type, no, dryRun }, file);
      if (!data) throw new Error('import answered no report');
      setReport({ ...data, dryRun });
      if (data.imported) {
        void message.success(t('ops.tracking.imported', { n: data.added }));
        await refresh();
      }
    } catch (e) {
      setReport(null);
      setError(errorText(e, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} data-testid="tracking-import">
      <h2 className={styles.sectionTitle}>{t('ops.tracking.importTitle')}</h2>
      <p className={styles.pageSub}>{t('ops.tracking.importHint', { columns: columns.join(', ') })}</p>
      <Space wrap>
        <Upload
          accept={TRACKING_FILE_ACCEPT}
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setReport(null);
            setError(null);
            return false;
          }}
          onRemove={() => (setFile(null), setReport(null))}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <Button data-testid="import-choose">{t('ops.tracking.chooseFile')}</Button>
        </Upload>
        <Button disabled={!file} loading={busy} onClick={() => run(true)} data-testid="import-check">
          {t('ops.tracking.dryRun')}
        </Button>
        <Button type="primary" disabled={!file || !cleanDryRun} loading={busy} onClick={() => run(false)} data-testid="import-run">
          {t('ops.tracking.importButton')}
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
      {report ? (
        <div style={{ marginTop: 12 }} data-testid="import-report">
          {report.errors.length ? (
            <>
              <Alert type="error" showIcon title={t('ops.tracking.badRows', { n: report.errors.length, rows: report.rows })} />
              <Table<ImportRowError>
                rowKey={(e) => `${e.line}-${e.field}-${e.reason}`}
                size="small"
                pagination={false}
                dataSource={report.errors}
                data-testid="import-errors"
                columns={[
                  { key: 'line', dataIndex: 'line', title: t('ops.tracking.line'), width: 80 },
                  { key: 'field', dataIndex: 'field', title: t('ops.tracking.column'), width: 140, render: (v: string) => v || '—' },
                  { key: 'reason', dataIndex: 'reason', title: t('ops.tracking.reason') },
                ]}
              />
            </>
          ) : report.imported ? (
            <Alert type="success" showIcon title={t('ops.tracking.importDone', { added: report.added, ignored: report.ignored })} />
          ) : (
            <Alert type="success" showIcon title={t('ops.tracking.clean', { rows: report.rows })} />
          )}
        </div>
      ) : null}
    </section>
  );
}
