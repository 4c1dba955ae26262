'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Switch, Tabs, Tag, Upload } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { contentListQuery, publishContent, saveContent, uploadContentFile } from '@/lib/api/siteContentAdmin';
import {
  ABOUT_AREAS,
  CASE_CATEGORIES,
  CONTENT_DOCS,
  CONTENT_KINDS,
  DOCUMENT_CATEGORIES,
  type ContentKind,
  type ContentRow,
} from '@/lib/contracts/siteContent';
import { ApiCallError } from '@/lib/api/errors';
import { errorText } from '@/components/account/callError';
import { ConsoleList, useConsoleList } from './ConsoleList';
import { ConsolePage } from './ConsolePage';
import { DocFields, emptyOf } from './DocFields';
import { useRowCall } from './useRowCall';
import { useWhen } from './useWhen';
import styles from './console.module.css';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

type Values = { slug: string; sort: number; areaIndex?: number; category?: string; fileId?: number; doc: Record<string, unknown> };

const titleOf = (r: ContentRow) => {
  const d = r.doc as { title?: { cn?: string; en?: string }; name?: { cn?: string; en?: string } };
  return d.title ?? d.name ?? { cn: r.slug, en: '' };
};

/** The API's field errors ('doc.included.0.title.cn') under the matching form fields. */
function showPathErrors(form: ReturnType<typeof Form.useForm<Values>>[0], error: unknown): boolean {
  if (!(error instanceof ApiCallError) || !error.fieldErrors) return false;
  const fields = Object.entries(error.fieldErrors).map(([path, errors]) => ({ name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors }));
  form.setFields(fields as never);
  return fields.length > 0;
}

function Editor({ kind, row, onClose }: { kind: ContentKind; row: ContentRow | 'new'; onClose: () => void }) {
  const t = useTranslations('Console');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const initial: Values =
    row === 'new'
      ? { slug: '', sort: 0, doc: emptyOf(CONTENT_DOCS[kind]) as Record<string, unknown>, ...(kind === 'document' ? { category: DOCUMENT_CATEGORIES[0] } : {}), ...(kind === 'case' ? { category: CASE_CATEGORIES[0] } : {}) }
      : { slug: row.slug, sort: row.sort, areaIndex: row.areaIndex ?? undefined, category: row.category || undefined, fileId: row.fileId ?? undefined, doc: row.doc };

  async function submit(values: Values) {
    setSaving(true);
    setError(null);
    try {
      await saveContent({ ...values, kind, id: row === 'new' ? undefined : row.id } as never);
      void message.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: keyOf(staffApi.content) });
      onClose();
    } catch (e) {
      setError(errorText(e, t('saveFailed')));
      showPathErrors(form, e);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open
      onClose={onClose}
      size={900}
      title={row === 'new' ? t('content.new') : t('content.edit', { title: titleOf(row).cn ?? '' })}
      extra={
        <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="content-save">
          {t('save')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onFinishFailed={() => setError(t('company.fixErrors'))} data-testid="content-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="slug" label={t('content.slug')} extra={t('content.slugHelp')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9-]*$/, message: t('content.slugRule') }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="sort" label={t('content.sort')}>
              <InputNumber min={0} max={9999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {kind === 'service' || kind === 'about' ? (
            <Col xs={12} md={6}>
              <Form.Item name="areaIndex" label={t('content.areaIndex')} rules={[{ required: true, message: t('content.required') }]}>
                {kind === 'about' ? <Select options={ABOUT_AREAS.map((a) => ({ value: a, label: t(`content.aboutAreas.${a}`) }))} /> : <InputNumber min={0} max={999} style={{ width: '100%' }} />}
              </Form.Item>
            </Col>
          ) : null}
          {kind === 'document' || kind === 'case' ? (
            <Col xs={12} md={6}>
              <Form.Item name="category" label={t('content.category')}>
                <Select options={(kind === 'document' ? DOCUMENT_CATEGORIES : CASE_CATEGORIES).map((c) => ({ value: c, label: t(`content.categories.${c}`) }))} />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        {kind === 'document' ? (
          <Form.Item name="fileId" label={t('content.file')} rules={[{ required: true, message: t('content.fileRequired') }]} extra={fileName ?? (row !== 'new' && row.fileId ? t('content.fileKept') : t('content.fileHelp'))}>
            <Upload
              showUploadList={false}
              accept=".pdf,.doc,.docx,.xls,.xlsx"
              customRequest={async ({ file }) => {
                try {
                  const res = await uploadContentFile(file as File);
                  form.setFieldValue('fileId', res.data?.id);
                  setFileName(res.data?.name ?? null);
                } catch (e) {
                  void message.error(errorText(e, t('saveFailed')));
                }
              }}
            >
              <Button icon={<UploadOutlined />}>{t('content.upload')}</Button>
            </Upload>
          </Form.Item>
        ) : null}
        <DocFields schema={CONTENT_DOCS[kind]} name={['doc']} />
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Drawer>
  );
}

function KindTable({ kind }: { kind: ContentKind }) {
  const t = useTranslations('Console');
  const when = useWhen();
  const list = useConsoleList({ filter: {}, query: () => contentListQuery({ kind, pageSize: 100 }) });
  const publish = useRowCall(keyOf(staffApi.content));
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);

  return (
    <>
      <ConsoleList
        list={list}
        testId={`content-table-${kind}`}
        empty={t('content.empty')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid={`content-new-${kind}`}>
            {t('content.new')}
          </Button>
        }
        columns={[
          { key: 'title', title: t('content.title'), render: (_, r) => (<span>{titleOf(r).cn}{titleOf(r).en ? <><br /><span className={styles.pageSub}>{titleOf(r).en}</span></> : null}</span>) },
          { key: 'slug', dataIndex: 'slug', title: t('content.slug') },
          {
            key: 'where',
            title: t('content.where'),
            render: (_, r) =>
              r.category ? <Tag>{t.has(`content.categories.${r.category}` as never) ? t(`content.categories.${r.category}` as never) : r.category}</Tag> : r.areaIndex !== null ? (kind === 'about' ? t(`content.aboutAreas.${r.areaIndex as 1}`) : `#${r.areaIndex}`) : '—',
          },
          { key: 'sort', dataIndex: 'sort', title: t('content.sort'), width: 70 },
          { key: 'updated', title: t('content.updated'), render: (_, r) => when(r.updatedAt) },
          {
            key: 'published',
            title: t('content.published'),
            render: (_, r) => (
              <Switch
                size="small"
                checked={r.published}
                onChange={(v) => publish.run(r.id, () => publishContent({ id: r.id, published: v }), v ? t('content.publishedNow') : t('content.withdrawn'))}
                aria-label={t('content.published')}
                data-testid={`publish-${r.id}`}
              />
            ),
          },
        ]}
        actions={[{ key: 'edit', label: t('edit'), onClick: setEditing, testId: (r) => `content-edit-${r.id}` }]}
      />
      {editing ? <Editor kind={kind} row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** The site's content by kind: service pages, about sections, jobs, documents, cases, offices; drafts, publish, edit. */
export function ContentScreen() {
  const t = useTranslations('Console');
  const [kind, setKind] = useState<ContentKind>('service');
  return (
    <ConsolePage title={t('menu.content')} sub={t('content.sub')} testId="console-content">
      <div className={styles.panel}>
        <Tabs activeKey={kind} onChange={(k) => setKind(k as ContentKind)} items={CONTENT_KINDS.map((k) => ({ key: k, label: t(`content.kinds.${k}`), children: k === kind ? <KindTable kind={k} /> : null }))} />
      </div>
    </ConsolePage>
  );
}
