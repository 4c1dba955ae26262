'use client';

import { Button, Form, InputNumber, Row, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { deleteBanner, saveBanner, staffBannersQuery } from '@/lib/api/newsAdmin';
import { bannerInput, type BannerForm, type BannerRow } from '@/lib/contracts/newsAdmin';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { EditorDrawer, FieldCol, useDrawerEditor } from './DrawerEditor';
import { ImageInput } from './ImageInput';
import { useRowCall } from './useRowCall';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';

const shape = bannerInput.shape;

/** Home banners: the hero pictures with their headline and link, in order, shown or hidden. */
export function BannersScreen() {
  const t = useTranslations('Console');
  const rule = useZodRule();
  const list = useConsoleList({ filter: {}, query: () => staffBannersQuery() });
  const editor = useDrawerEditor<BannerRow, BannerForm>({ save: saveBanner, queryKey: keyOf(staffApi.banners), initial: (row) => (row === 'new' ? { sort: list.rows.length + 1, active: true, linkPath: '' } : row) });
  const { open, save } = editor;
  const remove = useRowCall(keyOf(staffApi.banners));
  const field = (name: keyof BannerForm, label: string) => <FieldCol key={name} name={name} label={label} schema={shape[name]} />;

  return (
    <ConsoleListScreen
      title={t('menu.banners')}
      sub={t('banners.sub')}
      screenTestId="console-banners"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('banners.new')}
        </Button>
      }
      list={list}
      testId="banners-table"
      empty={t('banners.empty')}
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
          render: (_, r) => <Switch size="small" checked={r.active} onChange={(active) => save({ ...r, active }, r.id)} aria-label={t('banners.active')} />,
        },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), onClick: open },
        { key: 'delete', label: t('delete'), danger: true, confirm: t('banners.confirmDelete'), onClick: (r) => remove.run(r.id, () => deleteBanner(r.id), t('news.deleted')) },
      ]}
      footer={list.rows.length ? <p className={styles.pageSub}>{t('banners.activeCount', { n: list.rows.filter((r) => r.active).length })}</p> : null}
    >
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
          <FieldCol name="sort" label={t('banners.sort')} schema={shape.sort} narrow>
            <InputNumber min={0} max={999} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol name="active" label={t('banners.active')} narrow checked>
            <Switch />
          </FieldCol>
        </Row>
      </EditorDrawer>
    </ConsoleListScreen>
  );
}
