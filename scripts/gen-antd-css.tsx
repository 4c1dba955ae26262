// Extracts the antd styles of the components the app uses (lib/antdCss/components.ts) into
// lib/antdCss/antd.css, in the same zero-runtime format as antd's own dist/antd.css (plain CSS on
// CSS variables, scoped to the css-var class the app's ConfigProvider uses), so a page loads a few
// dozen KB instead of the whole 1 MB file. The company colour still arrives as CSS variables
// (lib/theme.ts). Run after changing the list or upgrading antd:
//
//   npm run gen:antd-css     (= NODE_ENV=production tsx scripts/gen-antd-css.tsx)
//
// The output is committed, so builds, `npm start`, the e2e server and CI need no extra step;
// tests/unit/antdCss.test.ts fails when it is stale (other list or antd version).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  Avatar,
  Button,
  Checkbox,
  Col,
  ColorPicker,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Popconfirm,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { message } from 'antd';

/** antd's preset tag colours. */
const PRESET_COLORS = ['magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple'];
import { ANTD_COMPONENTS, type AntdComponentName } from '../lib/antdCss/components';
import { antdCssHeader, topLevelRules } from '../lib/antdCss/stamp';
import { ANTD_CSS_VAR_CLASS } from '../lib/theme';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'lib/antdCss/antd.css');
const BASE_OUTPUT = path.join(ROOT, 'lib/antdCss/antd-base.css');

/** message.success/error through App.useApp() register their styles only when a notice shows. */
const MessagePanel = message._InternalPanelDoNotUseOrYouWillBeFired;

/** One render per component, with the variants the app uses (sizes, sub-components, states). */
const SAMPLES: Record<AntdComponentName, () => ReactNode> = {
  Alert: () => <Alert type="error" showIcon title="x" />,
  App: () => (
    <App>
      <MessagePanel type="success" content="x" />
    </App>
  ),
  Avatar: () => <Avatar size={44} />,
  Button: () => <Button type="primary">x</Button>,
  Checkbox: () => <Checkbox>x</Checkbox>,
  Col: () => <Col span={12} />,
  ColorPicker: () => <ColorPicker open value="#0b5cad" showText />,
  ConfigProvider: () => null,
  DatePicker: () => (
    <>
      <DatePicker open />
      <DatePicker.RangePicker open />
    </>
  ),
  Descriptions: () => <Descriptions bordered items={[{ key: 'a', label: 'a', children: 'b' }]} />,
  Drawer: () => (
    <Drawer open title="x" size="large">
      x
    </Drawer>
  ),
  Empty: () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />,
  Form: () => (
    <Form layout="vertical">
      <Form.Item label="x" name="x" rules={[{ required: true }]} help="x" validateStatus="error">
        <Input />
      </Form.Item>
    </Form>
  ),
  Input: () => (
    <>
      <Input size="large" prefix="x" />
      <Input.Password />
      <Input.TextArea showCount maxLength={10} />
    </>
  ),
  InputNumber: () => <InputNumber min={0} />,
  Layout: () => (
    <Layout>
      <Layout.Sider breakpoint="lg" collapsible theme="dark" />
      <Layout>
        <Layout.Header />
        <Layout.Content />
      </Layout>
    </Layout>
  ),
  List: () => <List bordered dataSource={['x']} renderItem={(x) => <List.Item actions={[<Button key="a">x</Button>]}>{x}</List.Item>} />,
  Menu: () => <Menu theme="dark" mode="inline" selectedKeys={['a']} items={[{ type: 'group', key: 'g', label: 'g', children: [{ key: 'a', label: 'a' }] }]} />,
  Modal: () => (
    <Modal open title="x">
      x
    </Modal>
  ),
  Popconfirm: () => (
    <Popconfirm open title="x">
      <Button>x</Button>
    </Popconfirm>
  ),
  Result: () => <Result status="success" title="x" />,
  Row: () => <Row gutter={16} />,
  Segmented: () => <Segmented options={['a', 'b']} />,
  Select: () => <Select open value="a" options={[{ value: 'a', label: 'a' }]} />,
  Skeleton: () => <Skeleton avatar active paragraph={{ rows: 2 }} />,
  Space: () => (
    <Space>
      <Space.Compact block>
        <Input />
        <Button>x</Button>
      </Space.Compact>
    </Space>
  ),
  Spin: () => <Spin />,
  Steps: () => <Steps current={1} items={[{ title: 'a' }, { title: 'b' }]} />,
  Switch: () => <Switch checked size="small" />,
  Table: () => (
    <Table
      rowKey="k"
      columns={[{ key: 'k', title: 'k', dataIndex: 'k' }]}
      dataSource={[{ k: 1 }]}
      pagination={{ current: 1, pageSize: 20, total: 100 }}
    />
  ),
  Tabs: () => <Tabs centered size="large" items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  // every preset colour: the console colours stages, statuses and space by them
  Tag: () => (
    <>
      {[...PRESET_COLORS, 'processing', 'success', 'error', 'warning', 'default'].map((c) => (
        <Tag key={c} color={c}>
          x
        </Tag>
      ))}
    </>
  ),
  Timeline: () => <Timeline items={[{ color: 'green', content: 'x' }]} />,
  Tooltip: () => (
    <Tooltip open title="x">
      <span>x</span>
    </Tooltip>
  ),
  Typography: () => <Typography.Text type="secondary">x</Typography.Text>,
  Upload: () => (
    <Upload defaultFileList={[{ uid: '1', name: 'x.pdf', status: 'uploading', percent: 50 }]}>
      <Button>x</Button>
    </Upload>
  ),
};

