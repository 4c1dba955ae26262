'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/queryClient';
import { ANTD_CSS_VAR_CLASS } from '@/lib/theme';
import { StoreProvider } from './StoreProvider';

/**
 * Client-side providers. antd runs in zero-runtime mode: its styles come from the prebuilt
 * stylesheet and the company colour from CSS variables, so no style is computed per request.
 */
export function AppProviders({ locale, themeColor, children }: { locale: string; themeColor: string; children: ReactNode }) {
  const queryClient = getQueryClient();
  const en = locale === 'en';
  dayjs.locale(en ? 'en' : 'zh-cn');
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={en ? enUS : zhCN}
        theme={{
          zeroRuntime: true,
          hashed: false,
          cssVar: { key: ANTD_CSS_VAR_CLASS },
          token: { colorPrimary: themeColor, borderRadius: 4 },
        }}
      >
        <AntdApp>
          <StoreProvider>{children}</StoreProvider>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
