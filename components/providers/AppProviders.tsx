'use client';

import IconContext from '@ant-design/icons/es/components/Context';
import type { ReactNode } from 'react';
import { StoreProvider } from './StoreProvider';
import { ThemeColorContext } from './themeColor';

const ICONS = { zeroRuntime: true };

/**
 * Client-side providers of every page: the zustand ui store and the company colour. No antd here: the
 * islands that use antd bring it with them (AntdProvider), so a page without one loads none of antd's
 * code or styles. No TanStack Query either: the layouts and pages whose islands use it place
 * QueryProvider, so a page without such an island loads none of it.
 */
export function AppProviders({ themeColor, children }: { themeColor: string; children: ReactNode }) {
  return (
    <ThemeColorContext.Provider value={themeColor}>
      {/* the icons' styles come with lib/antdCss/antd-base.css: never injected at run time */}
      <IconContext.Provider value={ICONS}>
        <StoreProvider>{children}</StoreProvider>
      </IconContext.Provider>
    </ThemeColorContext.Provider>
  );
}
