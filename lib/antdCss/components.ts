/**
 * The antd components the app imports (from 'antd' in components/ and app/). Their styles, and only
 * theirs, are extracted at build time into lib/antdCss/antd.css by scripts/gen-antd-css.tsx (antd's
 * prebuilt antd.css holds every component: 1 MB). tests/unit/antdCss.test.ts fails when a file
 * imports a component missing here, or when antd.css was generated from another list or antd version.
 * After adding a name: `npm run gen:antd-css`.
 */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Avatar',
  'Button',
  'Checkbox',
  'Col',
  'ColorPicker',
  'ConfigProvider',
  'DatePicker',
  'Descriptions',
  'Drawer',
  'Empty',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'Modal',
  'Popconfirm',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'Tooltip',
  'Typography',
  'Upload',
] as const;

export type AntdComponentName = (typeof ANTD_COMPONENTS)[number];

/** Names imported from 'antd' that are types or helpers, not components with styles of their own. */
export const ANTD_NON_COMPONENTS = ['UploadFile', 'FormInstance', 'theme'] as const;
