'use client';

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, DatePicker, Drawer, Form, Input, Popconfirm, Row, Segmented, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { deleteNews, saveNews, staffNewsQueryOptions } from '@/lib/api/newsAdmin';
import { newsInput, type NewsForm, type StaffNewsRow } from '@/lib/contracts/newsAdmin';
import { errorText, showFieldErrors } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { ImageInput } from './ImageInput';
import { useZodRule } from './useZodRule';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;
const shape = newsInput.shape;
type FormValues = Omit<NewsForm, 'publishedAt'> & { publishedAt?: Dayjs | null };

/** News (industry and company): list by tab and title, write or edit an article in both languages, delete. */
export function NewsScreen() {
  const t = useTranslations('Console');
  const when = useWhen();
  const rule = useZodRule();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<0 | 1 | 2>(0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffNewsRow | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<FormValues>();
  const q = useQuery(staffNewsQueryOptions({ tabId: tab || undefined, q: search || undefined, page, pageSize: PAGE_SIZE }));

  function open(row: StaffNewsRow | 'new') {
    setEditing(row);
    setError(null);
    form.resetFields();
    if (row !== 'new') form.setFieldsValue({ ...row, tabId: row.tabId as 1 | 2, publishedAt: dayjs(row.publishedAt) });
    else form.setFieldsValue({ tabId: 2, publishedAt: dayjs() });
  }

  async function submit(values: FormValues) {
    setSaving(true);
    setError(null);
    try {
      await saveNews({ ...values, id: editing !== 'new' && editing ? editing.id : undefined, publishedAt: values.publishedAt ? values.publishedAt.toISOString() : undefined });
      void message.success(t('saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'news'] });
    } catch (e) {
      if (!showFieldErrors(form, e)) setError(errorText(e, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  async function remove(row: StaffNewsRow) {
    try {
      await deleteNews(row.id);
      void message.success(t('news.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['staff', 'news'] });
    } catch (e) {
      void message.error(errorText(e, t('saveFailed')));
    }
  }

  const tabLabel = (id: number) => (id === 1 ? t('news.tabIndustry') : t('news.tabCompany'));
  const field = (name: keyof NewsForm, label: string, textarea = 0) => (
    <Form.Item name={name} label={label} rules={[rule(shape[name])]}>
      {textarea ? <Input.TextArea rows={textarea} /> : <Input />}
    </Form.Item>
  );

  return (
    <ConsolePage
      title={t('menu.news')}
      sub={t('news.sub')}
      testId="console-news"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="news-new">
          {t('news.new')}
        </Button>
      }
    >
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Segmented<0 | 1 | 2>
            value={tab}
            onChange={(v) => {
              setTab(v);
              setPage(1);
            }}
            options={[
              { value: 0, label: t('news.tabAll') },
              { value: 1, label: t('news.tabIndustry') },
              { value: 2, label: t('news.tabCompany') },
            ]}
          />
          <Input.Search allowClear placeholder={t('news.searchPlaceholder')} maxLength={100} style={{ width: 260 }} onSearch={(v) => (setSearch(v.trim()), setPage(1))} />
        </div>
        <Table<StaffNewsRow>
          rowKey="id"
          size="middle"
          data-testid="news-table"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('news.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { key: 'title', title: t('news.title'), render: (_, r) => (<span>{r.titleCn}{r.titleEn ? <><br /><span className={styles.pageSub}>{r.titleEn}</span></> : null}</span>) },
            { key: 'tab', title: t('news.tab'), render: (_, r) => <Tag>{tabLabel(r.tabId)}</Tag> },
            { key: 'publishedAt', title: t('news.publishedAt'), render: (_, r) => when(r.publishedAt) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => open(r)}>{t('edit')}</Button>
                  <Popconfirm title={t('news.confirmDelete')} onConfirm={() => remove(r)} okText={t('delete')} cancelText={t('cancel')}>
                    <Button size="small" danger>{t('delete')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="large"
        title={editing === 'new' ? t('news.new') : t('news.edit')}
        destroyOnHidden={false}
        extra={
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="news-save">
            {t('save')}
          </Button>
        }
      >
        <Form form={form} layout="vertical" onFinish={submit} onFinishFailed={() => setError(t('company.fixErrors'))} data-testid="news-form">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="tabId" label={t('news.tab')}>
                <Select options={[1, 2].map((v) => ({ value: v, label: tabLabel(v) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="publishedAt" label={t('news.publishedAt')}>
                <DatePicker showTime style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          {field('titleCn', t('news.titleCn'))}
          {field('titleEn', t('news.titleEn'))}
          {field('summaryCn', t('news.summaryCn'), 2)}
          {field('summaryEn', t('news.summaryEn'), 2)}
          {field('contentCn', t('news.contentCn'), 10)}
          {field('contentEn', t('news.contentEn'), 10)}
          <Form.Item name="coverImage" label={t('news.coverImage')} rules={[rule(shape.coverImage)]}>
            <ImageInput alt={t('news.coverImage')} />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} /> : null}
        </Form>
      </Drawer>
    </ConsolePage>
  );
}
