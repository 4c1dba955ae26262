'use client';

import { Button, DatePicker, Form, Input, Row, Select, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { deleteNews, saveNews, staffNewsQueryOptions } from '@/lib/api/newsAdmin';
import { newsInput, type NewsForm, type StaffNewsRow } from '@/lib/contracts/newsAdmin';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { EditorDrawer, FieldCol, useDrawerEditor } from './DrawerEditor';
import { ImageInput } from './ImageInput';
import { useRowCall } from './useRowCall';
import { useZodRule } from './useZodRule';
import { useWhen } from './useWhen';
import styles from './console.module.css';
import { DATE_TIME_FORMAT } from '@/lib/dates';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

const PAGE_SIZE = 20;
const shape = newsInput.shape;
type FormValues = Omit<NewsForm, 'publishedAt'> & { publishedAt?: Dayjs | null };

/** News (industry and company): list by tab and title, write or edit an article in both languages, delete. */
export function NewsScreen() {
  const t = useTranslations('Console');
  const when = useWhen();
  const rule = useZodRule();
  const list = useConsoleList({
    filter: { tab: 0 as 0 | 1 | 2, search: '' },
    pageSize: PAGE_SIZE,
    query: ({ tab, search }, paging) => staffNewsQueryOptions({ tabId: tab || undefined, q: search || undefined, ...paging }),
  });
  const editor = useDrawerEditor<StaffNewsRow, FormValues>({
    save: ({ publishedAt, ...values }) => saveNews({ ...values, publishedAt: publishedAt ? publishedAt.toISOString() : undefined }),
    queryKey: keyOf(staffApi.news),
    initial: (row) => (row === 'new' ? { tabId: 2, publishedAt: dayjs() } : { ...row, tabId: row.tabId as 1 | 2, publishedAt: dayjs(row.publishedAt) }),
  });
  const remove = useRowCall(keyOf(staffApi.news));

  const tabLabel = (id: number) => (id === 1 ? t('news.tabIndustry') : t('news.tabCompany'));
  const field = (name: keyof NewsForm, label: string, textarea = 0) => (
    <Form.Item name={name} label={label} rules={[rule(shape[name])]}>
      {textarea ? <Input.TextArea rows={textarea} /> : <Input />}
    </Form.Item>
  );

  return (
    <ConsoleListScreen
      title={t('menu.news')}
      sub={t('news.sub')}
      screenTestId="console-news"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open('new')} data-testid="news-new">
          {t('news.new')}
        </Button>
      }
      list={list}
      testId="news-table"
      empty={t('news.empty')}
      filters={[
        {
          type: 'segmented',
          key: 'tab',
          options: [
            { value: 0, label: t('news.tabAll') },
            { value: 1, label: t('news.tabIndustry') },
            { value: 2, label: t('news.tabCompany') },
          ],
        },
        { type: 'search', key: 'search', placeholder: t('news.searchPlaceholder'), maxLength: 100, width: 260 },
      ]}
      columns={[
        { key: 'title', title: t('news.title'), render: (_, r) => (<span>{r.titleCn}{r.titleEn ? <><br /><span className={styles.pageSub}>{r.titleEn}</span></> : null}</span>) },
        { key: 'tab', title: t('news.tab'), render: (_, r) => <Tag>{tabLabel(r.tabId)}</Tag> },
        { key: 'publishedAt', title: t('news.publishedAt'), render: (_, r) => when(r.publishedAt) },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), onClick: editor.open },
        { key: 'delete', label: t('delete'), danger: true, confirm: t('news.confirmDelete'), onClick: (r) => remove.run(r.id, () => deleteNews(r.id), t('news.deleted')) },
      ]}
    >
      <EditorDrawer editor={editor} titles={{ create: t('news.new'), edit: t('news.edit') }} testId="news">
        <Row gutter={16}>
          <FieldCol name="tabId" label={t('news.tab')}>
            <Select options={[1, 2].map((v) => ({ value: v, label: tabLabel(v) }))} />
          </FieldCol>
          <FieldCol name="publishedAt" label={t('news.publishedAt')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
          </FieldCol>
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
      </EditorDrawer>
    </ConsoleListScreen>
  );
}
