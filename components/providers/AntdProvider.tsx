'use client';

import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLocale } from 'next-intl';
import { ANTD_CSS_VAR_CLASS, antdThemeStylesheet } from '@/lib/theme';
import { useThemeColor } from './themeColor';
import '@/lib/antdCss/antd.css';
import './antdReadable.css';

/** dayjs's global locale follows the page, in the browser only: a server render never sets it. */
export function useDayjsLocale(en: boolean): void {
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
}

/**
 * antd for the islands that use it, and only for them (the login overlay, dialogs, forms, the
 * workspace): ConfigProvider, App (message), antd's locale and the extracted antd styles
 * (lib/antdCss/antd.css) load with this module, never with a page that has no antd island.
 * antd runs in zero-runtime mode: the company colour comes from CSS variables (lib/theme.ts).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const en = useLocale() === 'en';
  const themeColor = useThemeColor();
  useDayjsLocale(en);
  return (
    <ConfigProvider
      locale={en ? enUS : zhCN}
      theme={{
        zeroRuntime: true,
        hashed: false,
        cssVar: { key: ANTD_CSS_VAR_CLASS },
        token: { ...(themeColor ? { colorPrimary: themeColor } : {}), borderRadius: 4 },
      }}
    >
      {/* the company colour on antd's variables (after antd.css's defaults: inline in the body) */}
      {themeColor ? <style dangerouslySetInnerHTML={{ __html: antdThemeStylesheet(themeColor) }} /> : null}
      {/* no wrapper element: the site's <div class="ant-app …"> (company layout) is the App's */}
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}

export default AntdProvider;