function extracted(): Set<string> {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      {/* The app's theme settings minus zeroRuntime (which would register no style at all). */}
      <ConfigProvider theme={{ hashed: false, cssVar: { key: ANTD_CSS_VAR_CLASS } }}>
        {ANTD_COMPONENTS.map((name) => (
          <div key={name}>{SAMPLES[name]()}</div>
        ))}
      </ConfigProvider>
    </StyleProvider>,
  );
  return new Set(topLevelRules(extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] })));
}

/*
 * The output is antd's own dist/antd.css with the rules of unused components left out, in antd.css's
 * order: the same rules in the same cascade as before, so nothing looks different. Extracted rules
 * that antd.css does not hold (helpers of the sample renders, an IE-only media query) are dropped and counted.
 */
if (process.env.NODE_ENV !== 'production') {
  // Outside production antd scopes its global rules to a dev-only hash class that antd.css never has.
  console.error('Run with NODE_ENV=production: npm run gen:antd-css');
  process.exit(1);
}
const antdVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/antd/package.json'), 'utf8')) as { version: string }).version;
const wanted = extracted();
const full = topLevelRules(readFileSync(path.join(ROOT, 'node_modules/antd/dist/antd.css'), 'utf8'));
// antd.css repeats some rules (motion classes of several components): an identical rule matters only
// at its last place in the cascade, so only that one is kept.
const kept = full.filter((rule, i) => wanted.has(rule) && full.indexOf(rule, i + 1) < 0);
const foreign = [...wanted].filter((rule) => !full.includes(rule));
// What applies to every page whether or not an antd component is on it goes to antd-base.css, loaded
// by the root layout where antd.css used to be: the rules of every <a> and every icon of
// @ant-design/icons (no antd component class), antd's design tokens on the css-var scope and the
// App wrapper's font rules (the site is wrapped in <div class="ant-app css-var-…"> as antd's App
// did). The component rules load with the islands that use antd (AntdProvider).
const isBase = (rule: string) => {
  const selector = rule.slice(0, rule.indexOf('{'));
  if (rule.startsWith('@')) return rule.startsWith('@keyframes loadingCircle');
  return selector === `.${ANTD_CSS_VAR_CLASS}` || /^\.ant-app\b/.test(selector) || !/\.(ant-|css-var-)/.test(selector);
};
const css = kept.filter((r) => !isBase(r)).join('');
const base = kept.filter(isBase).join('');
writeFileSync(OUTPUT, `${antdCssHeader(antdVersion)}\n${css}\n`);
writeFileSync(BASE_OUTPUT, `${antdCssHeader(antdVersion)}\n${base}\n`);
console.log(`wrote ${path.relative(ROOT, OUTPUT)} and antd-base.css: ${kept.length} of antd.css's ${full.length} rules, ${css.length} + ${base.length} bytes; ${foreign.length} extracted rules not in antd.css left out`);
if (process.env.VERBOSE) for (const rule of foreign) console.log(`  left out: ${rule.slice(0, 160)}`);
