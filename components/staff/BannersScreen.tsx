'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, InputNumber, Popconfirm, Row, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { deleteBanner, saveBanner, staffBannersQuery } from '@/lib/api/newsAdmin';
import { bannerInput, type BannerForm, type BannerRow } from '@/lib/contracts/newsAdmin';
import { errorText } from '@/components/account/callError';
import { ConsolePage } from './ConsolePage';
import { EditorDrawer, useDrawerEditor } from './DrawerEditor';
import { ImageInput } from './ImageInput';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';

const shape = bannerInput.shape;

/** Home banners: the hero pictures with their headline and link, in order, shown or hidden. */
export function BannersScreen() {
  const t = useTranslations('Console');
  const rule = useZodRule();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const q = useQuery(staffBannersQuery());
  const editor = useDrawerEditor<BannerRow, BannerForm>({ save: saveBanner, queryKey: ['staff', 'banners'], initial: (row) => (row === 'new' ? { sort: (q.data?.rows.length ?? 0) + 1, active: true, linkPath: '' } : row) });
  const { open, save } = editor;

  async function remove(row: BannerRow) {
    try {
      await deleteBanner(row.id);
      void message.success(t('news.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['staff', 'banners'] });
    } catch (e) {
      void message.error(errorText(e, t('saveFailed')));
    }
  }

  const field = (name: keyof BannerForm, label: string) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={label} rules={[rule(shape[name])]}>
        <Input />
      </Form.Item>
    </Col>
  );

  return (
    <ConsolePage
      title={t('menu.banners')}
      sub={t('banners.sub')}
      testId="console-banners"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('banners.new')}
        </Button>
      }
    >
      <div className={styles.panel}>
        <Table<BannerRow>
          rowKey="id"
          size="middle"
          data-testid="banners-table"
          loading={q.isFetching}
          dataSource={q.data?.rows ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: q.isError ? errorText(q.error, t('loadFailed')) : t('banners.empty') }}
          columns={[
            {
              key: 'image',
              title: t('banners.image'),
              width: 200,
              // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the banner's file
              render: (_, r) => <img src={r.imageUrl} alt={r.titleCn} className={styles.thumb} />,
            },
            { key: 'title', title: t('banners.headline'), render: (_, r) => (<span>{r.titleCn || '—'}<br /><span className={styles.pageSub}>{r.subtitleCn}</span></span>) },
            { key: 'link', dataIndex: 'linkPath', title: t('banners.linkPath') },
            { key: 'sort', dataIndex: 'sort', title: t('banners.sort'), width: 80 },
            {
              key: 'active',
              title: t('banners.active'),
              render: (_, r) => (
                <Switch size="small" checked={r.active} onChange={(active) => save({ ...r, active }, r.id)} />
              ),
            },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => open(r)}>{t('edit')}</Button>
                  <Popconfirm title={t('banners.confirmDelete')} onConfirm={() => remove(r)} okText={t('delete')} cancelText={t('cancel')}>
                    <Button size="small" danger>{t('delete')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
        {q.data?.rows.length ? <p className={styles.pageSub}>{t('banners.activeCount', { n: q.data.rows.filter((r) => r.active).length })}</p> : null}
      </div>
      <EditorDrawer editor={editor} titles={{ create: t('banners.new'), edit: t('banners.edit') }}>
        <Form.Item name="imageUrl" label={t('banners.image')} rules={[rule(shape.imageUrl)]} extra={t('banners.imageHelp')}>
          <ImageInput alt={t('banners.image')} />
        </Form.Item>
        <Row gutter={16}>
          {field('titleCn', t('banners.titleCn'))}
          {field('titleEn', t('banners.titleEn'))}
          {field('subtitleCn', t('banners.subtitleCn'))}
          {field('subtitleEn', t('banners.subtitleEn'))}
          {field('linkPath', t('banners.linkPath'))}
          <Col xs={12} md={6}>
            <Form.Item name="sort" label={t('banners.sort')} rules={[rule(shape.sort)]}>
              <InputNumber min={0} max={999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={t('banners.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </EditorDrawer>
    </ConsolePage>
  );
}
